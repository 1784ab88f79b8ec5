export interface SearchCandidate {
  id: string;
  name: string;
  nameTokens: string[];
}

/**
 * Orders matches the way shoppers expect: products whose name holds every word first, then those
 * whose name holds some, then description-only matches; within a tier whole words beat prefixes and
 * a name starting with the first word comes first; ties go alphabetically.
 */
export function rankCandidates<T extends SearchCandidate>(candidates: T[], words: string[]): T[] {
  const scored = candidates.map((candidate) => ({ candidate, score: score(candidate.nameTokens, words) }));
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.candidate.name.localeCompare(b.candidate.name) ||
      a.candidate.id.localeCompare(b.candidate.id),
  );
  return scored.map(({ candidate }) => candidate);
}

function score(nameTokens: string[], words: string[]): number {
  if (!words.length) return 0;
  const prefixHits = words.filter((word) => nameTokens.some((token) => token.startsWith(word))).length;
  const wholeHits = words.filter((word) => nameTokens.includes(word)).length;
  const tier = prefixHits === words.length ? 2 : prefixHits > 0 ? 1 : 0;
  const leadsWithFirstWord = nameTokens[0]?.startsWith(words[0]) ? 1 : 0;
  return tier * 1000 + wholeHits * 10 + leadsWithFirstWord;
}
