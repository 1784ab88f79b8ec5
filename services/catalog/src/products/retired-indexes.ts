import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Product, PRODUCT_MODEL } from './product.schema';

/**
 * Indexes earlier versions declared: the search keywords', now that search is the in-memory index (issue
 * 22), and low stock's, now that stock levels are read from the stock rank in Redis (issue 33).
 */
const RETIRED = ['nameTokens_1', 'detailTokens_1', 'stock_1'];

/** Drops the retired indexes where a database still has them: every write would keep them up to date for nothing. */
@Injectable()
export class RetiredIndexes implements OnApplicationBootstrap {
  private readonly logger = new Logger('RetiredIndexes');

  constructor(@InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const present = new Set((await this.products.collection.indexes()).map((index) => index.name));
      for (const name of RETIRED.filter((retired) => present.has(retired))) {
        await this.products.collection.dropIndex(name);
        this.logger.log(`dropped the retired index ${name}`);
      }
    } catch (error) {
      // The collection may not exist yet (a new database), or another replica dropped it first.
      this.logger.warn(`retired indexes not checked: ${(error as Error).message}`);
    }
  }
}
