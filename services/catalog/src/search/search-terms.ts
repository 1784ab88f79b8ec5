/** More words than this in one query are ignored: they only slow the match down. */
export const MAX_QUERY_WORDS = 8;

/**
 * The lower-cased, accent-free words of a text, each once. Product texts and queries are cut the same
 * way (search/term-index.ts), so "T-Shirt", "t shirt" and "SHIRT t" find the same product.
 */
export function tokenize(text: string | undefined | null): string[] {
  return [...new Set(wordsOf(text))];
}

/** The same words in order, repeats kept ("Daily Bread Garlic Bread" ends with its head, "bread"). */
export function wordsOf(text: string | undefined | null): string[] {
  if (!text) return [];
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const utf8 = new TextDecoder('utf-8');

/**
 * Search text as the shopper meant it. Some clients send it still URL-encoded (the spec's client cuts
 * `?q=` off the raw query string), so `+` and `%XX` are decoded; a malformed or incomplete sequence
 * ("100%", "%E0%A4") never fails: a lone `%` stays, and bytes that are not UTF-8 become U+FFFD, which
 * tokenizing drops like any other punctuation.
 */
export function decodeSearchText(text: string): string {
  return text
    .replace(/\+/g, ' ')
    .replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
      utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => parseInt(hex, 16))),
    );
}

export function queryWords(query: string | undefined): string[] {
  return tokenize(query).slice(0, MAX_QUERY_WORDS);
}
