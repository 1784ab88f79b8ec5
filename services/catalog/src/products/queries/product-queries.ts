import type { Types } from 'mongoose';
import type { Audience } from '../audience';
import type { Product } from '../product.schema';

/** Which live products a listing or a count covers. */
export interface ProductFilter {
  /** Shoppers see published products only. */
  audience: Audience;
  categoryId?: string;
  subCategoryId?: string;
}

export interface IdPage {
  ids: string[];
  total: number;
}

/**
 * The catalogue's listings, counts and search, answered as product ids (the documents come from
 * the cache). One implementation per engine (MONGO_ENGINE): on MongoDB indexed queries; on FerretDB,
 * which answers only `_id` look-ups from an index, an in-memory index of every live product.
 */
export abstract class ProductQueries {
  /** Newest first. */
  abstract page(filter: ProductFilter, skip: number, limit: number): Promise<IdPage>;

  /** Products matching every word (each starts a word of the name or the details), best first. */
  abstract search(words: string[], audience: Audience, skip: number, limit: number): Promise<IdPage>;

  abstract count(filter: ProductFilter): Promise<number>;

  /** These products' documents (only `fields`), deleted ones included, in no particular order; unknown ids are left out. */
  abstract byIds(ids: Types.ObjectId[], fields: Record<string, 1>): Promise<Product[]>;

  /** Called after a product was written (created, changed or deleted) by any replica of this service. */
  abstract changed(id: string): Promise<void>;

  /** Called after a write that touched many products (a renamed category). */
  abstract changedMany(): Promise<void>;
}

export function matchesFilter(product: { publish: boolean; categoryIds: string[]; subCategoryIds: string[] }, filter: ProductFilter): boolean {
  return (
    (filter.audience === 'admin' || product.publish) &&
    (!filter.categoryId || product.categoryIds.includes(filter.categoryId)) &&
    (!filter.subCategoryId || product.subCategoryIds.includes(filter.subCategoryId))
  );
}
