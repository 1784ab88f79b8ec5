import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { JobLeases, OutboxRelay } from '@shop/common';
import { Model } from 'mongoose';
import { Product, PRODUCT_MODEL } from '../products/product.schema';

const PURGE_INTERVAL_MS = 30_000;

/**
 * product.updated and product.deleted wait in each product's outbox until the relay has published
 * them. A deleted product is kept (hidden) until then, so its event cannot be lost; afterwards it is
 * removed for good here.
 */
@Injectable()
export class ProductEventsPublisher implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ProductEvents');
  private timer?: NodeJS.Timeout;
  /** Purging reads the whole collection on FerretDB, so it runs only after deletions (and once at start). */
  private deletionsPending = true;

  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    private readonly outbox: OutboxRelay,
    private readonly leases: JobLeases,
  ) {}

  onModuleInit(): void {
    this.outbox.watch(this.products);
  }

  onApplicationBootstrap(): void {
    // One replica purges at a time; each replica remembers whether it deleted anything since.
    this.timer = setInterval(
      () =>
        this.deletionsPending &&
        void this.leases.runExclusive(
          'purge-deleted-products',
          PURGE_INTERVAL_MS,
          async () => void (await this.purgeDeleted()),
        ),
      PURGE_INTERVAL_MS,
    );
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** A product was marked deleted: remove it for good once its event is out. */
  deleted(): void {
    this.deletionsPending = true;
  }

  async purgeDeleted(): Promise<number> {
    this.deletionsPending = false;
    try {
      const { deletedCount } = await this.products.deleteMany({
        deletedAt: { $exists: true },
        'outbox.0': { $exists: false },
      });
      const waiting = await this.products.exists({ deletedAt: { $exists: true } });
      if (waiting) this.deletionsPending = true;
      return deletedCount;
    } catch (error) {
      this.deletionsPending = true;
      this.logger.warn(`deleted products not purged yet: ${(error as Error).message}`);
      return 0;
    }
  }
}
