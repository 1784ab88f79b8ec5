import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { Model } from 'mongoose';
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

const INDEXED_FIELDS = { name: 1, nameTokens: 1, detailTokens: 1, 'category._id': 1, 'subCategory._id': 1, publish: 1, createdAt: 1 } as const;

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
  private loading?: Promise<void>;
  private readonly changedWhileLoading = new Map<string, Product | undefined>();

  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    @Inject(REDIS) private readonly redis: Redis,
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
    const current = (await this.redis.get(PRODUCT_INDEX_VERSION_KEY)) ?? '0';
    if (current !== this.version) this.refreshSoon();
  }

  private refreshSoon(): void {
    void this.reload().catch((error: Error) => this.logger.warn(`reload failed: ${error.message}`));
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    const version = (await this.redis.get(PRODUCT_INDEX_VERSION_KEY)) ?? '0';
    const started = Date.now();
    this.changedWhileLoading.clear();
    const found = await this.products.find({ ...LIVE }, INDEXED_FIELDS).lean<Product[]>();
    this.entries = new Map(found.map((product) => [String(product._id), toEntry(product)]));
    // Writes made during the scan may be missing from what it read.
    for (const [id, product] of this.changedWhileLoading) this.apply(id, product);
    this.changedWhileLoading.clear();
    this.newestFirst = undefined;
    this.version = version;
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
