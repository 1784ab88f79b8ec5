import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { Model } from 'mongoose';
import { CATALOG_TAXONOMY_VERSION_KEY, CatalogCache } from '../cache/catalog-cache';
import { rankCandidates } from '../search/search-ranking';
import { matchesAllWords } from '../search/search-terms';
import { Audience } from './audience';
import { LIVE, Product, PRODUCT_MODEL } from './product.schema';

export const PRODUCT_INDEX_VERSION_KEY = 'catalog:product-index:version';

export interface IndexedProduct {
  id: string;
  name: string;
  nameTokens: string[];
  detailTokens: string[];
  categoryIds: string[];
  subCategoryIds: string[];
  publish: boolean;
  createdAt: number;
}

export interface IdPage {
  ids: string[];
  total: number;
}

/** Whole documents but their outbox and stock holds: the index needs the tokens, the cache everything else. */
const SCANNED_FIELDS = { outbox: 0, holds: 0, __v: 0 } as const;

/**
 * The fields listings, counts and search filter on, for every live product, held in memory.
 * FerretDB answers only `_id` look-ups from an index: any other filter, a count or a sort reads and
 * decodes the whole collection (seconds for 5000 products). So pages are chosen here and only their
 * documents are read, each by `_id`. Writes made through this service update the index in place;
 * anyone else's (another instance, the seed) bumps a version in Redis that makes it reload.
 */
@Injectable()
export class ProductIndex implements OnApplicationBootstrap {
  private readonly logger = new Logger('ProductIndex');
  private entries = new Map<string, IndexedProduct>();
  private newestFirst?: IndexedProduct[];
  private version?: string;
  private taxonomy?: string;
  private loading?: Promise<void>;
  private readonly changedWhileLoading = new Map<string, Product | undefined>();

  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly cache: CatalogCache,
  ) {}

  onApplicationBootstrap(): void {
    void this.reload().catch((error: Error) => this.logger.warn(`not loaded yet: ${error.message}`));
  }

  /** Newest first, filtered. */
  async page(filter: (product: IndexedProduct) => boolean, skip: number, limit: number): Promise<IdPage> {
    const matching = (await this.sorted()).filter(filter);
    return { ids: matching.slice(skip, skip + limit).map((product) => product.id), total: matching.length };
  }

  /** Every product matching all the words, best first (see rankCandidates). */
  async search(words: string[], audience: Audience): Promise<string[]> {
    await this.fresh();
    const matching = [...this.entries.values()].filter((product) => visible(product, audience) && matchesAllWords(product, words));
    return rankCandidates(matching, words).map((product) => product.id);
  }

  async count(filter: (product: IndexedProduct) => boolean): Promise<number> {
    await this.fresh();
    let count = 0;
    for (const product of this.entries.values()) if (filter(product)) count++;
    return count;
  }

  /** After this service wrote a product: `product` is its new state, or undefined when it was deleted. */
  async changed(id: string, product: Product | undefined): Promise<void> {
    this.apply(id, product);
    if (this.loading) this.changedWhileLoading.set(id, product);
    const version = String(await this.redis.incr(PRODUCT_INDEX_VERSION_KEY));
    if (this.version !== undefined && Number(version) === Number(this.version) + 1) this.version = version;
    else this.refreshSoon();
  }

  /** After a write that touched many products (a renamed category). */
  async changedMany(): Promise<void> {
    await this.redis.incr(PRODUCT_INDEX_VERSION_KEY);
    await this.reload();
  }

  private apply(id: string, product: Product | undefined): void {
    if (product) this.entries.set(id, toEntry(product));
    else this.entries.delete(id);
    this.newestFirst = undefined;
  }

  private async sorted(): Promise<IndexedProduct[]> {
    await this.fresh();
    this.newestFirst ??= [...this.entries.values()].sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
    return this.newestFirst;
  }

  /**
   * Someone else changed products: reload in the background and keep answering from the index held
   * (a reload reads the whole collection, seconds on FerretDB). Only the very first load is waited for.
   */
  private async fresh(): Promise<void> {
    if (this.version === undefined) return this.reload();
    const current = await this.currentVersions();
    if (current.products !== this.version || current.taxonomy !== this.taxonomy) this.refreshSoon();
  }

  private refreshSoon(): void {
    void this.reload().catch((error: Error) => this.logger.warn(`reload failed: ${error.message}`));
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /**
   * Products changed by someone else, or categories renamed (which drops the products' cache entries
   * that a reload fills again).
   */
  private async currentVersions(): Promise<{ products: string; taxonomy: string }> {
    const [products, taxonomy] = await this.redis.mget(PRODUCT_INDEX_VERSION_KEY, CATALOG_TAXONOMY_VERSION_KEY);
    return { products: products ?? '0', taxonomy: taxonomy ?? '0' };
  }

  private async load(): Promise<void> {
    const { products: version, taxonomy } = await this.currentVersions();
    const started = Date.now();
    this.changedWhileLoading.clear();
    const found = await this.products.find({ ...LIVE }, SCANNED_FIELDS).lean<Product[]>();
    // Writes made during the scan may be missing from what it read: they are applied before the new
    // entries replace the old ones, with no await in between, so no search ever sees them missing.
    const entries = new Map(found.map((product) => [String(product._id), toEntry(product)]));
    for (const [id, product] of this.changedWhileLoading) {
      if (product) entries.set(id, toEntry(product));
      else entries.delete(id);
    }
    const current = found.filter((product) => !this.changedWhileLoading.has(String(product._id)));
    this.changedWhileLoading.clear();
    this.entries = entries;
    this.newestFirst = undefined;
    this.version = version;
    this.taxonomy = taxonomy;
    // The scan reads and decodes every whole document on FerretDB anyway, so it also fills the products'
    // cache entries: pages then seldom read a product from the database at all.
    await this.cache.keepProducts(current.map(({ nameTokens: _n, detailTokens: _d, ...product }) => product));
    // Pages answered from the index held before (while this reload ran) were cached: drop them.
    await this.cache.invalidate();
    this.logger.log(`${found.length} products indexed in ${Date.now() - started} ms`);
  }
}

export function visible(product: IndexedProduct, audience: Audience): boolean {
  return audience === 'admin' || product.publish;
}

function toEntry(product: Pick<Product, '_id' | 'name' | 'nameTokens' | 'detailTokens' | 'category' | 'subCategory' | 'publish' | 'createdAt'>): IndexedProduct {
  return {
    id: String(product._id),
    name: product.name,
    nameTokens: product.nameTokens ?? [],
    detailTokens: product.detailTokens ?? [],
    categoryIds: (product.category ?? []).map((ref) => String(ref._id)),
    subCategoryIds: (product.subCategory ?? []).map((ref) => String(ref._id)),
    publish: product.publish ?? true,
    createdAt: new Date(product.createdAt).getTime(),
  };
}
