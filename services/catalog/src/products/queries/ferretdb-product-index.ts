import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ProductSnapshot, REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { Model, Types } from 'mongoose';
import { ProductDocuments } from '../../cache/product-documents';
import { StockEntries } from '../../cache/stock-entries';
import { StockRank } from '../../cache/stock-rank';
import { VersionedCache } from '../../cache/versioned-cache';
import { toSnapshot } from '../../integration-events/product-snapshot';
import { INTERNAL_FIELDS, Product, PRODUCT_MODEL } from '../product.schema';
import { ProductMirror } from './product-mirror';
import { IdPage, matchesFilter, ProductFilter } from './product-queries';
import { SynonymSource } from '../../synonyms/synonym-source';

export interface IndexedProduct {
  id: string;
  name: string;
  categoryIds: string[];
  subCategoryIds: string[];
  publish: boolean;
  createdAt: number;
  /** What cart and order lines keep of it, but the stock (which changes with every sale: see snapshots). */
  snapshot: Omit<ProductSnapshot, 'stock'>;
}

/** Whole documents but their outbox, stock holds and restocks: the indexes need some fields, the cache everything else. */
const SCANNED_FIELDS = INTERNAL_FIELDS;

/**
 * ProductQueries on FerretDB: the fields listings and counts filter on, for every live product, held in
 * memory beside the search index (ProductMirror keeps both in step across replicas). FerretDB answers
 * only `_id` look-ups from an index: any other filter, a count or a sort reads and decodes the whole
 * collection (seconds for 5000 products). So pages are chosen here and only their documents are read,
 * each by `_id`.
 */
@Injectable()
export class FerretDbProductIndex extends ProductMirror {
  private entries = new Map<string, IndexedProduct>();
  private newestFirst?: IndexedProduct[];

  constructor(
    @InjectModel(PRODUCT_MODEL) products: Model<Product>,
    @Inject(REDIS) redis: Redis,
    documents: ProductDocuments,
    stock: StockEntries,
    stockRank: StockRank,
    synonyms: SynonymSource,
    private readonly pages: VersionedCache,
  ) {
    super(products, redis, documents, stock, stockRank, SCANNED_FIELDS, synonyms);
  }

  async page(filter: ProductFilter, skip: number, limit: number): Promise<IdPage> {
    await this.fresh();
    this.newestFirst ??= [...this.entries.values()].sort(
      (a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id),
    );
    const matching = this.newestFirst.filter((product) => matchesFilter(product, filter));
    return { ids: matching.slice(skip, skip + limit).map((product) => product.id), total: matching.length };
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
    const stocks = await this.stock
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

  protected kept(product: Product): void {
    this.entries.set(String(product._id), toEntry(product));
    this.newestFirst = undefined;
  }

  protected gone(id: string): void {
    this.entries.delete(id);
    this.newestFirst = undefined;
  }

  protected async replaced(found: Product[], readAt: string): Promise<void> {
    this.entries = new Map(found.map((product) => [String(product._id), toEntry(product)]));
    this.newestFirst = undefined;
    // The scan reads and decodes every whole document on FerretDB anyway, so it also fills the products'
    // cache entries: pages then seldom read a product from the database at all.
    await this.documents.keepProducts(found, readAt);
    // Pages answered from the index held before (while this reload ran) were cached: drop them.
    await this.pages.invalidate();
  }
}

function toEntry(product: Product): IndexedProduct {
  return {
    id: String(product._id),
    name: product.name,
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
