import { IntersectionType, PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { INSIGHT_DAYS } from '../../search/search-insights';
import { SEARCH_SORTS, SearchSort } from '../../search/search-request';
import { decodeSearchText } from '../../search/search-terms';
import { ObjectIdField, RefList, RequiredText, Revision } from '../../shared/dto-fields';
import { PageNumber } from '../../shared/pagination';
import type { SellBy } from '@shop/common';
import {
  Description,
  Free,
  Grams,
  ImageList,
  Money,
  Percent,
  Publish,
  Quantity,
  SellByField,
  StockDelta,
  TextMap,
} from './product-fields';

export class CreateProductDto {
  @RequiredText('name', 200)
  name: string;

  @IsOptional()
  @ImageList()
  image?: string[];

  /** Category ids, or the {_id, name} objects the client holds. */
  @RefList('category', { min: 1 })
  category: string[];

  @IsOptional()
  @RefList('subCategory')
  subCategory?: string[];

  @RequiredText('unit', 50)
  unit: string;

  /** Whole units, or grams when sold by weight. */
  @Quantity('stock')
  stock: number;

  /** Per unit, or per kg when sold by weight. */
  @Money('price')
  price: number;

  /** Fixed once the product exists (its stock, carts and orders count in its unit). */
  @IsOptional()
  @SellByField()
  sellBy?: SellBy;

  /** Sold by weight: every quantity is a whole number of these grams, from the minimum to the maximum. */
  @IsOptional()
  @Grams('weightStepGrams')
  weightStepGrams?: number;

  @IsOptional()
  @Grams('weightMinGrams')
  weightMinGrams?: number;

  @IsOptional()
  @Grams('weightMaxGrams')
  weightMaxGrams?: number;

  @IsOptional()
  @Percent('discount')
  discount?: number;

  @IsOptional()
  @Description()
  description?: string;

  @IsOptional()
  @TextMap()
  more_details?: Record<string, string>;

  @IsOptional()
  @Publish()
  publish?: boolean;

  /** Sold at no charge on purpose: the only products an order totalling 0 may hold. */
  @IsOptional()
  @Free()
  free?: boolean;
}

/**
 * Every product field optional, plus the product's _id; only the fields named change. With `revision`
 * (the one the admin loaded) the save is refused when another save landed meanwhile; stock then moves
 * only by `stockDelta` with a `stockReason`, or by `stock` guarded by `expectedStock` (the stock loaded).
 */
export class UpdateProductDto extends PartialType(CreateProductDto) {
  @ObjectIdField('_id')
  _id: string;

  @IsOptional()
  @Revision()
  revision?: number;

  /** The stock the admin set `stock` from: the set is refused when sales (or anyone) moved it since. */
  @IsOptional()
  @Quantity('expectedStock')
  expectedStock?: number;

  @IsOptional()
  @StockDelta()
  stockDelta?: number;

  @IsOptional()
  @RequiredText('stockReason', 200)
  stockReason?: string;
}

export class ProductIdDto {
  @ObjectIdField('_id')
  _id: string;
}

export class ProductDetailsDto {
  @ObjectIdField('productId')
  productId: string;
}

const SEARCH_MAX = 200;

export class ProductListDto {
  @PageNumber()
  page?: unknown;

  @PageNumber()
  limit?: unknown;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? decodeSearchText(value) : value))
  @IsString({ message: 'search must be text' })
  @MaxLength(SEARCH_MAX, { message: `search must be at most ${SEARCH_MAX} characters` })
  search?: string;
}

/**
 * The filters and sorts a listing shares with the search page (all optional: none given is the spec's
 * own call). Prices are those paid, after the discount.
 */
export class ListingNarrowingDto {
  @IsOptional()
  @Money('minPrice')
  minPrice?: number;

  @IsOptional()
  @Money('maxPrice')
  maxPrice?: number;

  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'inStock must be true or false' })
  inStock?: boolean;

  @IsOptional()
  @Percent('minDiscount')
  minDiscount?: number;

  @IsOptional()
  @IsIn(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
  sort?: SearchSort;
}

export class ProductsOfCategoryDto {
  @ObjectIdField('id')
  id: string;
}

/** Issue 33 (19): a sub-category's listing takes the search page's filters and sorts too. */
export class ProductsOfSubCategoryDto extends ListingNarrowingDto {
  @ObjectIdField('categoryId')
  categoryId: string;

  @ObjectIdField('subCategoryId')
  subCategoryId: string;

  @PageNumber()
  page?: unknown;

  @PageNumber()
  limit?: unknown;
}

/** The search page's filters and sorts (all optional: none given is a plain search, as the spec's). */
export class SearchProductDto extends IntersectionType(ProductListDto, ListingNarrowingDto) {
  @IsOptional()
  @ObjectIdField('categoryId')
  categoryId?: string;

  @IsOptional()
  @ObjectIdField('subCategoryId')
  subCategoryId?: string;
}

export const STOCK_LEVELS = ['all', 'low', 'sold-out'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];
export const STOCK_SORTS = ['stock-asc', 'stock-desc'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

/** Issue 33 (5): the admins' products by stock: all, low (1 to the threshold) or sold out, paged, by stock. */
export class StockLevelsDto {
  @IsOptional()
  @IsIn(STOCK_LEVELS, { message: `level must be one of ${STOCK_LEVELS.join(', ')}` })
  level?: StockLevel;

  @IsOptional()
  @IsIn(STOCK_SORTS, { message: `sort must be one of ${STOCK_SORTS.join(', ')}` })
  sort?: StockSort;

  @PageNumber()
  page?: unknown;

  @PageNumber()
  limit?: unknown;
}

const SUGGEST_MAX = 100;

export class SuggestDto {
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(SUGGEST_MAX, { message: `q must be at most ${SUGGEST_MAX} characters` })
  q?: string;
}

export class SearchInsightsDto {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value))
  @IsInt({ message: 'days must be a whole number' })
  @Min(1, { message: `days must be between 1 and ${INSIGHT_DAYS}` })
  @Max(INSIGHT_DAYS, { message: `days must be between 1 and ${INSIGHT_DAYS}` })
  days?: number;
}
