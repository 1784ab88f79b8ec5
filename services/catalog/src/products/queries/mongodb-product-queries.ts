import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { escapeRegex, LowStockProduct, ProductSnapshot } from '@shop/common';
import { FilterQuery, Model, Types } from 'mongoose';
import { SNAPSHOT_FIELDS, toSnapshot } from '../../integration-events/product-snapshot';
import { rankCandidates } from '../../search/search-ranking';
import { Audience } from '../audience';
import { LIVE, Product, PRODUCT_MODEL } from '../product.schema';
import { IdPage, ProductFilter, ProductQueries } from './product-queries';

/**
 * ProductQueries on MongoDB: each answer is one indexed query (the product schema's indexes on
 * createdAt, category and sub-category ids, and the search keywords), so there is no in-memory index
 * and nothing for replicas to keep in step.
 */
@Injectable()
export class MongoDbProductQueries extends ProductQueries {
  constructor(@InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>) {
    super();
  }

  async page(filter: ProductFilter, skip: number, limit: number): Promise<IdPage> {
    const query = toQuery(filter);
    const [found, total] = await Promise.all([
      this.products.find(query, { _id: 1 }).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean(),
      this.products.countDocuments(query),
    ]);
    return { ids: found.map((product) => String(product._id)), total };
  }

  async search(words: string[], audience: Audience, skip: number, limit: number): Promise<IdPage> {
    if (!words.length) return this.page({ audience }, skip, limit);
    // A regular expression anchored at the start is answered from the keywords' multikey index.
    const everyWord = words.map((word) => {
      const prefix = new RegExp(`^${escapeRegex(word)}`);
      return { $or: [{ nameTokens: prefix }, { detailTokens: prefix }] };
    });
    const candidates = await this.products
      .find({ ...toQuery({ audience }), $and: everyWord }, { name: 1, nameTokens: 1 })
      .lean();
    const ranked = rankCandidates(
      candidates.map((product) => ({
        id: String(product._id),
        name: product.name,
        nameTokens: product.nameTokens ?? [],
      })),
      words,
    );
    return { ids: ranked.slice(skip, skip + limit).map((product) => product.id), total: ranked.length };
  }

  count(filter: ProductFilter): Promise<number> {
    return this.products.countDocuments(toQuery(filter));
  }

  async snapshots(ids: Types.ObjectId[]): Promise<ProductSnapshot[]> {
    const found = await this.products.find({ _id: { $in: ids }, ...LIVE }, SNAPSHOT_FIELDS).lean<Product[]>();
    return found.map(toSnapshot);
  }

  /** One range of the `stock` index, read in its order (no sort in memory). */
  async lowStock(threshold: number, limit: number): Promise<LowStockProduct[]> {
    const found = await this.products
      .find({ stock: { $lte: threshold }, ...LIVE }, { name: 1, image: 1, stock: 1 })
      .sort({ stock: 1 })
      .limit(limit)
      .lean<Product[]>();
    return found.map(toLowStock);
  }

  /** Every query reads the database: nothing to keep in step. */
  async changed(): Promise<void> {}

  async changedMany(): Promise<void> {}
}

function toLowStock(product: Pick<Product, '_id' | 'name' | 'image' | 'stock'>): LowStockProduct {
  const image = product.image?.[0];
  return { _id: String(product._id), name: product.name, ...(image ? { image } : {}), stock: product.stock ?? 0 };
}

function toQuery(filter: ProductFilter): FilterQuery<Product> {
  return {
    ...LIVE,
    ...(filter.audience === 'shopper' ? { publish: { $ne: false } } : {}),
    ...(filter.categoryId ? { 'category._id': new Types.ObjectId(filter.categoryId) } : {}),
    ...(filter.subCategoryId ? { 'subCategory._id': new Types.ObjectId(filter.subCategoryId) } : {}),
  };
}
