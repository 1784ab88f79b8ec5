import { FULFILMENT_STATUSES } from '@shop/common';
import { isShopOrder } from '../orders/order-changes.service';
import { dayOf } from '../orders/order-buckets';
import { OrderStatus } from '../orders/order-status';
import type { Order } from '../orders/order.schema';
import { bucketField, countedBuckets } from './order-bucket-tree';
import type { OrderCounter } from './order-counter.schema';
import { toCents } from './order-counters';

type TalliedOrder = Pick<
  Order,
  'status' | 'createdAt' | 'placedAt' | 'statusHistory' | 'totalAmt' | 'userId' | 'customer' | 'delivery_address'
> & { createdBlock?: string };

const GONE: readonly string[] = [OrderStatus.cancelled, OrderStatus.refunded];

/**
 * The counter documents (order-counter.schema.ts) of a set of stored orders, built in one pass: what
 * the counting consumer would have made of their changes. For stores filled without the order
 * service (the scale seeder, the recount): add each order, then write `documents()` in place of the
 * old counters.
 */
export class OrderTally {
  private readonly counters = new Map<string, OrderCounter>();

  add(order: TalliedOrder): void {
    if (!isShopOrder(order) || !(FULFILMENT_STATUSES as readonly string[]).includes(order.status)) return;
    bump((this.counter('status', { kind: 'status' }).counts ??= {}), order.status);
    for (const { id, bucket } of countedBuckets(order)) {
      const buckets = (this.counter(id, { kind: 'buckets' }).buckets ??= {});
      const counts = (buckets[bucketField(bucket)] ??= {});
      bump(counts, 'all');
      bump(counts, order.status);
    }
    const placedAt =
      order.placedAt ??
      order.statusHistory.find((change) => change.status === OrderStatus.placed || change.status === OrderStatus.paid)
        ?.at ??
      order.createdAt;
    const placedDay = dayOf(placedAt);
    const placed = this.counter(`placed:${placedDay}`, {
      kind: 'placed',
      date: placedDay,
      month: placedDay.slice(0, 7),
    });
    placed.orders = (placed.orders ?? 0) + 1;
    placed.revenueCents = (placed.revenueCents ?? 0) + (GONE.includes(order.status) ? 0 : toCents(order.totalAmt));
  }

  documents(): OrderCounter[] {
    return [...this.counters.values()];
  }

  private counter(_id: string, fields: Partial<OrderCounter>): OrderCounter {
    let counter = this.counters.get(_id);
    if (!counter) this.counters.set(_id, (counter = { _id, ...fields }));
    return counter;
  }
}

function bump(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}
