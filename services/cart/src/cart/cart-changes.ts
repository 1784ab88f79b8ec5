import { Injectable, Logger } from '@nestjs/common';
import { CartEvents, createEvent, EventBus } from '@shop/common';
import type { CartOwner } from './cart-keys';

/**
 * Tells a signed-in user's other tabs and devices that their cart changed (cart.changed, shown through
 * the gateway's live stream). A hint, not a record: sent after the change without waiting for the
 * broker, and a failure is logged rather than failing the shopper's change (those pages refetch on
 * focus). Guest carts live in one browser, so nobody else needs telling.
 */
@Injectable()
export class CartChanges {
  private readonly logger = new Logger('CartChanges');

  constructor(private readonly bus: EventBus) {}

  announce(owner: CartOwner): void {
    if (owner.kind !== 'user') return;
    const event = createEvent(CartEvents.cartChanged, { userId: owner.userId, at: new Date().toISOString() });
    this.bus.publish(event).catch((error: Error) => this.logger.warn(`cart.changed not sent: ${error.message}`));
  }
}
