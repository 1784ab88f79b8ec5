import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CatalogEvents, EventBus, onEvent } from '@shop/common';
import { CatalogClient } from '../remote/catalog.client';

/**
 * Keeps cached product snapshots current. An updated product's snapshot replaces the cached one;
 * a deleted product's is dropped, and its lines then leave each cart the next time that cart is read
 * (CartService.view), so no index of carts by product is needed.
 */
@Injectable()
export class ProductEventsHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly catalog: CatalogClient,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: 'cart.product-changes',
      handlers: [
        onEvent(CatalogEvents.productUpdated, ({ payload }) => this.catalog.remember([payload.product])),
        onEvent(CatalogEvents.productDeleted, ({ payload }) => this.catalog.forget(payload.productId)),
      ],
    });
  }
}
