import { Scores } from './score-arrays';
import { SearchRequest } from './search-request';

/**
 * The order of search results, written here rather than taken from a library's scoring (BM25) so that
 * it follows the shop's rules and stays explainable and stable: points per word (name above details,
 * exact above prefix above typo), in stock before out of stock at equal points, then by name. The
 * libraries measured against these rules: deploy/k6/results/search-library-comparison.md.
 */

/**
 * How well one query word matched one product: name words above detail words, then exact > prefix > typo;
 * a word spelt the same but for doubled letters ("aple" for "apple") as a prefix. A word that heads the
 * name (term-index.ts `isHead`) earns `head` more than one qualifying another word, less than a step of
 * the match: the onion before the onion chips, "ginjer" finding ginger before ginger ale (issue 36). A typo
 * landing in a department none of the word's exact or prefix matches is in earns least of all: "salt"
 * found as "malt" in another department ranks after every salt. A pack size in the query ("rice 5 kg")
 * adds up to `size`: the exact size first, sizes near it next.
 */
export const POINTS = {
  name: { exact: 6, prefix: 5, doubled: 5, typo: 4 },
  details: { exact: 3, prefix: 2, doubled: 2, typo: 1 },
  head: 0.5,
  typoElsewhere: 0.25,
  /** For a pack size named in the query: this much for the same size, less for sizes further away. */
  size: 1,
  /** A match through a synonym earns this share of its points: the word as written first ("potato" before "Aloo Bhujia"). */
  synonym: 0.9,
} as const;

/** What ordering reads of the matched products, by slot, for one search. */
export interface Matched {
  scores: Scores;
  /** 1 for a product with no stock left, by slot. */
  soldOut: Uint8Array;
  nameRanks: Int32Array;
  newestRanks: Int32Array;
  paid: readonly number[];
  discounts: readonly number[];
}

/** Compares two matched products by slot. */
type Order = (matched: Matched) => (a: number, b: number) => number;

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

/** Each sort the search offers, for a query with words or without. */
export const ORDER: Record<SearchRequest['sort'], (hasWords: boolean) => Order> = {
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
