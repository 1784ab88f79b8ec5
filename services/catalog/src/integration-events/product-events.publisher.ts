import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { JobLeases, OutboxRelay } from '@shop/common';
import { Model, Types } from 'mongoose';
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
  /** Purging runs only after deletions (and once at start), though the products due are found by an index. */
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
      const due = await this.products
        .find({ purgeDue: true }, { outbox: 1 })
        .lean<{ _id: Types.ObjectId; outbox?: unknown[] }[]>();
      // One by one, by `_id`: FerretDB reads the whole collection for an `$in`.
      let deleted = 0;
      for (const { _id, outbox } of due) {
        if (outbox?.length) continue;
        deleted += (await this.products.deleteOne({ _id, purgeDue: true, 'outbox.0': { $exists: false } }))
          .deletedCount;
      }
      if (deleted < due.length) this.deletionsPending = true;
      return deleted;
    } catch (error) {
      this.deletionsPending = true;
      this.logger.warn(`deleted products not purged yet: ${(error as Error).message}`);
      return 0;
    }
  }
}
