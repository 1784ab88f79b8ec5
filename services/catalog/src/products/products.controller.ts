import { Body, Controller, Delete, HttpCode, Post, Put } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok, Public, Role, Roles, schema } from '@shop/common';
import { audienceOf } from './audience';
import {
  CreateProductDto,
  ProductDetailsDto,
  ProductIdDto,
  ProductListDto,
  ProductsOfCategoryDto,
  ProductsOfSubCategoryDto,
  SearchProductDto,
  UpdateProductDto,
} from './dto/product.dto';
import { ProductsService } from './products.service';
import { DELETED, LIST_PAGE, PRODUCT, SEARCH_PAGE } from '../api-answers';

/** The reads are POSTs because the spec's client sends them that way. */
@Controller('api/product')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Post('create')
  @ApiAnswer(PRODUCT)
  @Roles(Role.admin)
  async create(@Body() body: CreateProductDto) {
    return ok(await this.products.create(body), 'Product created');
  }

  @Post('get')
  @ApiAnswer(schema.array(PRODUCT), LIST_PAGE)
  @HttpCode(200)
  @Public()
  async list(@Body() body: ProductListDto, @CurrentUser() user?: AuthUser) {
    const { data, totalCount, totalPages, page, limit } = await this.products.list(body.page, body.limit, body.search, audienceOf(user));
    return ok(data, 'Products', { totalCount, totalNoPage: totalPages, page, limit });
  }

  @Post('get-product-by-category')
  @ApiAnswer(schema.array(PRODUCT))
  @HttpCode(200)
  @Public()
  async ofCategory(@Body() body: ProductsOfCategoryDto) {
    return ok(await this.products.ofCategory(body.id), 'Products of the category');
  }

  @Post('get-pruduct-by-category-and-subcategory')
  @ApiAnswer(schema.array(PRODUCT), LIST_PAGE)
  @HttpCode(200)
  @Public()
  async ofSubCategory(@Body() body: ProductsOfSubCategoryDto) {
    const { data, totalCount, totalPages, page, limit } = await this.products.ofSubCategory(body.categoryId, body.subCategoryId, body.page, body.limit);
    return ok(data, 'Products of the sub-category', { totalCount, totalNoPage: totalPages, page, limit });
  }

  @Post('get-product-details')
  @ApiAnswer(PRODUCT)
  @HttpCode(200)
  @Public()
  async details(@Body() body: ProductDetailsDto, @CurrentUser() user?: AuthUser) {
    return ok(await this.products.details(body.productId, audienceOf(user)), 'Product details');
  }

  @Put('update-product-details')
  @ApiAnswer(PRODUCT)
  @Roles(Role.admin)
  async update(@Body() body: UpdateProductDto) {
    return ok(await this.products.update(body), 'Product updated');
  }

  @Delete('delete-product')
  @ApiAnswer(DELETED)
  @Roles(Role.admin)
  async delete(@Body() body: ProductIdDto) {
    await this.products.delete(body._id);
    return ok({ _id: body._id }, 'Product deleted');
  }

  @Post('search-product')
  @ApiAnswer(schema.array(PRODUCT), SEARCH_PAGE)
  @HttpCode(200)
  @Public()
  async search(@Body() body: SearchProductDto, @CurrentUser() user?: AuthUser) {
    const { data, totalCount, totalPages, page, limit } = await this.products.searchProducts(body.page, body.limit, body.search, audienceOf(user));
    return ok(data, 'Search results', { totalCount, totalPage: totalPages, page, limit });
  }
}
