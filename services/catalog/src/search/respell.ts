import { TermIndex } from './term-index';
import { stem } from './word-forms';

/**
 * "Did you mean": a spelling of the query words that has results, each word replaced by the closest,
 * then commonest, word of the product names within two edits (one for short words). Tried only when a
 * search found nothing, so it costs nothing on searches that find something; `hasMatches` says whether
 * a respelt text finds anything under the same filters.
 */
export function respell(words: string[], terms: TermIndex, hasMatches: (text: string) => boolean): string | undefined {
  const respelt = words.map((word) => {
    const term = stem(word);
    // Words of product names only: a respelling names what the shop sells.
    const [closest] = terms
      .nameTermsNear(term, term.length <= 4 ? 1 : 2)
      .sort(
        ([a, aDistance], [b, bDistance]) =>
          aDistance - bDistance || terms.productCount(b) - terms.productCount(a) || a.localeCompare(b),
      );
    return closest ? terms.surfaceOf(closest[0]) : word;
  });
  const text = respelt.join(' ');
  if (text === words.join(' ')) return undefined;
  return hasMatches(text) ? text : undefined;
}
