import { PartialType } from '@nestjs/mapped-types';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { decodeSearchText } from '../../search/search-terms';
import { ObjectIdField, RefList, RequiredText } from '../../shared/dto-fields';
import { PageNumber } from '../../shared/pagination';
import { Description, ImageList, Money, Percent, Publish, Quantity, TextMap } from './product-fields';

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

  @Quantity('stock')
  stock: number;

  @Money('price')
  price: number;

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
}

/** Every product field optional, plus the product's _id. */
export class UpdateProductDto extends PartialType(CreateProductDto) {
  @ObjectIdField('_id')
  _id: string;
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

export class ProductsOfCategoryDto {
  @ObjectIdField('id')
  id: string;
}

export class ProductsOfSubCategoryDto {
  @ObjectIdField('categoryId')
  categoryId: string;

  @ObjectIdField('subCategoryId')
  subCategoryId: string;

  @PageNumber()
  page?: unknown;

  @PageNumber()
  limit?: unknown;
}

export class SearchProductDto extends ProductListDto {}
