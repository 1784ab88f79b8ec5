import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { LowStockProduct, ProductSnapshot, REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { Model, Types } from 'mongoose';
import { CatalogCache } from '../../cache/catalog-cache';
import { toSnapshot } from '../../integration-events/product-snapshot';
import { rankCandidates } from '../../search/search-ranking';
import { matchesAllWords } from '../../search/search-terms';
import { Audience } from '../audience';
import { LIVE, Product, PRODUCT_MODEL } from '../product.schema';
import { ProductChanges } from './product-changes';
import { IdPage, matchesFilter, ProductFilter, ProductQueries } from './product-queries';

export interface IndexedProduct {
  id: string;
  name: string;
  nameTokens: string[];
  detailTokens: string[];
  categoryIds: string[];
  subCategoryIds: string[];
  publish: boolean;
  createdAt: number;
  /** What cart and order lines keep of it, but the stock (which changes with every sale: see snapshots). */
  snapshot: Omit<ProductSnapshot, 'stock'>;
}

/** Whole documents but their outbox, stock holds and restocks: the index needs the tokens, the cache everything else. */
const SCANNED_FIELDS = { outbox: 0, outboxPending: 0, holds: 0, restocks: 0, __v: 0 } as const;

/**
 * ProductQueries on FerretDB: the fields listings, counts and search filter on, for every live
 * product, held in memory. FerretDB answers only `_id` look-ups from an index: any other filter, a
 * count or a sort reads and decodes the whole collection (seconds for 5000 products). So pages are
 * chosen here and only their documents are read, each by `_id`.
 *
 * Replicas stay in step through the product change log (ProductChanges): before answering, the index
 * reads the log from its position and re-reads, by `_id`, the products written since, by whichever
 * replica. Only the first load, and a log entry saying many products changed, read the whole collection.
 */
@Injectable()
export class FerretDbProductIndex extends ProductQueries implements OnApplicationBootstrap {
  private readonly logger = new Logger('ProductIndex');
  private readonly changes: ProductChanges;
  private entries = new Map<string, IndexedProduct>();
  private newestFirst?: IndexedProduct[];
  /** The log position this index is current up to; undefined until the first load. */
  private position?: string;
  private loading?: Promise<void>;
  /** Catch-ups run one after another; callers that arrive while one waits to start share it. */
  private tail: Promise<void> = Promise.resolve();
  private queued?: Promise<void>;

  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    @Inject(REDIS) redis: Redis,
    private readonly cache: CatalogCache,
  ) {
    super();
    this.changes = new ProductChanges(redis);
  }

  onApplicationBootstrap(): void {
    void this.reload().catch((error: Error) => this.logger.warn(`not loaded yet: ${error.message}`));
  }

  async page(filter: ProductFilter, skip: number, limit: number): Promise<IdPage> {
    await this.fresh();
    this.newestFirst ??= [...this.entries.values()].sort(
      (a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id),
    );
    const matching = this.newestFirst.filter((product) => matchesFilter(product, filter));
    return { ids: matching.slice(skip, skip + limit).map((product) => product.id), total: matching.length };
  }

  async search(words: string[], audience: Audience, skip: number, limit: number): Promise<IdPage> {
    await this.fresh();
    const matching = [...this.entries.values()].filter(
      (product) => matchesFilter(product, { audience }) && matchesAllWords(product, words),
    );
    const ranked = rankCandidates(matching, words);
    return { ids: ranked.slice(skip, skip + limit).map((product) => product.id), total: ranked.length };
  }

  async count(filter: ProductFilter): Promise<number> {
    await this.fresh();
    let count = 0;
    for (const product of this.entries.values()) if (matchesFilter(product, filter)) count++;
    return count;
  }

  /**
   * From the index, current to the change log like every answer here (so a price is that of the latest
   * write answered), with each product's live stock from its stock cache entry. Only a product without
   * one is read, by `_id` (for `$in` FerretDB reads the whole collection). Every checkout and every
   * cart addition asks for snapshots: reading the products cost FerretDB about 2 ms of CPU each.
   */
  async snapshots(ids: Types.ObjectId[]): Promise<ProductSnapshot[]> {
    await this.fresh();
    const live = ids.map((id) => this.entries.get(String(id))).filter((entry): entry is IndexedProduct => !!entry);
    const stocks = await this.cache
      .liveStock(live.map((entry) => entry.id))
      .then(({ stocks }) => stocks)
      .catch(() => live.map(() => null));
    return Promise.all(
      live.map(async ({ id, snapshot }, index) => ({
        ...snapshot,
        stock: stocks[index] ?? (await this.products.findById(id, { stock: 1 }).lean<Product>())?.stock ?? 0,
      })),
    );
  }

  /**
   * From the stock rank (CatalogCache.lowestStock, an index in Redis kept by every stock write and by
   * this index's reads), names and images from this index. A ranked id this index does not hold is a
   * deleted product whose removal from the rank was lost: it is skipped, and more are read in its place.
   */
  async lowStock(threshold: number, limit: number): Promise<LowStockProduct[]> {
    await this.fresh();
    const found: LowStockProduct[] = [];
    for (let asked = limit; ; asked *= 2) {
      const ranked = await this.cache.lowestStock(threshold, asked);
      found.length = 0;
      for (const [id, stock] of ranked) {
        const entry = this.entries.get(id);
        if (!entry) continue;
        const image = entry.snapshot.image[0];
        found.push({ _id: id, name: entry.name, ...(image ? { image } : {}), stock });
        if (found.length === limit) return found;
      }
      if (ranked.length < asked) return found;
    }
  }

  async changed(id: string): Promise<void> {
    await this.changes.add(id);
  }

  async changedMany(): Promise<void> {
    await this.changes.addAll();
    await this.reload();
  }

  /**
   * Brings the index up to the log's end. A caller's catch-up starts after the call (never one already
   * under way, which may have read the log before the caller's write was logged).
   */
  private fresh(): Promise<void> {
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
    const since = await this.changes.since(this.position);
    if (since.reloadAll) {
      // A whole reload takes seconds: answer from the index held meanwhile (see load()).
      void this.reload().catch((error: Error) => this.logger.warn(`reload failed: ${error.message}`));
      return;
    }
    const found = await Promise.all(
      since.productIds.map((id) => this.products.findById(id, SCANNED_FIELDS).lean<Product>()),
    );
    const gone: string[] = [];
    since.productIds.forEach((id, index) => {
      const product = found[index];
      if (product && !product.deletedAt) this.entries.set(id, toEntry(product));
      else {
        this.entries.delete(id);
        gone.push(id);
      }
    });
    const live = found.filter((product): product is Product => !!product && !product.deletedAt);
    // New and edited products are ranked by the stock just read (unless a sale wrote a newer one), deleted ones dropped.
    await this.cache
      .rankStock(live, gone)
      .catch((error: Error) => this.logger.warn(`stock rank not kept: ${error.message}`));
    if (since.productIds.length) this.newestFirst = undefined;
    this.position = since.position;
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    const started = Date.now();
    // Writes logged after this position may be missing from the scan: catch-ups apply them afterwards.
    const position = await this.changes.newest();
    const readAt = await this.cache.productWrites();
    const found = await this.products.find({ ...LIVE }, SCANNED_FIELDS).lean<Product[]>();
    this.entries = new Map(found.map((product) => [String(product._id), toEntry(product)]));
    this.newestFirst = undefined;
    this.position = position;
    // The scan reads and decodes every whole document on FerretDB anyway, so it also fills the products'
    // cache entries: pages then seldom read a product from the database at all.
    await this.cache.keepProducts(
      found.map(({ nameTokens: _n, detailTokens: _d, ...product }) => product),
      readAt,
    );
    // Pages answered from the index held before (while this reload ran) were cached: drop them.
    await this.cache.invalidate();
    this.logger.log(`${found.length} products indexed in ${Date.now() - started} ms`);
  }
}

function toEntry(product: Product): IndexedProduct {
  return {
    id: String(product._id),
    name: product.name,
    nameTokens: product.nameTokens ?? [],
    detailTokens: product.detailTokens ?? [],
    categoryIds: (product.category ?? []).map((ref) => String(ref._id)),
    subCategoryIds: (product.subCategory ?? []).map((ref) => String(ref._id)),
    publish: product.publish ?? true,
    createdAt: new Date(product.createdAt).getTime(),
    snapshot: withoutStock(toSnapshot(product)),
  };
}

function withoutStock({ stock: _stock, ...snapshot }: ProductSnapshot): Omit<ProductSnapshot, 'stock'> {
  return snapshot;
}
