import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CoreModule, MediaStorage, READINESS_CHECKS, ReadinessCheck } from '@shop/common';
import { ProductDocuments } from './cache/product-documents';
import { StockEntries } from './cache/stock-entries';
import { StockRank } from './cache/stock-rank';
import { VersionedCache } from './cache/versioned-cache';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesService } from './categories/categories.service';
import { CATEGORY_MODEL, categorySchema } from './categories/category.schema';
import { CATALOG_ENV, CatalogEnv } from './config';
import { CachedAnswers } from './http-cache/cached-answers';
import { CachedReadsFront } from './http-cache/cached-reads.front';
import { ProductEventsPublisher } from './integration-events/product-events.publisher';
import { ProductRefs } from './products/product-refs';
import { REF_RENAME_MODEL, refRenameSchema } from './products/ref-renames/ref-rename.schema';
import { PRODUCT_MODEL, productSchema } from './products/product.schema';
import { ProductsController } from './products/products.controller';
import { SearchInsightsRecorder } from './search/search-insights';
import { RetiredIndexes } from './products/retired-indexes';
import { ProductsService } from './products/products.service';
import { ProductWrites } from './products/product-writes';
import { FerretDbProductIndex } from './products/queries/ferretdb-product-index';
import { MongoDbProductQueries } from './products/queries/mongodb-product-queries';
import { ProductQueries } from './products/queries/product-queries';
import { OrderClient } from './remote/order.client';
import { OrderEventsHandler } from './stock/order-events.handler';
import { FerretDbStockStore } from './stock/ferretdb-stock-store';
import { MongoDbStockStore } from './stock/mongodb-stock-store';
import { STOCK_RESERVATION_MODEL, stockReservationSchema } from './stock/stock-reservation.schema';
import { STOCK_RESTOCK_MODEL, stockRestockSchema } from './stock/stock-restock.schema';
import { RestockService } from './stock/restock.service';
import { CancelledOrdersHandler } from './stock/cancelled-orders.handler';
import { PackedOrdersHandler } from './stock/packed-orders.handler';
import { StockHandler } from './rpc/stock.handler';
import { StockService } from './stock/stock.service';
import { StockStore } from './stock/stock-store';
import { StockSweeper } from './stock/stock-sweeper';
import { SubCategoriesController } from './subcategories/sub-categories.controller';
import { SubCategoriesService } from './subcategories/sub-categories.service';
import { SUB_CATEGORY_MODEL, subCategorySchema } from './subcategories/sub-category.schema';
import { StarterSynonymsSeeder } from './synonyms/starter-synonyms.seeder';
import {
  SYNONYM_GROUP_MODEL,
  SYNONYM_SEED_MODEL,
  synonymGroupSchema,
  synonymSeedSchema,
} from './synonyms/synonym-group.schema';
import { SynonymSource } from './synonyms/synonym-source';
import { SynonymsController } from './synonyms/synonyms.controller';
import { SynonymsService } from './synonyms/synonyms.service';
import { mediaStorageFor } from './uploads/media-storage.provider';
import { UploadsController } from './uploads/uploads.controller';

export const CATALOG_MODELS = [
  { name: CATEGORY_MODEL, schema: categorySchema },
  { name: SUB_CATEGORY_MODEL, schema: subCategorySchema },
  { name: PRODUCT_MODEL, schema: productSchema },
  { name: STOCK_RESERVATION_MODEL, schema: stockReservationSchema },
  { name: STOCK_RESTOCK_MODEL, schema: stockRestockSchema },
  { name: REF_RENAME_MODEL, schema: refRenameSchema },
  { name: SYNONYM_GROUP_MODEL, schema: synonymGroupSchema },
  { name: SYNONYM_SEED_MODEL, schema: synonymSeedSchema },
];

@Module({})
export class AppModule {
  static withEnv(env: CatalogEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forService({ service: 'catalog', env, mongo: true }),
        MongooseModule.forFeature(CATALOG_MODELS),
      ],
      controllers: [
        CategoriesController,
        SubCategoriesController,
        ProductsController,
        SynonymsController,
        UploadsController,
      ],
      providers: [
        { provide: CATALOG_ENV, useValue: env },
        { provide: MediaStorage, useFactory: () => mediaStorageFor(env) },
        VersionedCache,
        StockEntries,
        StockRank,
        ProductDocuments,
        CachedAnswers,
        CachedReadsFront,
        CategoriesService,
        SubCategoriesService,
        ProductsService,
        ProductWrites,
        SearchInsightsRecorder,
        SynonymSource,
        SynonymsService,
        StarterSynonymsSeeder,
        RetiredIndexes,
        // The storage seam: what differs between FerretDB and MongoDB (see services/README.md).
        {
          provide: ProductQueries,
          useClass: env.MONGO_ENGINE === 'mongodb' ? MongoDbProductQueries : FerretDbProductIndex,
        },
        // Not ready before the search index and the listings' copy of the catalogue are loaded.
        {
          provide: READINESS_CHECKS,
          useFactory: (queries: ProductQueries): ReadinessCheck[] => [
            { name: 'catalogue', isReady: () => queries.loaded },
          ],
          inject: [ProductQueries],
        },
        { provide: StockStore, useClass: env.MONGO_ENGINE === 'mongodb' ? MongoDbStockStore : FerretDbStockStore },
        ProductRefs,
        StockService,
        StockHandler,
        StockSweeper,
        OrderClient,
        OrderEventsHandler,
        RestockService,
        CancelledOrdersHandler,
        PackedOrdersHandler,
        ProductEventsPublisher,
      ],
    };
  }
}
