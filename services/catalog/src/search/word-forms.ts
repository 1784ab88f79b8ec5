/**
 * How words are compared: plural and simple inflected forms share one stem ("apples", "apple";
 * "mangoes", "mango"; "berries", "berry"; "cookies", "cookie"; "boxes", "box"), applied alike to
 * what is indexed and what is searched. Deliberately light (English shop words): a stemmer that also
 * cut "-ing" or "-er" would merge "charger" with "charge" and "bar" words with others.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (word.endsWith('oes') && word.length > 5) return word.slice(0, -2);
  if (/(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Edits a word of this length may be away from a product's word: none for 1–3 letters, 1 for 4–7, 2 for longer. */
export function typoBudget(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 7 ? 1 : 2;
}

/**
 * The word with two neighbouring letters swapped, each way: a swap is one slip for a shopper but two
 * edits to Levenshtein distance, so words allowed a single edit also try these.
 */
export function swaps(word: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    found.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...found];
}

/** The word with each run of a letter written once ("apple" → "aple", "paneer" → "paner"). */
export function undoubled(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}
