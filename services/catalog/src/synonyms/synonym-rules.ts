import { z } from 'zod';
import { SynonymGroupTooLarge, SynonymGroupTooSmall, SynonymPhraseInvalid } from '../catalog.errors';
import { tokenize } from '../search/search-terms';
import type { SynonymKind } from './synonym-group.schema';

/** What one group and the whole list may hold: enough for a shop's vocabulary, bounded for the search's memory. */
export const SYNONYM_LIMITS = {
  phraseWords: 4,
  phraseChars: 40,
  /** The search reads one- and two-word phrases of a query as synonyms (synonyms.ts): a longer general word never matches. */
  fromWords: 2,
  groupEntries: 20,
  groups: 1_000,
} as const;

/** A group as an admin sends it. */
export interface SynonymGroupInput {
  kind: SynonymKind;
  from?: string;
  words: string[];
}

/** A group as stored and searched: phrases normalised, each once. */
export interface SynonymGroupFields {
  kind: SynonymKind;
  from?: string;
  words: string[];
}

/** A phrase as the search cuts text (search-terms.ts): lower case, no accents or punctuation, one space apart. */
export const normalisePhrase = (text: string): string => tokenize(text).join(' ');

const REFUSALS = { phrase: SynonymPhraseInvalid, small: SynonymGroupTooSmall, large: SynonymGroupTooLarge };

const refuse = (context: z.RefinementCtx, refusal: keyof typeof REFUSALS, message: string) =>
  context.addIssue({ code: z.ZodIssueCode.custom, message, params: { refusal } });

const phrase = (maxWords: number, what: string) =>
  z.string().transform((text, context) => {
    const normal = normalisePhrase(text);
    const shown = text.trim().slice(0, 60);
    if (!normal) refuse(context, 'phrase', `${what} "${shown}" has no letters or digits`);
    else if (normal.length > SYNONYM_LIMITS.phraseChars)
      refuse(context, 'phrase', `${what} "${shown}" is longer than ${SYNONYM_LIMITS.phraseChars} characters`);
    else if (normal.split(' ').length > maxWords)
      refuse(context, 'phrase', `${what} "${shown}" has more than ${maxWords} words`);
    return normal;
  });

const unique = (words: string[]) => [...new Set(words)];

const groupSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('twoWay'), words: z.array(phrase(SYNONYM_LIMITS.phraseWords, 'The synonym')) }),
    z.object({
      kind: z.literal('oneWay'),
      from: phrase(SYNONYM_LIMITS.fromWords, 'The general word'),
      words: z.array(phrase(SYNONYM_LIMITS.phraseWords, 'The word covered')),
    }),
  ])
  .transform((group): SynonymGroupFields =>
    group.kind === 'twoWay'
      ? { kind: 'twoWay', words: unique(group.words) }
      : { kind: 'oneWay', from: group.from, words: unique(group.words).filter((word) => word !== group.from) },
  )
  .superRefine((group, context) => {
    const entries = group.words.length + (group.kind === 'oneWay' ? 1 : 0);
    if (group.kind === 'twoWay' && entries < 2)
      refuse(context, 'small', 'A two-way group needs at least two different words or phrases');
    if (group.kind === 'oneWay' && entries < 2)
      refuse(context, 'small', 'A one-way group needs a general word and at least one other word it covers');
    if (entries > SYNONYM_LIMITS.groupEntries)
      refuse(context, 'large', `A group may hold at most ${SYNONYM_LIMITS.groupEntries} words or phrases`);
  });

/**
 * The group normalised (a word written twice, in any case or accent, counts once) or the first rule it
 * breaks, as its own refusal: SYNONYM_PHRASE_INVALID, SYNONYM_GROUP_TOO_SMALL, SYNONYM_GROUP_TOO_LARGE.
 */
export function checkedGroup(input: SynonymGroupInput): SynonymGroupFields {
  const parsed = groupSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const refusal =
    (issue.code === z.ZodIssueCode.custom && (issue.params?.refusal as keyof typeof REFUSALS)) || 'phrase';
  throw new REFUSALS[refusal](issue.message);
}

/** The phrases a group claims: each two-way phrase, or a one-way group's general word, may be in one group only. */
export function claimedPhrases(group: SynonymGroupFields): string[] {
  return group.kind === 'twoWay' ? group.words : [group.from!];
}
