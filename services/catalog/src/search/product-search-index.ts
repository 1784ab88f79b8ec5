import { discountedPrice } from '@shop/common';
import SearchableMap from 'minisearch/SearchableMap';
import type { Audience } from '../products/audience';
import { queryWords, tokenize } from './search-terms';
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
/** Product id → where it has the word. */
type Postings = Map<string, number>;
type Kind = 'exact' | 'prefix' | 'typo';
/** Points per product for one piece of the query (a word, or two words written as one). */
type PieceScores = Map<string, number>;

interface Ranked {
  doc: SearchDocument;
  score: number;
  inStock: boolean;
  paid: number;
  /** The product's place in name order (comparing numbers, not names, when thousands tie). */
  nameRank: number;
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
  private readonly docs = new Map<string, SearchDocument>();
  /** Every stem, for finding by prefix and by edit distance; its postings are in `postings`. */
  private terms = new SearchableMap<true>();
  private readonly postings = new Map<string, Postings>();
  /** Each product's stems, to take it out of the tree again. */
  private readonly termsOf = new Map<string, string[]>();
  private ranks?: Map<string, number>;
  /** How a stem is usually written (for "did you mean"): stem → surface form → count. */
  private readonly surfaces = new Map<string, Map<string, number>>();

  get size(): number {
    return this.docs.size;
  }

  replaceAll(docs: SearchDocument[]): void {
    this.docs.clear();
    this.ranks = undefined;
    this.termsOf.clear();
    this.terms = new SearchableMap<true>();
    this.postings.clear();
    this.surfaces.clear();
    for (const doc of docs) this.add(doc);
  }

  put(doc: SearchDocument): void {
    this.remove(doc.id);
    this.add(doc);
  }

  remove(id: string): void {
    if (!this.docs.delete(id)) return;
    this.ranks = undefined;
    for (const term of this.termsOf.get(id) ?? []) {
      const postings = this.postings.get(term);
      postings?.delete(id);
      if (postings && !postings.size) {
        this.postings.delete(term);
        this.terms.delete(term);
      }
    }
    this.termsOf.delete(id);
  }

  /** A page of matches in the order asked for, the category counts, and (when nothing matched) a respelling. */
  search(request: SearchRequest, outOfStock: ReadonlySet<string>): SearchPage {
    const words = queryWords(request.text);
    const scored = words.length ? this.match(words) : this.everything();
    const ranks = this.nameRanks();
    const ranked: Ranked[] = [];
    const facetCounts = new Map<string, CategoryFacet>();
    for (const [id, score] of scored) {
      const entry = this.entry(id, score, request, outOfStock, ranks);
      if (!entry || !passes(entry, request, { ignoreCategory: true })) continue;
      const { doc } = entry;
      for (const category of doc.categories) {
        const facet = facetCounts.get(category._id) ?? { ...category, count: 0 };
        facet.count++;
        facetCounts.set(category._id, facet);
      }
      if (!request.categoryId || doc.categories.some((category) => category._id === request.categoryId))
        ranked.push(entry);
    }
    ranked.sort(ORDER[request.sort](words.length > 0));
    const facets = {
      categories: [...facetCounts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    };
    const page: SearchPage = {
      ids: ranked.slice(request.skip, request.skip + request.limit).map(({ doc }) => doc.id),
      total: ranked.length,
      facets,
    };
    if (!ranked.length && words.length) {
      const didYouMean = this.respell(words, request, outOfStock);
      if (didYouMean) page.didYouMean = didYouMean;
    }
    return page;
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
    this.docs.set(doc.id, doc);
    this.ranks = undefined;
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
      postings.set(doc.id, field);
    }
    this.termsOf.set(doc.id, [...where.keys()]);
  }

  /** Each product's place in name order, worked out again after products changed. */
  private nameRanks(): Map<string, number> {
    this.ranks ??= new Map(
      [...this.docs.values()]
        .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id))
        .map((doc, rank) => [doc.id, rank]),
    );
    return this.ranks;
  }

  /** Every product, scored 0 (a search without words lists, newest first). */
  private everything(): Map<string, number> {
    return new Map([...this.docs.keys()].map((id) => [id, 0]));
  }

  /**
   * Products matching every word, with their points. Each word is a piece of its own; two neighbouring
   * words may also count as one piece when written together they match. The best split counts.
   */
  private match(words: string[]): Map<string, number> {
    const singles = words.map((word) => this.piece(word, typoBudget(word)));
    // Two words written as one are forgiven what the stricter of them is: "lassi zq12" finds no "lasi zq12".
    const pairs = words
      .slice(1)
      .map((word, index) => this.piece(words[index] + word, Math.min(typoBudget(words[index]), typoBudget(word))));
    // best[i]: the products matching the first i words, with their best points.
    const best: Map<string, number>[] = [new Map()];
    for (let i = 1; i <= words.length; i++) {
      const reached = new Map<string, number>();
      const extend = (before: Map<string, number> | null, piece: PieceScores, weight: number) => {
        for (const [id, points] of piece) {
          const prior = before === null ? 0 : before.get(id);
          if (prior === undefined) continue;
          const total = prior + points * weight;
          if (total > (reached.get(id) ?? -1)) reached.set(id, total);
        }
      };
      extend(i === 1 ? null : best[i - 1], singles[i - 1], 1);
      if (i >= 2) extend(i === 2 ? null : best[i - 2], pairs[i - 2], 2);
      best.push(reached);
    }
    return best[words.length];
  }

  /** The products one piece of the query matches, with its points for each (its best matching word's). */
  private piece(word: string, budget: number): PieceScores {
    const scores: PieceScores = new Map();
    // One or two letters start words of nearly every description: as typed, they look for names only.
    const namesOnly = word.length < 3;
    const credit = (postings: Postings, kind: Kind) => {
      for (const [id, field] of postings) {
        if (namesOnly && kind === 'prefix' && !(field & IN_NAME)) continue;
        const points = field & IN_NAME ? POINTS.name[kind] : POINTS.details[kind];
        if (points > (scores.get(id) ?? 0)) scores.set(id, points);
      }
    };
    for (const [term, kind] of this.matchingTerms(word, budget)) credit(this.postings.get(term)!, kind);
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

  /** A matched product as ranking and filters see it; undefined when the audience may not see it. */
  private entry(
    id: string,
    score: number,
    request: SearchRequest,
    outOfStock: ReadonlySet<string>,
    ranks: ReadonlyMap<string, number>,
  ): Ranked | undefined {
    const doc = this.docs.get(id);
    if (!doc || !visible(doc, request.audience)) return undefined;
    return {
      doc,
      score,
      inStock: !outOfStock.has(id),
      paid: discountedPrice(doc.price, doc.discount),
      nameRank: ranks.get(id) ?? 0,
    };
  }

  private anyMatch(request: SearchRequest, outOfStock: ReadonlySet<string>): boolean {
    const scored = this.match(queryWords(request.text));
    const ranks = this.nameRanks();
    for (const [id, score] of scored) {
      const entry = this.entry(id, score, request, outOfStock, ranks);
      if (entry && passes(entry, request, { ignoreCategory: false })) return true;
    }
    return false;
  }

  private surfaceOf(term: string): string {
    const forms = this.surfaces.get(term);
    if (!forms) return term;
    return [...forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
  }
}

function visible(doc: SearchDocument, audience: Audience): boolean {
  return audience === 'admin' || doc.publish;
}

function passes(
  { doc, inStock, paid }: Ranked,
  filters: SearchFilters,
  { ignoreCategory }: { ignoreCategory: boolean },
): boolean {
  return (
    (ignoreCategory || !filters.categoryId || doc.categories.some((category) => category._id === filters.categoryId)) &&
    (!filters.subCategoryId || doc.subCategoryIds.includes(filters.subCategoryId)) &&
    (filters.minPrice === undefined || paid >= filters.minPrice) &&
    (filters.maxPrice === undefined || paid <= filters.maxPrice) &&
    (!filters.inStock || inStock) &&
    (filters.minDiscount === undefined || doc.discount >= filters.minDiscount)
  );
}

type Order = (a: Ranked, b: Ranked) => number;

const byName = new Intl.Collator('en');

/** Equal points: in stock first, then by name (then id, so pages never overlap). */
const byRelevance: Order = (a, b) =>
  b.score - a.score ||
  Number(b.inStock) - Number(a.inStock) ||
  a.nameRank - b.nameRank ||
  a.doc.id.localeCompare(b.doc.id);
/** Without words there are no points: newest first, as the listing. */
const newestFirst: Order = (a, b) => b.doc.createdAt - a.doc.createdAt || b.doc.id.localeCompare(a.doc.id);

const ORDER: Record<SearchRequest['sort'], (hasWords: boolean) => Order> = {
  relevance: (hasWords) => (hasWords ? byRelevance : newestFirst),
  'price-asc': (hasWords) => (a, b) => a.paid - b.paid || (hasWords ? byRelevance : newestFirst)(a, b),
  'price-desc': (hasWords) => (a, b) => b.paid - a.paid || (hasWords ? byRelevance : newestFirst)(a, b),
  discount: (hasWords) => (a, b) => b.doc.discount - a.doc.discount || (hasWords ? byRelevance : newestFirst)(a, b),
};
