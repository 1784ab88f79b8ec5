import SearchableMap from 'minisearch/SearchableMap';
import { tokenize } from './search-terms';
import { stem, swaps, typoBudget } from './word-forms';

/**
 * The products' words and where each product has them. MiniSearch's radix tree (SearchableMap) holds
 * every word stem, so that a query word finds the product words equal to it, starting with it, or
 * within its typo budget directly (`atPrefix`, `fuzzyGet`); why that library and this shape:
 * deploy/k6/results/search-library-comparison.md. Product names are also indexed with neighbouring
 * words joined ("Smart Watch" is found by "smartwatch").
 */

/** Where a product has a word: its name (or two neighbouring name words written as one), its details, or both. */
export const IN_NAME = 1;
export const IN_DETAILS = 2;
/** Product slot → where it has the word (IN_NAME, IN_DETAILS). */
export type Postings = Map<number, number>;
/** How a product word matched a query word. */
export type MatchKind = 'exact' | 'prefix' | 'typo';
/** "chips", "juice", "tea" follow many words in names of one department; "shimla", "robusta", "hybrid" one each. */
const KIND_AFTER_WORDS = 3;
/**
 * A word written after words of more departments than this qualifies the whole name rather than naming a
 * kind: a colour ("Silver") after phones, laptops and speakers, "Edition", a tag.
 */
const KIND_DEPARTMENTS = 2;

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
  /** Each product's stems by slot, to take it out of the tree again. */
  private termsOf: string[][] = [];
  /** How a stem is usually written in names (for "did you mean"): stem → surface form → count. */
  private readonly surfaces = new Map<string, Map<string, number>>();
  /** Each product's name stems by slot, in order, to tell a name's head word from its qualifiers. */
  private nameStems: string[][] = [];
  private departments: number[] = [];
  /**
   * Name stem → "department, stem written just before it" → how often: a word written after many others
   * in names of one department names a kind of product.
   */
  private readonly before = new Map<string, Map<string, number>>();
  /** Whether a stem names a kind (namesAKind), worked out again after products changed. */
  private readonly kinds = new Map<string, boolean>();

  clear(): void {
    this.terms = new SearchableMap<true>();
    this.postings.clear();
    this.namePostings.clear();
    this.termsOf = [];
    this.surfaces.clear();
    this.nameStems = [];
    this.departments = [];
    this.before.clear();
    this.kinds.clear();
  }

  /** Indexes a product's words; its department (a category number) tells kinds of product from qualifiers. */
  add(slot: number, name: string, details: string, department: number): void {
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
    this.nameStems[slot] = nameWords.map(stem);
    this.departments[slot] = department;
    this.countNeighbours(slot, 1);
    for (const [term, field] of where) {
      let postings = this.postings.get(term);
      if (!postings) {
        this.postings.set(term, (postings = new Map()));
        this.terms.set(term, true);
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
    this.countNeighbours(slot, -1);
    this.nameStems[slot] = [];
    for (const term of this.termsOf[slot]) {
      const names = this.namePostings.get(term);
      if (names?.delete(slot) && !names.size) this.namePostings.delete(term);
      const postings = this.postings.get(term);
      postings?.delete(slot);
      if (postings && !postings.size) {
        this.postings.delete(term);
        this.terms.delete(term);
      }
    }
    this.termsOf[slot] = [];
  }

  /**
   * Whether a name word is the name's head rather than a qualifier of the word after it: "onion" heads
   * "Fresho Onion" and "Spring Onion" but qualifies "Cream & Onion Chips", as "chips" follows many words
   * in the catalogue's names (a kind of product), unlike "shimla" in "Apple Shimla" (issue 36).
   */
  isHead(slot: number, term: string): boolean {
    // A figure ("5G", "33W", "128") describes a product and heads none.
    if (/\d/.test(term)) return false;
    const stems = this.nameStems[slot];
    const at = stems.indexOf(term);
    return at >= 0 && (at === stems.length - 1 || !this.namesAKind(stems[at + 1]));
  }

  /** A word written after several different words in names of one department, and of few departments. */
  private namesAKind(term: string): boolean {
    let kind = this.kinds.get(term);
    if (kind === undefined) {
      const wordsByDepartment = new Map<string, number>();
      for (const key of this.before.get(term)?.keys() ?? []) {
        const department = key.slice(0, key.indexOf(' '));
        wordsByDepartment.set(department, (wordsByDepartment.get(department) ?? 0) + 1);
      }
      kind =
        wordsByDepartment.size <= KIND_DEPARTMENTS &&
        [...wordsByDepartment.values()].some((count) => count >= KIND_AFTER_WORDS);
      this.kinds.set(term, kind);
    }
    return kind;
  }

  private countNeighbours(slot: number, step: 1 | -1): void {
    const stems = this.nameStems[slot];
    this.kinds.clear();
    for (let i = 1; i < stems.length; i++) {
      const key = `${this.departments[slot]} ${stems[i - 1]}`;
      const counts = this.before.get(stems[i]) ?? new Map<string, number>();
      const count = (counts.get(key) ?? 0) + step;
      if (count > 0) counts.set(key, count);
      else counts.delete(key);
      if (counts.size) this.before.set(stems[i], counts);
      else this.before.delete(stems[i]);
    }
  }

  /** The products having a stem: all of them, or only those having it in their name. */
  postingsOf(term: string, namesOnly: boolean): Postings | undefined {
    return (namesOnly ? this.namePostings : this.postings).get(term);
  }

  /** The product words a query word matches, and how: itself, words it starts, words within its typo budget. */
  matchingTerms(word: string, budget: number): Map<string, MatchKind> {
    const term = stem(word);
    const found = new Map<string, MatchKind>();
    if (budget > 0) {
      for (const [typo] of this.terms.fuzzyGet(term, budget)) found.set(typo, 'typo');
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
    const term = stem(word);
    const names = this.nameStems[slot] ?? [];
    if (names.some((name) => name.startsWith(term) || name.startsWith(word))) return undefined;
    const budget = typoBudget(word);
    const near = new Map(this.nameTermsNear(term, budget));
    if (budget === 1) for (const swapped of swaps(term)) near.set(swapped, 1);
    const [closest] = names.filter((name) => near.has(name)).sort((a, b) => near.get(a)! - near.get(b)!);
    return closest === undefined ? undefined : this.surfaceOf(closest);
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
