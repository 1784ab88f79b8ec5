import { createEvent, IntegrationEvent, OrderLifecycleEvents, OrderStatusChangedPayload, Topology } from '@shop/common';
import amqp from 'amqplib';

/**
 * Publishes order.status-changed onto the bus as the order service's outbox does (same exchange,
 * routing key and body, checked with the event's contract): the event is the contract between the
 * services, so the catalog's side is tested on its own.
 */
export async function publishStatusChanged(event: IntegrationEvent<OrderStatusChangedPayload>): Promise<void> {
  const connection = await amqp.connect(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
  try {
    const channel = await connection.createConfirmChannel();
    await channel.assertExchange(Topology.eventsExchange, 'topic', { durable: true });
    channel.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), { persistent: true });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}

export interface OrderedLine {
  productId: string;
  quantity: number;
}

/** The order.status-changed event of an order cancelled from `from`. */
export function cancellation(
  orderId: string,
  lines: OrderedLine[],
  from: 'PLACED' | 'PAID' | 'PACKED',
  paymentMethod: 'CASH_ON_DELIVERY' | 'CARD',
): IntegrationEvent<OrderStatusChangedPayload> {
  return createEvent(OrderLifecycleEvents.orderStatusChanged, {
    changeId: `${orderId}:CANCELLED`,
    orderId,
    orderNo: `ORD-${orderId.slice(-6)}`,
    userId: 'e2e-user',
    customer: null,
    from,
    to: 'CANCELLED',
    by: 'ADMIN',
    reason: 'cancelled by the e2e suite',
    at: new Date().toISOString(),
    paymentMethod,
    lines: lines.map(({ productId, quantity }) => ({
      productId,
      name: 'e2e line',
      quantity,
      unitPrice: 50,
      lineTotal: 50 * quantity,
    })),
    subTotalAmt: 50,
    totalAmt: 50,
    currency: 'inr',
    deliveryAddress: {},
  });
}

/** The same change published again as a new event (a new id, so no inbox can take it for a repeat). */
export const republished = (event: IntegrationEvent<OrderStatusChangedPayload>) =>
  createEvent(OrderLifecycleEvents.orderStatusChanged, event.payload);
