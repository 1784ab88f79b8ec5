import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type Redis from 'ioredis';
import { Model, ProjectionType } from 'mongoose';
import { ProductDocuments } from '../../cache/product-documents';
import { StockEntries } from '../../cache/stock-entries';
import { StockRank } from '../../cache/stock-rank';
import { ProductSearchIndex } from '../../search/product-search-index';
import { SearchDocument } from '../../search/search-document';
import { SearchPage, SearchRequest, Suggestions } from '../../search/search-request';
import { Synonyms } from '../../search/synonyms';
import { SynonymSource } from '../../synonyms/synonym-source';
import { LIVE, Product } from '../product.schema';
import { ProductChanges } from './product-changes';
import { ProductQueries } from './product-queries';

/**
 * What both engines share: the search index (search/product-search-index.ts), a copy in this process
 * of every live product, kept in step across replicas through the product change log (ProductChanges):
 * before answering, the mirror reads the log from its position and re-reads, by `_id`, the products
 * written since, by whichever replica. Only the first load, and a log entry saying many products
 * changed, read the whole collection. Stock is not copied: it changes with every sale, and the
 * search reads which products are out of stock from the stock rank in Redis (StockRank).
 */
export abstract class ProductMirror extends ProductQueries implements OnApplicationBootstrap {
  protected readonly logger = new Logger('ProductIndex');
  private readonly changes: ProductChanges;
  private readonly searchIndex = new ProductSearchIndex();
  /** The log position this mirror is current up to; undefined until the first load. */
  private position?: string;
  /** Moves on each time a reload swaps its scan in: a catch-up under way at that moment keeps its position to itself. */
  private generation = 0;
  private loading?: Promise<void>;
  /** Catch-ups run one after another; callers that arrive while one waits to start share it. */
  private tail: Promise<void> = Promise.resolve();
  private queued?: Promise<void>;

  constructor(
    protected readonly products: Model<Product>,
    redis: Redis,
    protected readonly documents: ProductDocuments,
    protected readonly stock: StockEntries,
    private readonly stockRank: StockRank,
    /** The fields read for each product. */
    private readonly scanned: ProjectionType<Product>,
    private readonly synonymSource: SynonymSource,
  ) {
    super();
    this.changes = new ProductChanges(redis);
  }

  onApplicationBootstrap(): void {
    void this.reload().catch((error: Error) => this.logger.warn(`not loaded yet: ${error.message}`));
  }

  async search(request: SearchRequest): Promise<SearchPage> {
    await this.fresh();
    return this.searchIndex.search(request, await this.stockRank.outOfStock());
  }

  async suggest(text: string): Promise<Suggestions> {
    await this.fresh();
    return this.searchIndex.suggest(text, await this.stockRank.outOfStock());
  }

  get loaded(): boolean {
    return this.position !== undefined;
  }

  async changed(id: string): Promise<void> {
    await this.changes.add(id);
  }

  async changedMany(): Promise<void> {
    await this.changes.addAll();
    await this.reload();
  }

  async synonymsChanged(): Promise<void> {
    await this.changes.addSynonyms();
  }

  /** A product read anew (new or changed); `gone` when it was deleted since. */
  protected abstract kept(product: Product): void;

  protected abstract gone(id: string): void;

  /** The whole collection was read (when the write count stood at `readAt`). */
  protected abstract replaced(found: Product[], readAt: string): Promise<void>;

  /**
   * Brings the mirror up to the log's end. A caller's catch-up starts after the call (never one already
   * under way, which may have read the log before the caller's write was logged).
   */
  protected fresh(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.tail.then(() => {
      this.queued = undefined;
      return this.catchUp();
    });
    this.queued = run;
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async catchUp(): Promise<void> {
    if (this.position === undefined) return this.reload();
    const generation = this.generation;
    const since = await this.changes.since(this.position);
    // A whole reload takes seconds (minutes for a big catalogue on FerretDB): it runs aside, and the
    // products written one by one meanwhile are applied to the mirror held, so a product created while
    // a category rename's reload runs is listed at once (issue 21).
    if (since.reloadAll)
      void this.reload().catch((error: Error) => this.logger.warn(`reload failed: ${error.message}`));
    // Read after the log entry that announced them, so this search already uses them.
    if (since.synonyms) await this.readSynonyms();
    const found = await Promise.all(
      since.productIds.map((id) => this.products.findById(id, this.scanned).lean<Product>()),
    );
    const gone: string[] = [];
    since.productIds.forEach((id, index) => {
      const product = found[index];
      if (product && !product.deletedAt) {
        this.kept(product);
        this.searchIndex.put(toSearchDocument(product));
      } else {
        this.gone(id);
        this.searchIndex.remove(id);
        gone.push(id);
      }
    });
    const live = found.filter((product): product is Product => !!product && !product.deletedAt);
    // New and edited products are ranked by the stock just read (unless a sale wrote a newer one), deleted ones dropped.
    await this.stock
      .rankStock(live, gone)
      .catch((error: Error) => this.logger.warn(`stock rank not kept: ${error.message}`));
    // A reload that swapped its scan in meanwhile may have replaced what was applied here: the next
    // catch-up reads these writes again from the reload's own position.
    if (this.generation === generation) this.position = since.position;
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    const started = Date.now();
    // Writes logged after this position may be missing from the scan: catch-ups apply them afterwards.
    const position = await this.changes.newest();
    const readAt = await this.documents.productWrites();
    const found = await this.products.find({ ...LIVE }, this.scanned).lean<Product[]>();
    await this.readSynonyms();
    this.generation++;
    this.searchIndex.replaceAll(found.map(toSearchDocument));
    this.position = position;
    await this.replaced(found, readAt);
    this.logger.log(`${found.length} products indexed in ${Date.now() - started} ms`);
  }

  /** The admin's synonyms (issue 36), read whole: only at a load and when the log says they changed. */
  private async readSynonyms(): Promise<void> {
    this.searchIndex.useSynonyms(new Synonyms(await this.synonymSource.read()));
  }
}

export function toSearchDocument(product: Product): SearchDocument {
  const refs = [...(product.category ?? []), ...(product.subCategory ?? [])];
  return {
    id: String(product._id),
    name: product.name,
    details: [
      product.description ?? '',
      ...Object.values(product.more_details ?? {}).map(String),
      ...refs.map((ref) => ref.name),
    ].join(' '),
    categories: (product.category ?? []).map((ref) => ({ _id: String(ref._id), name: ref.name })),
    subCategoryIds: (product.subCategory ?? []).map((ref) => String(ref._id)),
    publish: product.publish ?? true,
    unit: product.unit ?? '',
    price: product.price ?? 0,
    discount: product.discount ?? 0,
    createdAt: new Date(product.createdAt).getTime(),
  };
}
