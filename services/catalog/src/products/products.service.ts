import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DomainError, embeddedChanges } from '@shop/common';
import { Model, Types } from 'mongoose';
import { ProductDocuments } from '../cache/product-documents';
import { StockRange, StockRank } from '../cache/stock-rank';
import { VersionedCache } from '../cache/versioned-cache';
import { CategoryNotFound, ChangedMeanwhile, ProductNotFound, SubCategoryNotFound } from '../catalog.errors';
import { Category, CATEGORY_MODEL } from '../categories/category.schema';
import { SearchFilters, SearchPage, SearchSort } from '../search/search-request';
import { queryWords } from '../search/search-terms';
import { withRevision } from '../shared/admin-save';
import { NamedRef, resolveRefs } from '../shared/named-ref';
import { pageCount, pageWindow, PageWindow } from '../shared/pagination';
import { SUB_CATEGORY_MODEL, SubCategory } from '../subcategories/sub-category.schema';
import { Audience } from './audience';
import { IdPage, ProductQueries } from './queries/product-queries';
import { CreateProductDto, StockLevel, StockSort, UpdateProductDto } from './dto/product.dto';
import { currentFigures, stockAfter, stockMovementOf } from './stock-movement';
import { changedSellingTerms, sellingTermsOf } from './selling-terms';
import { checkSubCategoriesFit } from './sub-category-fit';
import { INTERNAL_FIELDS, Product, PRODUCT_MODEL } from './product.schema';
import { NewProduct, ProductWrites } from './product-writes';

export interface ProductPage {
  data: Product[];
  totalCount: number;
  totalPages: number;
  page: number;
  limit: number;
}

/** A search page: a product page, the category counts, and a respelling when nothing matched. */
export type SearchResults = ProductPage & Pick<SearchPage, 'facets' | 'didYouMean' | 'showingResultsFor'>;

/** What a suggestion shows of a product. */
export type SuggestedProduct = Pick<Product, '_id' | 'name' | 'image' | 'price' | 'discount' | 'unit'>;

/** Suggestions start from this many characters typed. */
export const SUGGEST_FROM = 2;

export const PAGE_SIZE = { adminList: 12, subCategory: 8, search: 10, categoryRow: 15 } as const;

@Injectable()
export class ProductsService {
  private readonly logger = new Logger(ProductsService.name);

  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    @InjectModel(CATEGORY_MODEL) private readonly categories: Model<Category>,
    @InjectModel(SUB_CATEGORY_MODEL) private readonly subCategories: Model<SubCategory>,
    private readonly queries: ProductQueries,
    private readonly pages: VersionedCache,
    private readonly documents: ProductDocuments,
    private readonly stockRank: StockRank,
    private readonly productWrites: ProductWrites,
  ) {}

  async create(dto: CreateProductDto): Promise<Product> {
    const fields: NewProduct = {
      name: dto.name,
      image: dto.image ?? [],
      category: await this.refs(this.categories, dto.category, CategoryNotFound),
      subCategory: await this.refs(this.subCategories, dto.subCategory ?? [], SubCategoryNotFound),
      unit: dto.unit,
      stock: dto.stock,
      price: dto.price,
      discount: dto.discount ?? 0,
      description: dto.description ?? '',
      more_details: dto.more_details ?? {},
      publish: dto.publish ?? true,
      free: dto.free ?? false,
      ...sellingTermsOf(dto),
      revision: 0,
    };
    await checkSubCategoriesFit(this.subCategories, fields.category, fields.subCategory);
    return this.details(await this.productWrites.create(fields), 'admin');
  }

  async update(dto: UpdateProductDto): Promise<Product> {
    const movement = stockMovementOf(dto);
    const changes = await this.editsOf(dto);
    const { more_details: details, ...fields } = changes;
    // Read and written with no other write in between (see DocumentWrites), so the event's snapshot is
    // the product as this write leaves it, and a stock movement applies to the stock as sales left it.
    const written = await this.productWrites.save(
      new Types.ObjectId(dto._id),
      dto.revision,
      (current) => new ChangedMeanwhile('product', currentFigures(current)),
      (product) => {
        if (product.deletedAt) return undefined;
        const stock = movement && stockAfter(product, movement);
        if (typeof stock === 'object') return stock;
        const terms = changedSellingTerms(dto, product);
        if (terms instanceof DomainError) return terms;
        // Field by field (see embeddedChanges): FerretDB skipped a whole more_details whose only change
        // was a renamed field.
        const detailChanges = details && embeddedChanges('more_details', product.more_details, details);
        return { set: { ...fields, ...terms, ...detailChanges?.set }, unset: detailChanges?.unset, stock };
      },
      { more_details: 1 },
    );
    if (!written) throw new ProductNotFound();
    if (written.stock !== undefined && movement?.kind === 'delta') {
      this.logger.log(`Stock of ${dto._id} moved by ${movement.delta}: ${movement.reason}`);
    }
    return this.details(dto._id, 'admin');
  }

  /** Marks the product deleted and queues product.deleted with it; the purger removes it once published. */
  async delete(_id: string): Promise<void> {
    if (!(await this.productWrites.delete(_id))) throw new ProductNotFound();
  }

  async details(productId: string, audience: Audience): Promise<Product> {
    const [product] = await this.documents.products([productId], (id) => this.byId(id));
    if (!product || (audience === 'shopper' && !product.publish)) throw new ProductNotFound();
    return product;
  }

  /** The admin list (and the shop's list): newest first, or ranked by the search text as the search page ranks. */
  async list(page: unknown, limit: unknown, search: string | undefined, audience: Audience): Promise<ProductPage> {
    const window = pageWindow(page, limit, PAGE_SIZE.adminList);
    if (queryWords(search).length) {
      const found = await this.queries.search({ text: search!, audience, sort: 'relevance', ...window });
      return this.pageOf(found, window);
    }
    const ids = await this.pages.remember(`list:${audience}:${window.page}:${window.limit}`, () =>
      this.queries.page({ audience }, window.skip, window.limit),
    );
    return this.pageOf(ids, window);
  }

  /**
   * Issue 33 (5): live products (published or not: admins restock both) at a stock level, by stock then
   * id, with how many are low and sold out. Read from the stock rank in Redis (StockRank.stockPage),
   * kept by every stock write on both engines: a range read and counts, whatever the catalogue's size.
   */
  async stockLevels(
    level: StockLevel,
    sort: StockSort,
    page: unknown,
    limit: unknown,
    threshold: number,
  ): Promise<ProductPage & { lowCount: number; soldOutCount: number }> {
    const window = pageWindow(page, limit, PAGE_SIZE.adminList);
    const ranges: Record<StockLevel, StockRange> = {
      all: ['-inf', '+inf'],
      low: ['(0', threshold],
      'sold-out': ['-inf', 0],
    };
    const [{ ranked, total }, [lowCount, soldOutCount]] = await Promise.all([
      this.stockRank.stockPage(ranges[level], sort === 'stock-desc' ? 'desc' : 'asc', window.skip, window.limit),
      this.stockRank.stockCounts([ranges.low, ranges['sold-out']]),
    ]);
    const ids = ranked.map(([id]) => id);
    return { ...(await this.pageOf({ ids, total }, window)), lowCount, soldOutCount };
  }

  /**
   * The shop's search page: matches of the text (all products without one), narrowed by the filters, in
   * the order asked for (relevance by default). Not cached in Redis: the in-memory index answers in
   * well under a millisecond, and the ranking follows the live stock.
   */
  async searchProducts(
    page: unknown,
    limit: unknown,
    search: string | undefined,
    audience: Audience,
    filters: SearchFilters & { sort?: SearchSort } = {},
  ): Promise<SearchResults> {
    const window = pageWindow(page, limit, PAGE_SIZE.search);
    const { sort = 'relevance', ...narrowing } = filters;
    const found = await this.queries.search({ text: search ?? '', audience, sort, ...narrowing, ...window });
    return {
      ...(await this.pageOf(found, window)),
      facets: found.facets,
      ...(found.didYouMean ? { didYouMean: found.didYouMean } : {}),
      ...(found.showingResultsFor ? { showingResultsFor: found.showingResultsFor } : {}),
    };
  }

  /** Up to 5 products and 3 categories for text typed so far (from SUGGEST_FROM characters; else none). */
  async suggest(
    text: string | undefined,
  ): Promise<{ products: SuggestedProduct[]; categories: { _id: string; name: string }[] }> {
    if ((text ?? '').trim().length < SUGGEST_FROM) return { products: [], categories: [] };
    const { productIds, categories } = await this.queries.suggest(text!);
    const products = (await this.load(productIds)).map(({ _id, name, image, price, discount, unit }) => ({
      _id,
      name,
      image,
      price,
      discount,
      unit,
    }));
    return { products, categories };
  }

  /** A home-page row: the newest products of a category. */
  async ofCategory(categoryId: string): Promise<Product[]> {
    const id = new Types.ObjectId(categoryId);
    const ids = await this.pages.remember(`category-row:${categoryId}`, async () => {
      if (!(await this.categories.exists({ _id: id }))) throw new CategoryNotFound();
      return (await this.queries.page({ audience: 'shopper', categoryId }, 0, PAGE_SIZE.categoryRow)).ids;
    });
    return this.load(ids);
  }

  /** The sub-category page: products in both the category and the sub-category. */
  /**
   * Issue 33 (19): with any filter or a sort other than relevance, the page comes from the search index
   * (no text: every product of the sub-category), filtered and sorted as the search page's are.
   */
  async ofSubCategory(
    categoryId: string,
    subCategoryId: string,
    page: unknown,
    limit: unknown,
    narrowing: SearchFilters & { sort?: SearchSort } = {},
  ): Promise<ProductPage> {
    const window = pageWindow(page, limit, PAGE_SIZE.subCategory);
    const [category, subCategory] = [new Types.ObjectId(categoryId), new Types.ObjectId(subCategoryId)];
    const exists = async () => {
      if (!(await this.categories.exists({ _id: category }))) throw new CategoryNotFound();
      if (!(await this.subCategories.exists({ _id: subCategory }))) throw new SubCategoryNotFound();
    };
    const { sort = 'relevance', ...filters } = narrowing;
    const narrowed = sort !== 'relevance' || Object.values(filters).some((value) => value !== undefined);
    if (narrowed) {
      await exists();
      const found = await this.queries.search({
        text: '',
        audience: 'shopper',
        sort,
        ...filters,
        categoryId,
        subCategoryId,
        ...window,
      });
      return this.pageOf(found, window);
    }
    const ids = await this.pages.remember(
      `subcategory-page:${categoryId}:${subCategoryId}:${window.page}:${window.limit}`,
      async () => {
        await exists();
        return this.queries.page({ audience: 'shopper', categoryId, subCategoryId }, window.skip, window.limit);
      },
    );
    return this.pageOf(ids, window);
  }

  /**
   * Cached pages hold product ids only; the products come from their own cache entries and their stock
   * from the live stock entries, so a sale shows in every list at once.
   */
  private async pageOf({ ids, total }: IdPage, window: PageWindow): Promise<ProductPage> {
    return {
      data: await this.load(ids),
      totalCount: total,
      totalPages: pageCount(total, window.limit),
      page: window.page,
      limit: window.limit,
    };
  }

  private async load(ids: string[]): Promise<Product[]> {
    const found = await this.documents.products(ids, (id) => this.byId(id));
    return found.filter((product): product is Product => !!product);
  }

  /**
   * A filter of `_id` alone is the only query FerretDB answers without reading the whole collection
   * (any further condition, even on a by-id query, makes it scan), so deletion is checked here.
   */
  private async byId(id: string): Promise<Product | null> {
    const product = await this.products.findOne({ _id: new Types.ObjectId(id) }, INTERNAL_FIELDS).lean<Product>();
    if (!product || product.deletedAt) return null;
    delete product.deletedAt;
    return { ...withRevision(product), free: product.free ?? false, sellBy: product.sellBy ?? 'unit' };
  }

  /**
   * The fields a save changes, its stock aside. Only a change of categories reads the product first:
   * the fit is checked against the other list as stored. Every other edit reads it once, in the save.
   */
  private async editsOf(dto: UpdateProductDto): Promise<Partial<NewProduct>> {
    const {
      _id,
      category,
      subCategory,
      revision: _revision,
      stock: _set,
      expectedStock: _guard,
      stockDelta: _delta,
      stockReason: _reason,
      // How the product is sold is checked against what it has, in the save (changedSellingTerms).
      sellBy: _sellBy,
      weightStepGrams: _step,
      weightMinGrams: _min,
      weightMaxGrams: _max,
      ...plain
    } = dto;
    const changes: Partial<NewProduct> = Object.fromEntries(
      Object.entries(plain).filter(([, value]) => value !== undefined),
    );
    if (category || subCategory) {
      const existing = await this.byId(_id);
      if (!existing) throw new ProductNotFound();
      if (category) changes.category = await this.refs(this.categories, category, CategoryNotFound);
      if (subCategory) changes.subCategory = await this.refs(this.subCategories, subCategory, SubCategoryNotFound);
      const merged = { ...existing, ...changes };
      await checkSubCategoriesFit(this.subCategories, merged.category, merged.subCategory);
    }
    return changes;
  }

  private async refs(
    model: Model<any>,
    ids: string[],
    notFound: typeof CategoryNotFound | typeof SubCategoryNotFound,
  ): Promise<NamedRef[]> {
    const { refs, missing } = await resolveRefs(
      model,
      ids.map((id) => new Types.ObjectId(id)),
    );
    if (missing.length) throw new notFound(missing);
    return refs;
  }
}
