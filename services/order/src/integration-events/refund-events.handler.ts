import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, onEvent, RefundEvents } from '@shop/common';
import { OrderChangedMeanwhile, OrderNotFound } from '../order.errors';
import { OrderChanges } from '../orders/order-changes.service';
import { OrderStatus } from '../orders/order-status';

export const REFUND_EVENTS_QUEUE = 'order.refund-events';

/**
 * A cancelled card order becomes REFUNDED when the payment service has its refund (by SYSTEM, as the
 * transition table allows only it). A repeated event finds the order REFUNDED and changes nothing.
 */
@Injectable()
export class RefundEventsHandler implements OnApplicationBootstrap {
  private readonly logger = new Logger('RefundEvents');

  constructor(
    private readonly bus: EventBus,
    private readonly changes: OrderChanges,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: REFUND_EVENTS_QUEUE,
      handlers: [onEvent(RefundEvents.paymentRefunded, ({ payload }) => this.refunded(payload.orderId))],
    });
  }

  async refunded(orderId: string): Promise<void> {
    const order = await this.changes.find(orderId).catch((error: Error) => {
      if (error instanceof OrderNotFound) return undefined;
      throw error;
    });
    if (!order || order.status === OrderStatus.refunded) return;
    if (order.status !== OrderStatus.cancelled) {
      this.logger.warn(`refund of order ${orderId} ignored: it is ${order.status}, not cancelled`);
      return;
    }
    try {
      await this.changes.change(order, OrderStatus.refunded, 'SYSTEM');
    } catch (error) {
      // Changed between reading and writing (this event delivered twice at once): read it again.
      if (error instanceof OrderChangedMeanwhile) return this.refunded(orderId);
      throw error;
    }
  }
}
