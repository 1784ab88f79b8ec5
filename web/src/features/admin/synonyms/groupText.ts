import type { SynonymGroup } from '../../../api/types';

/** The words typed in one box, separated by commas or new lines, each trimmed; empty entries dropped. */
export function wordsFrom(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

/** A group as one line: "curd, dahi, yogurt" or "soft drink → cola, soda". */
export function groupLine(group: Pick<SynonymGroup, 'kind' | 'from' | 'words'>): string {
  const words = group.words.join(', ');
  return group.kind === 'oneWay' ? `${group.from} → ${words}` : words;
}

/** Whether a group holds the filter's text in any of its phrases. */
export function groupMatches(group: Pick<SynonymGroup, 'from' | 'words'>, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  return !wanted || [group.from ?? '', ...group.words].some((phrase) => phrase.includes(wanted));
}
