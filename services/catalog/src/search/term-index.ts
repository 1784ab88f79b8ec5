import SearchableMap from 'minisearch/SearchableMap';
import { headWords } from './head-words';
import { tokenize } from './search-terms';
import { stem, swaps, typoBudget, undoubled } from './word-forms';

/**
 * The products' words and where each product has them. MiniSearch's radix tree (SearchableMap) holds
 * every word stem, so that a query word finds the product words equal to it or starting with it
 * directly (`atPrefix`), and a second one their spellings without doubled letters, for those within its
 * typo budget (`fuzzyGet`); why that library and this shape:
 * deploy/k6/results/search-library-comparison.md. Product names are also indexed with neighbouring
 * words joined ("Smart Watch" is found by "smartwatch").
 */

/** Where a product has a word: its name (or two neighbouring name words written as one), its details, or both. */
export const IN_NAME = 1;
export const IN_DETAILS = 2;
/** Product slot → where it has the word (IN_NAME, IN_DETAILS). */
export type Postings = Map<number, number>;
/** How a product word matched a query word. */
export type MatchKind = 'exact' | 'prefix' | 'doubled' | 'typo';
export class TermIndex {
  /** Every stem, for finding by prefix and by edit distance; its postings are in `postings`. */
  private terms = new SearchableMap<true>();
  private readonly postings = new Map<string, Postings>();
  /**
   * The same, for the products that have the stem in their name: one or two letters look for names only
   * (name-only postings took the suggest p95 from 73 to 59 ms at 50,000 products,
   * deploy/k6/results/search-benchmark.md).
   */
  private readonly namePostings = new Map<string, Postings>();
  /** Every stem's spelling without doubled letters → the stems spelt so, for typos (`matchingTerms`). */
  private spellings = new SearchableMap<Set<string>>();
  /** Each product's stems by slot, to take it out of the tree again. */
  private termsOf: string[][] = [];
  /** How a stem is usually written in names (for "did you mean"): stem → surface form → count. */
  private readonly surfaces = new Map<string, Map<string, number>>();
  /**
   * Each product's head by slot (`isHead`): the stem of its last head word and of the last two written
   * as one, worked out once rather than for each match.
   */
  private heads: string[][] = [];

  clear(): void {
    this.terms = new SearchableMap<true>();
    this.postings.clear();
    this.namePostings.clear();
    this.termsOf = [];
    this.surfaces.clear();
    this.heads = [];
    this.spellings = new SearchableMap<Set<string>>();
  }

  /** Indexes a product's words. */
  add(slot: number, name: string, details: string): void {
    const where = new Map<string, number>();
    const note = (word: string, field: number) => {
      const term = stem(word);
      where.set(term, (where.get(term) ?? 0) | field);
    };
    const nameWords = tokenize(name);
    nameWords.forEach((word, index) => {
      note(word, IN_NAME);
      if (index) note(nameWords[index - 1] + word, IN_NAME);
      const forms = this.surfaces.get(stem(word)) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      this.surfaces.set(stem(word), forms);
    });
    for (const word of tokenize(details)) note(word, IN_DETAILS);
    const stems = headWords(name).map(stem);
    this.heads[slot] = stems.slice(-1);
    if (stems.length > 1) this.heads[slot].push(stem(stems[stems.length - 2] + stems[stems.length - 1]));
    for (const [term, field] of where) {
      let postings = this.postings.get(term);
      if (!postings) {
        this.postings.set(term, (postings = new Map()));
        this.terms.set(term, true);
        this.spellingOf(term, true);
      }
      postings.set(slot, field);
      if (field & IN_NAME) {
        const names = this.namePostings.get(term) ?? new Map<number, number>();
        this.namePostings.set(term, names.set(slot, field));
      }
    }
    this.termsOf[slot] = [...where.keys()];
  }

  remove(slot: number): void {
    this.heads[slot] = [];
    for (const term of this.termsOf[slot]) {
      const names = this.namePostings.get(term);
      if (names?.delete(slot) && !names.size) this.namePostings.delete(term);
      const postings = this.postings.get(term);
      postings?.delete(slot);
      if (postings && !postings.size) {
        this.postings.delete(term);
        this.terms.delete(term);
        this.spellingOf(term, false);
      }
    }
    this.termsOf[slot] = [];
  }

  /**
   * Whether a name word heads the name rather than qualifying another: the last of its head words, as
   * English names put the thing last (head-words.ts: "Ginger Ale" is an ale, "Fresho Onion 500 g" and
   * "Spring Onion" onions, "Cream & Onion Chips" chips), or the last two written as one ("coconutoil"
   * heads "Coconut Oil", not "Coconut Hair Oil"; issue 36).
   */
  isHead(slot: number, term: string): boolean {
    const heads = this.heads[slot];
    return heads[0] === term || heads[1] === term;
  }

  /** Keeps the stems under their spelling without doubled letters (`undoubled`), for typos. */
  private spellingOf(term: string, add: boolean): void {
    const key = undoubled(term);
    const stems = this.spellings.get(key) ?? new Set<string>();
    if (add) stems.add(term);
    else stems.delete(term);
    if (stems.size) this.spellings.set(key, stems);
    else this.spellings.delete(key);
  }

  /** The products having a stem: all of them, or only those having it in their name. */
  postingsOf(term: string, namesOnly: boolean): Postings | undefined {
    return (namesOnly ? this.namePostings : this.postings).get(term);
  }

  /**
   * The product words a query word matches, and how: itself; words it starts; words spelt the same but
   * for doubled letters ("aple", "buter", "panner"); words within its typo budget once doubled letters
   * are undone ("pinaple" is one edit from "pineaple"), starting with the same letter: a shopper
   * rarely mistypes the first one, and "jeans" must not find "beans".
   */
  matchingTerms(word: string, budget: number): Map<string, MatchKind> {
    const term = stem(word);
    const found = new Map<string, MatchKind>();
    if (budget > 0) {
      for (const [spelling, [stems, edits]] of this.spellings.fuzzyGet(undoubled(term), budget))
        if (spelling[0] === term[0]) for (const near of stems) found.set(near, edits ? 'typo' : 'doubled');
      if (budget === 1) for (const swapped of swaps(term)) if (this.postings.has(swapped)) found.set(swapped, 'typo');
    }
    // Also words the raw word starts ("apples" starts no more words than "apple", "chees" starts "cheese").
    for (const prefix of new Set([term, word]))
      for (const [longer] of this.terms.atPrefix(prefix))
        if (found.get(longer) !== 'exact') found.set(longer, 'prefix');
    if (this.postings.has(term)) found.set(term, 'exact');
    return found;
  }

  /** The stems of product names within `distance` edits of a stem, with their distance. */
  nameTermsNear(term: string, distance: number): [string, number][] {
    return [...this.terms.fuzzyGet(term, distance)]
      .filter(([found]) => this.surfaces.has(found))
      .map(([found, [, edits]]) => [found, edits]);
  }

  /**
   * The word of a product's name a query word reached only through a typo, as names commonly write it
   * ("curd" → "card"); undefined when the name has the word as typed or starting with it, or not at all.
   */
  correctionIn(slot: number, word: string): string | undefined {
    let corrected: string | undefined;
    for (const [term, kind] of this.matchingTerms(word, typoBudget(word))) {
      if (!this.namePostings.get(term)?.has(slot)) continue;
      if (kind === 'exact' || kind === 'prefix') return undefined;
      corrected ??= term;
    }
    return corrected === undefined ? undefined : this.surfaceOf(corrected);
  }

  /** Whether some product has the word (as written or by its stem). */
  has(word: string): boolean {
    return this.postings.has(stem(word));
  }

  /** How many products have a stem. */
  productCount(term: string): number {
    return this.postings.get(term)?.size ?? 0;
  }

  /** The commonest way a stem is written in product names (the stem itself when no name has it). */
  surfaceOf(term: string): string {
    const forms = this.surfaces.get(term);
    if (!forms) return term;
    return [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
  }
}
