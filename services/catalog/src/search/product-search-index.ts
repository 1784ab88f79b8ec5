import { discountedPrice } from '@shop/common';
import SearchableMap from 'minisearch/SearchableMap';
import { queryWords, tokenize } from './search-terms';
import { ScoreArrays, Scores } from './score-arrays';
import { CategoryFacet, SearchFilters, SearchPage, SearchRequest, Suggestions } from './search-request';
import { stem, swaps, typoBudget } from './word-forms';

/** What the index holds of a live product. */
export interface SearchDocument {
  id: string;
  name: string;
  /** The description, the extra details' values, the category and sub-category names. */
  details: string;
  categories: { _id: string; name: string }[];
  subCategoryIds: string[];
  publish: boolean;
  price: number;
  discount: number;
  createdAt: number;
}

const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_CATEGORIES = 3;

/** How well one query word matched one product: name words above detail words, then exact > prefix > typo. */
const POINTS = {
  name: { exact: 6, prefix: 5, typo: 4 },
  details: { exact: 3, prefix: 2, typo: 1 },
} as const;

/** Where a product has a word: its name (or two neighbouring name words written as one), its details, or both. */
const IN_NAME = 1;
const IN_DETAILS = 2;
/** Product slot → where it has the word. */
type Postings = Map<number, number>;
type Kind = 'exact' | 'prefix' | 'typo';

/** What ordering reads of the matched products, by slot, for one search. */
interface Matched {
  scores: Scores;
  /** 1 for a product with no stock left, by slot. */
  soldOut: Uint8Array;
  nameRanks: Int32Array;
  newestRanks: Int32Array;
  paid: readonly number[];
  discounts: readonly number[];
}

/** The categories' numbers, so that each product's are kept in arrays by slot and counted in an array per search. */
class CategoryCodes {
  private readonly codeOf = new Map<string, number>();
  private readonly categories: { _id: string; name: string }[] = [];

  get size(): number {
    return this.categories.length;
  }

  /** The category's number (a new one for a category not seen before); its name is the latest given. */
  code(category: { _id: string; name: string }): number {
    let code = this.codeOf.get(category._id);
    if (code === undefined) this.codeOf.set(category._id, (code = this.categories.length));
    this.categories[code] = { _id: category._id, name: category.name };
    return code;
  }

  /** The number of a category asked for by id; -1 for one no product is in. */
  find(id: string): number {
    return this.codeOf.get(id) ?? -1;
  }

  category(code: number): { _id: string; name: string } {
    return this.categories[code];
  }

  clear(): void {
    this.codeOf.clear();
    this.categories.length = 0;
  }
}

/**
 * The catalogue's search. MiniSearch's radix tree (SearchableMap) holds every word stem of the
 * products with where each product has it, and finds for each query word the product words equal to
 * it, starting with it, or within its typo budget (word-forms.ts). The ranking is this file's, so that
 * it is explainable and stable: points per word (POINTS), in-stock before out-of-stock at equal
 * points, then by name. Every word must match (a word may also match, together with the next one, a
 * product word they form when written as one: "corn flakes" finds "Cornflakes"); product names are
 * also indexed with neighbouring words joined ("Smart Watch" is found by "smartwatch").
 */
export class ProductSearchIndex {
  /** Each product has a slot (a small number) while indexed: postings and scores are kept by slot. */
  private readonly slotOf = new Map<string, number>();
  private docs: (SearchDocument | undefined)[] = [];
  /** Slots of removed products, given to the next products added. */
  private freeSlots: number[] = [];
  /** Every stem, for finding by prefix and by edit distance; its postings are in `postings`. */
  private terms = new SearchableMap<true>();
  private readonly postings = new Map<string, Postings>();
  /** The same, for the products that have the stem in their name: one or two letters look for names only. */
  private readonly namePostings = new Map<string, Postings>();
  /** Each product's stems, to take it out of the tree again. */
  private termsOf: string[][] = [];
  private readonly arrays = new ScoreArrays();
  /*
   * What filters, facets and sorts read of each match, by slot, in flat arrays rather than from its
   * document: a common word matches thousands of products, and following each one's document, its
   * category list and the category's id was most of a search's time at 50,000 products.
   */
  /** Each slot's price after its discount. */
  private paid: number[] = [];
  private discounts: number[] = [];
  /** 1 for a published product. */
  private published: number[] = [];
  /** Each slot's first category's number (CategoryCodes), -1 for none, and any further ones. */
  private firstCategory: number[] = [];
  private moreCategories: (number[] | undefined)[] = [];
  private readonly categoryCodes = new CategoryCodes();
  /** Each slot's place in name order and in newest-first order, worked out again after products changed. */
  private ranks?: { byName: Int32Array; newest: Int32Array };
  /** The sold-out slots, and the set of ids they were worked out from (soldOutSlots). */
  private soldOut?: { from: ReadonlySet<string>; slots: Uint8Array };
  /** How a stem is usually written (for "did you mean"): stem → surface form → count. */
  private readonly surfaces = new Map<string, Map<string, number>>();

  get size(): number {
    return this.slotOf.size;
  }

  replaceAll(docs: SearchDocument[]): void {
    this.slotOf.clear();
    this.docs = [];
    this.freeSlots = [];
    this.ranks = undefined;
    this.soldOut = undefined;
    this.termsOf = [];
    this.paid = [];
    this.discounts = [];
    this.published = [];
    this.firstCategory = [];
    this.moreCategories = [];
    this.categoryCodes.clear();
    this.terms = new SearchableMap<true>();
    this.postings.clear();
    this.namePostings.clear();
    this.surfaces.clear();
    for (const doc of docs) this.add(doc);
  }

  put(doc: SearchDocument): void {
    this.remove(doc.id);
    this.add(doc);
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.docs[slot] = undefined;
    this.ranks = undefined;
    this.soldOut = undefined;
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
    this.freeSlots.push(slot);
  }

  /** A page of matches in the order asked for, the category counts, and (when nothing matched) a respelling. */
  search(request: SearchRequest, outOfStock: ReadonlySet<string>): SearchPage {
    const words = queryWords(request.text);
    const matched = this.matched(words.length ? this.match(words) : this.everything(), outOfStock);
    try {
      return this.page(words, matched, request, outOfStock);
    } finally {
      this.arrays.giveBack([matched.scores]);
    }
  }

  private page(words: string[], matched: Matched, request: SearchRequest, outOfStock: ReadonlySet<string>): SearchPage {
    const ranked: number[] = [];
    const counts = new Int32Array(this.categoryCodes.size);
    const shopper = request.audience !== 'admin';
    const category = request.categoryId === undefined ? undefined : this.categoryCodes.find(request.categoryId);
    for (const slot of matched.scores.slots) {
      if (shopper && !this.published[slot]) continue;
      if (!this.passes(slot, matched.soldOut[slot] === 0, request)) continue;
      const first = this.firstCategory[slot];
      const more = this.moreCategories[slot];
      if (first >= 0) counts[first]++;
      if (more) for (const code of more) counts[code]++;
      if (category === undefined || this.inCategory(slot, category)) ranked.push(slot);
    }
    const shown = firstInOrder(ranked, ORDER[request.sort](words.length > 0)(matched), request.skip + request.limit);
    const categories: CategoryFacet[] = [];
    counts.forEach((count, code) => count && categories.push({ ...this.categoryCodes.category(code), count }));
    const page: SearchPage = {
      ids: shown.slice(request.skip).map((slot) => this.docs[slot]!.id),
      total: ranked.length,
      facets: { categories: categories.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)) },
    };
    if (!ranked.length && words.length) {
      const didYouMean = this.respell(words, request, outOfStock);
      if (didYouMean) page.didYouMean = didYouMean;
    }
    return page;
  }

  /** Whether a product passes the filters other than the category (which facets leave out). */
  private passes(slot: number, inStock: boolean, filters: SearchFilters): boolean {
    const paid = this.paid[slot];
    return (
      (filters.minPrice === undefined || paid >= filters.minPrice) &&
      (filters.maxPrice === undefined || paid <= filters.maxPrice) &&
      (!filters.inStock || inStock) &&
      (filters.minDiscount === undefined || this.discounts[slot] >= filters.minDiscount) &&
      (!filters.subCategoryId || this.docs[slot]!.subCategoryIds.includes(filters.subCategoryId))
    );
  }

  private inCategory(slot: number, code: number): boolean {
    return this.firstCategory[slot] === code || !!this.moreCategories[slot]?.includes(code);
  }

  /** The best few products and the categories most of the matches are in, for text typed so far. */
  suggest(text: string, outOfStock: ReadonlySet<string>): Suggestions {
    const page = this.search(
      { text, audience: 'shopper', sort: 'relevance', skip: 0, limit: SUGGESTED_PRODUCTS },
      outOfStock,
    );
    return {
      productIds: page.ids,
      categories: page.facets.categories.slice(0, SUGGESTED_CATEGORIES).map(({ _id, name }) => ({ _id, name })),
    };
  }

  private add(doc: SearchDocument): void {
    const slot = this.freeSlots.pop() ?? this.docs.length;
    this.slotOf.set(doc.id, slot);
    this.docs[slot] = doc;
    this.paid[slot] = discountedPrice(doc.price, doc.discount);
    this.discounts[slot] = doc.discount;
    this.published[slot] = doc.publish ? 1 : 0;
    const [first, ...more] = doc.categories.map((category) => this.categoryCodes.code(category));
    this.firstCategory[slot] = first ?? -1;
    this.moreCategories[slot] = more.length ? more : undefined;
    this.ranks = undefined;
    this.soldOut = undefined;
    const where = new Map<string, number>();
    const note = (word: string, field: number) => {
      const term = stem(word);
      where.set(term, (where.get(term) ?? 0) | field);
    };
    const nameWords = tokenize(doc.name);
    nameWords.forEach((word, index) => {
      note(word, IN_NAME);
      if (index) note(nameWords[index - 1] + word, IN_NAME);
      const forms = this.surfaces.get(stem(word)) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      this.surfaces.set(stem(word), forms);
    });
    for (const word of tokenize(doc.details)) note(word, IN_DETAILS);
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

  /** Each slot's place by name and newest first (a place is unique, so pages never overlap). */
  private orderRanks(): { byName: Int32Array; newest: Int32Array } {
    if (this.ranks) return this.ranks;
    const slots = [...this.slotOf.values()];
    const docs = this.docs as SearchDocument[];
    const rankOf = (compare: (a: number, b: number) => number) => {
      const ranks = new Int32Array(docs.length);
      [...slots].sort(compare).forEach((slot, rank) => (ranks[slot] = rank));
      return ranks;
    };
    this.ranks = {
      byName: rankOf((a, b) => byName.compare(docs[a].name, docs[b].name) || docs[a].id.localeCompare(docs[b].id)),
      newest: rankOf((a, b) => docs[b].createdAt - docs[a].createdAt || docs[b].id.localeCompare(docs[a].id)),
    };
    return this.ranks;
  }

  /**
   * The sold-out products by slot. The set of ids is the same object until stock moves (CatalogCache
   * keeps it), so this is worked out once per set, or after products changed, not on every search.
   */
  private soldOutSlots(outOfStock: ReadonlySet<string>): Uint8Array {
    if (this.soldOut?.from !== outOfStock) {
      const slots = new Uint8Array(this.docs.length);
      for (const id of outOfStock) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined) slots[slot] = 1;
      }
      this.soldOut = { from: outOfStock, slots };
    }
    return this.soldOut.slots;
  }

  /** Every product, with no points (a search without words lists, newest first). */
  private everything(): Scores {
    return { ...this.arrays.scores(this.docs.length), slots: [...this.slotOf.values()] };
  }

  /** What ordering reads of the matches: their points, whether each is in stock, their place by name. */
  private matched(scores: Scores, outOfStock: ReadonlySet<string>): Matched {
    const { byName, newest } = this.orderRanks();
    return {
      scores,
      soldOut: this.soldOutSlots(outOfStock),
      nameRanks: byName,
      newestRanks: newest,
      paid: this.paid,
      discounts: this.discounts,
    };
  }

  /**
   * Products matching every word, with their points. Each word is a piece of its own; two neighbouring
   * words may also count as one piece when written together they match. The best split counts.
   */
  private match(words: string[]): Scores {
    const singles = words.map((word) => this.piece(word, typoBudget(word)));
    // Two words written as one are forgiven what the stricter of them is: "lassi zq12" finds no "lasi zq12".
    const pairs = words
      .slice(1)
      .map((word, index) => this.piece(words[index] + word, Math.min(typoBudget(words[index]), typoBudget(word))));
    // best[i]: the products matching the first i words, with their best points.
    const best: Scores[] = [];
    for (let i = 1; i <= words.length; i++) {
      const reached = this.arrays.scores(this.docs.length);
      const extend = (before: Scores | undefined, piece: Scores, weight: number) => {
        for (const slot of piece.slots) {
          const prior = before ? before.points[slot] : 0;
          if (before && !prior) continue;
          const total = prior + piece.points[slot] * weight;
          if (total > reached.points[slot]) {
            if (!reached.points[slot]) reached.slots.push(slot);
            reached.points[slot] = total;
          }
        }
      };
      extend(i === 1 ? undefined : best[i - 2], singles[i - 1], 1);
      if (i >= 2) extend(i === 2 ? undefined : best[i - 3], pairs[i - 2], 2);
      best.push(reached);
    }
    const found = best.pop()!;
    this.arrays.giveBack([...singles, ...pairs, ...best]);
    return found;
  }

  /** The products one piece of the query matches, with its points for each (its best matching word's). */
  private piece(word: string, budget: number): Scores {
    const scores = this.arrays.scores(this.docs.length);
    // One or two letters start words of nearly every description: as typed, they look for names only.
    const namesOnly = word.length < 3;
    const credit = (postings: Postings | undefined, kind: Kind) => {
      for (const [slot, field] of postings ?? []) {
        const points = field & IN_NAME ? POINTS.name[kind] : POINTS.details[kind];
        if (points > scores.points[slot]) {
          if (!scores.points[slot]) scores.slots.push(slot);
          scores.points[slot] = points;
        }
      }
    };
    for (const [term, kind] of this.matchingTerms(word, budget)) {
      credit((namesOnly && kind === 'prefix' ? this.namePostings : this.postings).get(term), kind);
    }
    return scores;
  }

  /** The product words a query word matches, and how: itself, words it starts, words within its typo budget. */
  private matchingTerms(word: string, budget: number): Map<string, Kind> {
    const term = stem(word);
    const found = new Map<string, Kind>();
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

  /**
   * A spelling of the words that has results: each word replaced by the closest, then commonest, word
   * of the product names within two edits (one for short words), tried only when the search found nothing.
   */
  private respell(words: string[], request: SearchRequest, outOfStock: ReadonlySet<string>): string | undefined {
    const respelt = words.map((word) => {
      const term = stem(word);
      // Words of product names only: a respelling names what the shop sells.
      const close = [...this.terms.fuzzyGet(term, term.length <= 4 ? 1 : 2)].filter(([found]) =>
        this.surfaces.has(found),
      );
      const [closest] = close.sort(
        ([a, [, aDistance]], [b, [, bDistance]]) =>
          aDistance - bDistance || this.postings.get(b)!.size - this.postings.get(a)!.size || a.localeCompare(b),
      );
      return closest ? this.surfaceOf(closest[0]) : word;
    });
    const text = respelt.join(' ');
    if (text === words.join(' ')) return undefined;
    return this.anyMatch({ ...request, text }, outOfStock) ? text : undefined;
  }

  private anyMatch(request: SearchRequest, outOfStock: ReadonlySet<string>): boolean {
    const scores = this.match(queryWords(request.text));
    const soldOut = this.soldOutSlots(outOfStock);
    const category = request.categoryId === undefined ? undefined : this.categoryCodes.find(request.categoryId);
    const found = scores.slots.some(
      (slot) =>
        (request.audience === 'admin' || this.published[slot] === 1) &&
        this.passes(slot, soldOut[slot] === 0, request) &&
        (category === undefined || this.inCategory(slot, category)),
    );
    this.arrays.giveBack([scores]);
    return found;
  }

  private surfaceOf(term: string): string {
    const forms = this.surfaces.get(term);
    if (!forms) return term;
    return [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
  }
}

/**
 * The first `count` slots in order. A page is a few of thousands of matches: those are picked with a
 * heap holding `count` (n log count) rather than by sorting every match (n log n).
 */
export function firstInOrder(slots: number[], compare: (a: number, b: number) => number, count: number): number[] {
  if (count * 8 >= slots.length) return slots.sort(compare).slice(0, count);
  // A heap whose top is the last of the `count` best found so far.
  const heap: number[] = [];
  const below = (i: number, j: number) => compare(heap[i], heap[j]) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  const siftDown = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let last = i;
      if (left < heap.length && below(left, last)) last = left;
      if (right < heap.length && below(right, last)) last = right;
      if (last === i) return;
      swap(i, last);
      i = last;
    }
  };
  for (const slot of slots) {
    if (heap.length < count) {
      heap.push(slot);
      for (let i = heap.length - 1; i > 0 && below(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (count && compare(slot, heap[0]) < 0) {
      heap[0] = slot;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

/** Compares two matched products by slot. */
type Order = (matched: Matched) => (a: number, b: number) => number;

const byName = new Intl.Collator('en');

/** Equal points: in stock first, then by name (the place by name is unique, so pages never overlap). */
const byRelevance: Order =
  ({ scores: { points }, soldOut, nameRanks }) =>
  (a, b) =>
    points[b] - points[a] || soldOut[a] - soldOut[b] || nameRanks[a] - nameRanks[b];
/** Without words there are no points: newest first, as the listing. */
const newestFirst: Order =
  ({ newestRanks }) =>
  (a, b) =>
    newestRanks[a] - newestRanks[b];

/** A sort on one figure, then the default order for ties. */
const thenDefault =
  (hasWords: boolean, figure: (matched: Matched) => (a: number, b: number) => number): Order =>
  (matched) => {
    const first = figure(matched);
    const ties = (hasWords ? byRelevance : newestFirst)(matched);
    return (a, b) => first(a, b) || ties(a, b);
  };

const ORDER: Record<SearchRequest['sort'], (hasWords: boolean) => Order> = {
  relevance: (hasWords) => (hasWords ? byRelevance : newestFirst),
  'price-asc': (hasWords) =>
    thenDefault(
      hasWords,
      ({ paid }) =>
        (a, b) =>
          paid[a] - paid[b],
    ),
  'price-desc': (hasWords) =>
    thenDefault(
      hasWords,
      ({ paid }) =>
        (a, b) =>
          paid[b] - paid[a],
    ),
  discount: (hasWords) =>
    thenDefault(
      hasWords,
      ({ discounts }) =>
        (a, b) =>
          discounts[b] - discounts[a],
    ),
};
