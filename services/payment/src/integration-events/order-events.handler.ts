import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, onEvent, OrderEvents, OrderLifecycleEvents } from '@shop/common';
import { CheckoutClosingService } from '../closing/checkout-closing.service';
import { packedRefundAmount } from '../closing/packed-refund-amount';
import { PackedRefundsService } from '../closing/packed-refunds.service';

export const ORDER_EVENTS_QUEUE = 'payment.order-cancelled';

/**
 * A cancelled order's checkout session is closed (or its payment refunded): an order cancelled while
 * waiting for its payment says order.cancelled, a card order cancelled once paid (or packed) says
 * order.status-changed to CANCELLED. A paid card order packed for less than was paid (order.status-changed
 * to PACKED with `packed`, issue 38) is refunded the difference. The event bus retries a failure to close
 * a session (the provider unreachable); a refund that fails is retried by the RefundRetrier. Each step
 * is conditional, so a repeat changes nothing.
 */
@Injectable()
export class OrderEventsHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly closing: CheckoutClosingService,
    private readonly packed: PackedRefundsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: ORDER_EVENTS_QUEUE,
      handlers: [
        onEvent(OrderEvents.orderCancelled, ({ payload }) =>
          this.closing.closeForOrder(payload.orderId, payload.reason),
        ),
        onEvent(OrderLifecycleEvents.orderStatusChanged, async ({ payload }) => {
          if (payload.paymentMethod !== 'CARD') return;
          if (payload.to === 'CANCELLED') {
            await this.closing.closeForOrder(payload.orderId, payload.reason ?? 'The order was cancelled');
            return;
          }
          const packedRefund = packedRefundAmount(payload);
          if (packedRefund > 0) await this.packed.refundPacked(payload.orderId, packedRefund);
        }),
      ],
    });
  }
}
