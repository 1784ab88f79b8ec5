import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CatalogEvents, EventBus, IntegrationEvent, ProductDeletedPayload, ProductUpdatedPayload } from '@shop/common';
import { CatalogClient } from '../catalog-client/catalog.client';

/**
 * Keeps cached product snapshots current. An updated product's snapshot replaces the cached one;
 * a deleted product's is dropped, and its lines then leave each cart the next time that cart is read
 * (CartService.view), so no index of carts by product is needed.
 */
@Injectable()
export class ProductEventsHandler implements OnApplicationBootstrap {
  private readonly logger = new Logger('ProductEvents');

  constructor(
    private readonly bus: EventBus,
    private readonly catalog: CatalogClient,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: 'cart.product-changes',
      events: [CatalogEvents.productUpdated, CatalogEvents.productDeleted],
      handler: (event) => this.handle(event),
    });
  }

  async handle(event: IntegrationEvent<Partial<ProductUpdatedPayload & ProductDeletedPayload>>): Promise<void> {
    if (event.type === CatalogEvents.productUpdated && event.payload?.product?._id) {
      await this.catalog.remember([event.payload.product]);
    } else if (event.type === CatalogEvents.productDeleted && typeof event.payload?.productId === 'string') {
      await this.catalog.forget(event.payload.productId);
    } else {
      this.logger.warn(`ignored malformed ${event.type} event ${event.id}`);
    }
  }
}
