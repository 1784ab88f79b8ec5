import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ProductSnapshot, REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { FilterQuery, Model, Types } from 'mongoose';
import { ProductDocuments } from '../../cache/product-documents';
import { StockEntries } from '../../cache/stock-entries';
import { StockRank } from '../../cache/stock-rank';
import { SNAPSHOT_FIELDS, toSnapshot } from '../../integration-events/product-snapshot';
import { LIVE, Product, PRODUCT_MODEL } from '../product.schema';
import { ProductMirror } from './product-mirror';
import { IdPage, ProductFilter } from './product-queries';
import { SynonymSource } from '../../synonyms/synonym-source';

/** What the search index reads of each product (ProductMirror). */
const SEARCHED_FIELDS = {
  name: 1,
  description: 1,
  more_details: 1,
  category: 1,
  subCategory: 1,
  publish: 1,
  price: 1,
  discount: 1,
  stock: 1,
  stockVersion: 1,
  deletedAt: 1,
  createdAt: 1,
} as const;

/**
 * ProductQueries on MongoDB: listings, counts, snapshots and low stock are each one indexed query (the
 * product schema's indexes on createdAt, category and sub-category ids, and stock); search is the
 * in-memory index both engines share (ProductMirror), kept in step across replicas by the change log.
 */
@Injectable()
export class MongoDbProductQueries extends ProductMirror {
  constructor(
    @InjectModel(PRODUCT_MODEL) products: Model<Product>,
    @Inject(REDIS) redis: Redis,
    documents: ProductDocuments,
    stock: StockEntries,
    stockRank: StockRank,
    synonyms: SynonymSource,
  ) {
    super(products, redis, documents, stock, stockRank, SEARCHED_FIELDS, synonyms);
  }

  async page(filter: ProductFilter, skip: number, limit: number): Promise<IdPage> {
    const query = toQuery(filter);
    const [found, total] = await Promise.all([
      this.products.find(query, { _id: 1 }).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean(),
      this.products.countDocuments(query),
    ]);
    return { ids: found.map((product) => String(product._id)), total };
  }

  count(filter: ProductFilter): Promise<number> {
    return this.products.countDocuments(toQuery(filter));
  }

  async snapshots(ids: Types.ObjectId[]): Promise<ProductSnapshot[]> {
    const found = await this.products.find({ _id: { $in: ids }, ...LIVE }, SNAPSHOT_FIELDS).lean<Product[]>();
    return found.map((product) => toSnapshot(product));
  }

  /** One range of the `stock` index, read in its order (no sort in memory). */
  /** Only the search index is kept in memory. */
  protected kept(): void {}

  protected gone(): void {}

  /** The stock rank the search reads out-of-stock products from, for products no stock write ranked yet. */
  protected async replaced(found: Product[]): Promise<void> {
    await this.stock.rankStock(found, []);
  }
}

function toQuery(filter: ProductFilter): FilterQuery<Product> {
  return {
    ...LIVE,
    ...(filter.audience === 'shopper' ? { publish: { $ne: false } } : {}),
    ...(filter.categoryId ? { 'category._id': new Types.ObjectId(filter.categoryId) } : {}),
    ...(filter.subCategoryId ? { 'subCategory._id': new Types.ObjectId(filter.subCategoryId) } : {}),
  };
}
