import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok, Public, Staff, schema } from '@shop/common';
import type { Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { CachedAnswers } from '../http-cache/cached-answers';
import { audienceOf } from './audience';
import {
  CreateProductDto,
  ProductDetailsDto,
  ProductIdDto,
  ProductListDto,
  ProductsOfCategoryDto,
  ProductsOfSubCategoryDto,
  SearchInsightsDto,
  SearchProductDto,
  StockLevelsDto,
  SuggestDto,
  UpdateProductDto,
} from './dto/product.dto';
import { requesterOf, SearchInsightsRecorder } from '../search/search-insights';
import { ProductsService } from './products.service';
import {
  DELETED,
  LIST_PAGE,
  PRODUCT,
  SEARCH_INSIGHTS,
  SEARCH_PAGE,
  STOCK_LEVELS_PAGE,
  SUGGESTIONS,
} from '../api-answers';
import { CATALOG_ENV, CatalogEnv } from '../config';

/**
 * The reads are POSTs because the spec's client sends them that way; each public read also answers GET
 * with the same fields in the query string, which browsers and CDNs can revalidate (ETag, 304). Public
 * reads are written by CachedAnswers, which keeps them for the front handler (http-cache/).
 */
@Controller('api/product')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly answers: CachedAnswers,
    private readonly insights: SearchInsightsRecorder,
    @Inject(CATALOG_ENV) private readonly env: CatalogEnv,
  ) {}

  @Post('create')
  @ApiAnswer(PRODUCT)
  @Staff('manager')
  async create(@Body() body: CreateProductDto) {
    return ok(await this.products.create(body), 'Product created');
  }

  @Post('get')
  @ApiAnswer(schema.array(PRODUCT), LIST_PAGE)
  @HttpCode(200)
  @Public()
  async list(
    @Body() body: ProductListDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const audience = audienceOf(user);
    const { data, totalCount, totalPages, page, limit } = await this.products.list(
      body.page,
      body.limit,
      body.search,
      audience,
    );
    this.answers.send(
      request,
      response,
      ok(data, 'Products', { totalCount, totalNoPage: totalPages, page, limit }),
      audience,
    );
  }

  @Get('get')
  @ApiAnswer(schema.array(PRODUCT), LIST_PAGE)
  @Public()
  listByGet(
    @Query() query: ProductListDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    return this.list(query, user, request, response);
  }

  @Post('get-product-by-category')
  @ApiAnswer(schema.array(PRODUCT))
  @HttpCode(200)
  @Public()
  async ofCategory(
    @Body() body: ProductsOfCategoryDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    this.answers.send(
      request,
      response,
      ok(await this.products.ofCategory(body.id), 'Products of the category'),
      audienceOf(user),
    );
  }

  @Get('get-product-by-category')
  @ApiAnswer(schema.array(PRODUCT))
  @Public()
  ofCategoryByGet(
    @Query() query: ProductsOfCategoryDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    return this.ofCategory(query, user, request, response);
  }

  @Post('get-pruduct-by-category-and-subcategory')
  @ApiAnswer(schema.array(PRODUCT), LIST_PAGE)
  @HttpCode(200)
  @Public()
  async ofSubCategory(
    @Body() body: ProductsOfSubCategoryDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const { categoryId, subCategoryId, page: _page, limit: _limit, ...narrowing } = body;
    const { data, totalCount, totalPages, page, limit } = await this.products.ofSubCategory(
      categoryId,
      subCategoryId,
      body.page,
      body.limit,
      narrowing,
    );
    this.answers.send(
      request,
      response,
      ok(data, 'Products of the sub-category', { totalCount, totalNoPage: totalPages, page, limit }),
      audienceOf(user),
    );
  }

  @Get('get-pruduct-by-category-and-subcategory')
  @ApiAnswer(schema.array(PRODUCT), LIST_PAGE)
  @Public()
  ofSubCategoryByGet(
    @Query() query: ProductsOfSubCategoryDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    return this.ofSubCategory(query, user, request, response);
  }

  @Post('get-product-details')
  @ApiAnswer(PRODUCT)
  @HttpCode(200)
  @Public()
  async details(
    @Body() body: ProductDetailsDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const audience = audienceOf(user);
    this.answers.send(
      request,
      response,
      ok(await this.products.details(body.productId, audience), 'Product details'),
      audience,
    );
  }

  @Get('get-product-details')
  @ApiAnswer(PRODUCT)
  @Public()
  detailsByGet(
    @Query() query: ProductDetailsDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    return this.details(query, user, request, response);
  }

  @Put('update-product-details')
  @ApiAnswer(PRODUCT)
  @Staff('manager')
  async update(@Body() body: UpdateProductDto) {
    return ok(await this.products.update(body), 'Product updated');
  }

  @Delete('delete-product')
  @ApiAnswer(DELETED)
  @Staff('manager')
  async delete(@Body() body: ProductIdDto) {
    await this.products.delete(body._id);
    return ok({ _id: body._id }, 'Product deleted');
  }

  @Post('stock-levels')
  @ApiAnswer(schema.array(PRODUCT), STOCK_LEVELS_PAGE)
  @HttpCode(200)
  @Staff('manager')
  async stockLevels(@Body() body: StockLevelsDto) {
    const threshold = this.env.LOW_STOCK_THRESHOLD;
    const { data, totalCount, totalPages, page, limit, lowCount, soldOutCount } = await this.products.stockLevels(
      body.level ?? 'all',
      body.sort ?? 'stock-asc',
      body.page,
      body.limit,
      threshold,
    );
    return ok(data, 'Products by stock', {
      totalCount,
      totalNoPage: totalPages,
      page,
      limit,
      lowCount,
      soldOutCount,
      lowStockThreshold: threshold,
    });
  }

  @Post('search-product')
  @ApiAnswer(schema.array(PRODUCT), SEARCH_PAGE, ['didYouMean', 'showingResultsFor'])
  @HttpCode(200)
  @Public()
  async search(
    @Body() body: SearchProductDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const audience = audienceOf(user);
    const { page: _page, limit: _limit, search: text, ...filters } = body;
    const { data, totalCount, totalPages, page, limit, facets, didYouMean, showingResultsFor } =
      await this.products.searchProducts(body.page, body.limit, text, audience, filters);
    // Recorded once per search typed (its first page), also when the answer is served again from memory;
    // a search that found only a corrected spelling's products found nothing the shopper asked for.
    const found = showingResultsFor ? 0 : totalCount;
    const record =
      page === 1 && text?.trim()
        ? (from: IncomingMessage) => this.insights.record(text, found, requesterOf(from))
        : undefined;
    record?.(request);
    this.answers.send(
      request,
      response,
      ok(data, 'Search results', {
        totalCount,
        totalPage: totalPages,
        page,
        limit,
        facets,
        ...(didYouMean ? { didYouMean } : {}),
        ...(showingResultsFor ? { showingResultsFor } : {}),
      }),
      audience,
      record,
    );
  }

  @Get('suggest')
  @ApiAnswer(SUGGESTIONS)
  @Public()
  async suggest(@Query() query: SuggestDto) {
    return ok(await this.products.suggest(query.q), 'Suggestions');
  }

  @Get('search-insights')
  @ApiAnswer(SEARCH_INSIGHTS)
  @Staff('manager')
  async searchInsights(@Query() query: SearchInsightsDto) {
    return ok(await this.insights.read(query.days ?? 7), 'Search insights');
  }

  @Get('search-product')
  @ApiAnswer(schema.array(PRODUCT), SEARCH_PAGE, ['didYouMean', 'showingResultsFor'])
  @Public()
  searchByGet(
    @Query() query: SearchProductDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    return this.search(query, user, request, response);
  }
}
