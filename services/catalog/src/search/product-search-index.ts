import { ProductColumns } from './product-columns';
import { QueryMatch, QueryScores } from './query-match';
import { nameWithoutUnit, PackSize, sizeInQuery } from './pack-sizes';
import { firstInOrder, Matched, ORDER, POINTS } from './ranking';
import { respell } from './respell';
import { ScoreArrays, Scores } from './score-arrays';
import { SearchDocument } from './search-document';
import { CategoryFacet, SearchPage, SearchRequest, Suggestions } from './search-request';
import { queryWords } from './search-terms';
import { STARTER_SYNONYMS } from './starter-synonyms';
import { Synonyms } from './synonyms';
import { TermIndex } from './term-index';

const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_CATEGORIES = 3;

/**
 * The catalogue's search, in the catalog's memory: the products' words (term-index.ts), the figures
 * filters and sorts read by product slot (product-columns.ts), which products a query finds
 * (query-match.ts), their order (ranking.ts) and, when nothing is found, a respelling (respell.ts).
 * This class keeps them in step as products come and go, and puts a page together.
 */
export class ProductSearchIndex {
  private readonly columns = new ProductColumns();
  private readonly terms = new TermIndex();
  private readonly arrays = new ScoreArrays();
  private synonyms = new Synonyms(STARTER_SYNONYMS);
  private readonly query = new QueryMatch(this.terms, this.arrays, (slot) => this.columns.departmentOf(slot));

  get size(): number {
    return this.columns.size;
  }

  replaceAll(docs: SearchDocument[]): void {
    this.columns.clear();
    this.terms.clear();
    for (const doc of docs) this.add(doc);
  }

  put(doc: SearchDocument): void {
    this.remove(doc.id);
    this.add(doc);
  }

  remove(id: string): void {
    const slot = this.columns.remove(id);
    if (slot !== undefined) this.terms.remove(slot);
  }

  /** The admin's synonyms (issue 36) in place of the ones searched so far, from the next search on. */
  useSynonyms(synonyms: Synonyms): void {
    this.synonyms = synonyms;
  }

  /** A page of matches in the order asked for, the category counts, and (when nothing matched) a respelling. */
  search(request: SearchRequest, outOfStock: ReadonlySet<string>): SearchPage {
    const { words, size } = sizeInQuery(queryWords(request.text), (word) => this.terms.has(word));
    const found = words.length ? this.match(words, size) : undefined;
    const matched = this.matched(found?.scores ?? this.everything(), outOfStock);
    try {
      return this.page(words, matched, found?.asWritten, request, outOfStock);
    } finally {
      this.arrays.giveBack([matched.scores, ...(found ? [found.asWritten] : [])]);
    }
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
    const slot = this.columns.add(doc);
    this.terms.add(slot, nameWithoutUnit(doc.name, doc.unit), doc.details);
  }

  /** `asWritten`: the matches of every word as typed (undefined: a search without words). */
  private page(
    words: string[],
    matched: Matched,
    asWritten: Scores | undefined,
    request: SearchRequest,
    outOfStock: ReadonlySet<string>,
  ): SearchPage {
    const { columns } = this;
    const ranked: number[] = [];
    const counts = new Int32Array(columns.categories.size);
    const shopper = request.audience !== 'admin';
    const category = request.categoryId === undefined ? undefined : columns.categories.find(request.categoryId);
    for (const slot of matched.scores.slots) {
      if (shopper && !columns.isPublished(slot)) continue;
      if (!columns.passes(slot, matched.soldOut[slot] === 0, request)) continue;
      columns.countCategories(slot, counts);
      if (category === undefined || columns.inCategory(slot, category)) ranked.push(slot);
    }
    const shown = firstInOrder(ranked, ORDER[request.sort](words.length > 0)(matched), request.skip + request.limit);
    const categories: CategoryFacet[] = [];
    counts.forEach((count, code) => count && categories.push({ ...columns.categories.category(code), count }));
    const page: SearchPage = {
      ids: shown.slice(request.skip).map((slot) => columns.id(slot)),
      total: ranked.length,
      facets: { categories: categories.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)) },
    };
    if (!ranked.length && words.length) {
      const didYouMean = respell(words, this.terms, (text) => this.anyMatch({ ...request, text }, outOfStock));
      if (didYouMean) page.didYouMean = didYouMean;
    } else if (asWritten && !ranked.some((slot) => asWritten.points[slot])) {
      // Everything found is a typo's correction: said, in the words of the first product shown (issue 36).
      const corrected = words.map((word) => this.terms.correctionIn(shown[0], word) ?? word).join(' ');
      if (corrected !== words.join(' ')) page.showingResultsFor = corrected;
    }
    return page;
  }

  /**
   * Products matching every word, or every word of a reading with synonyms (synonyms.ts; its points
   * scaled to the query's number of words, and below the words as written); with a pack size asked for, those of that size or near it above.
   */
  private match(words: string[], size?: PackSize): QueryScores {
    const found = this.query.match(words, this.columns.slotCount);
    const { scores, asWritten } = found;
    for (const reading of this.synonyms.readingsOf(words, (word) => this.terms.has(word))) {
      const more = this.query.match(reading, this.columns.slotCount, false);
      const scale = (POINTS.synonym * words.length) / reading.length;
      for (const slot of more.scores.slots) {
        const points = more.scores.points[slot] * scale;
        if (points > scores.points[slot]) {
          if (!scores.points[slot]) scores.slots.push(slot);
          scores.points[slot] = points;
        }
        // A synonym is what the shopper meant, not a correction.
        if (!asWritten.points[slot]) {
          asWritten.points[slot] = 1;
          asWritten.slots.push(slot);
        }
      }
      this.arrays.giveBack([more.scores, more.asWritten]);
    }
    if (size)
      for (const slot of scores.slots) scores.points[slot] += POINTS.size * this.columns.sizeNearness(slot, size);
    return found;
  }

  /** Every product, with no points (a search without words lists, newest first). */
  private everything(): Scores {
    return { ...this.arrays.scores(this.columns.slotCount), slots: this.columns.slots() };
  }

  /** What ordering reads of the matches: their points, whether each is in stock, their places, their figures. */
  private matched(scores: Scores, outOfStock: ReadonlySet<string>): Matched {
    const { byName, newest } = this.columns.orderRanks();
    return {
      scores,
      soldOut: this.columns.soldOutSlots(outOfStock),
      nameRanks: byName,
      newestRanks: newest,
      ...this.columns.figures(),
    };
  }

  /** Whether a text finds any product under the request's filters (a respelling is offered only then). */
  private anyMatch(request: SearchRequest, outOfStock: ReadonlySet<string>): boolean {
    const { columns } = this;
    const { scores, asWritten } = this.match(queryWords(request.text));
    const soldOut = columns.soldOutSlots(outOfStock);
    const category = request.categoryId === undefined ? undefined : columns.categories.find(request.categoryId);
    const found = scores.slots.some(
      (slot) =>
        (request.audience === 'admin' || columns.isPublished(slot)) &&
        columns.passes(slot, soldOut[slot] === 0, request) &&
        (category === undefined || columns.inCategory(slot, category)),
    );
    this.arrays.giveBack([scores, asWritten]);
    return found;
  }
}
