import { FULFILMENT_STATUSES } from '@shop/common';
import { isShopOrder } from '../orders/order-changes.service';
import { dayOf, hourOf } from '../orders/order-hours';
import { OrderStatus } from '../orders/order-status';
import type { Order } from '../orders/order.schema';
import type { OrderCounter } from './order-counter.schema';
import { toCents } from './order-counters';

type TalliedOrder = Pick<Order, 'status' | 'createdAt' | 'placedAt' | 'statusHistory' | 'totalAmt'> & {
  createdHour?: string;
};

const GONE: readonly string[] = [OrderStatus.cancelled, OrderStatus.refunded];

/**
 * The counter documents (order-counter.schema.ts) of a set of stored orders, built in one pass: what
 * the counting consumer would have made of their changes. For stores filled without the order
 * service (the scale seeder): add each order, then write `documents()` in place of the old counters.
 */
export class OrderTally {
  private readonly counters = new Map<string, OrderCounter>();

  add(order: TalliedOrder): void {
    if (!isShopOrder(order) || !(FULFILMENT_STATUSES as readonly string[]).includes(order.status)) return;
    const hour = order.createdHour ?? hourOf(order.createdAt);
    const createdDay = hour.slice(0, 10);
    const hourKey = `h${hour.slice(11, 13)}`;
    bump(this.counter('status', { kind: 'status' }), 'counts', order.status);
    const created = this.counter(`created:${createdDay}`, dayFields('created', createdDay));
    bump(created, 'counts', 'all');
    bump(created, 'counts', order.status);
    const hours = this.counter(`hours:${createdDay}`, dayFields('hours', createdDay));
    hours.hours ??= {};
    hours.hours[hourKey] ??= {};
    hours.hours[hourKey].all = (hours.hours[hourKey].all ?? 0) + 1;
    hours.hours[hourKey][order.status] = (hours.hours[hourKey][order.status] ?? 0) + 1;
    const placedAt =
      order.placedAt ??
      order.statusHistory.find((change) => change.status === OrderStatus.placed || change.status === OrderStatus.paid)
        ?.at ??
      order.createdAt;
    const placedDay = dayOf(placedAt);
    const placed = this.counter(`placed:${placedDay}`, dayFields('placed', placedDay));
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

function bump(counter: OrderCounter, field: 'counts', key: string): void {
  counter[field] ??= {};
  counter[field][key] = (counter[field][key] ?? 0) + 1;
}

function dayFields(kind: 'created' | 'hours' | 'placed', date: string): Partial<OrderCounter> {
  return { kind, date, month: date.slice(0, 7) };
}
