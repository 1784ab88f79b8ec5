import type { ProductSnapshot } from '@shop/common';
import type { Types } from 'mongoose';
import type { SearchPage, SearchRequest, Suggestions } from '../../search/search-request';
import type { Audience } from '../audience';

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
 * which answers only `_id` look-ups from an index, an in-memory index of every live product. Search is
 * the same on both: an in-memory index (ProductMirror).
 */
export abstract class ProductQueries {
  /** Newest first. */
  abstract page(filter: ProductFilter, skip: number, limit: number): Promise<IdPage>;

  /** Products matching every word of the text, forgiving typos (search/product-search-index.ts), filtered and sorted. */
  abstract search(request: SearchRequest): Promise<SearchPage>;

  /** A few products and categories for text typed so far (published products only). */
  abstract suggest(text: string): Promise<Suggestions>;

  abstract count(filter: ProductFilter): Promise<number>;

  /**
   * What other services keep of these products (cart and order lines), in no particular order; deleted
   * and unknown ids are left out. Prices are those of the latest write answered; stock is live.
   */
  abstract snapshots(ids: Types.ObjectId[]): Promise<ProductSnapshot[]>;

  /** Called after a product was written (created, changed or deleted) by any replica of this service. */
  abstract changed(id: string): Promise<void>;

  /** Called after a write that touched many products (a renamed category). */
  abstract changedMany(): Promise<void>;
  /** Called after the search's synonyms were written: every replica's next search reads them anew. */
  abstract synonymsChanged(): Promise<void>;

  /** Whether the catalogue has been read in once (until then, a read waits for it: the service is not ready). */
  abstract get loaded(): boolean;
}

export function matchesFilter(
  product: { publish: boolean; categoryIds: string[]; subCategoryIds: string[] },
  filter: ProductFilter,
): boolean {
  return (
    (filter.audience === 'admin' || product.publish) &&
    (!filter.categoryId || product.categoryIds.includes(filter.categoryId)) &&
    (!filter.subCategoryId || product.subCategoryIds.includes(filter.subCategoryId))
  );
}
