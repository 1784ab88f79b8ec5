import { Injectable } from '@nestjs/common';
import { OrderChanges } from '../orders/order-changes.service';
import { OrderPages } from '../orders/order-pages';
import { OrderStatus } from '../orders/order-status';
import type { StoredOrder } from '../orders/order.schema';

/** How many orders the packer's queue shows at once. */
export const QUEUE_SIZE = 50;
const TO_PACK = [OrderStatus.placed, OrderStatus.paid] as const;

/**
 * The orders waiting to be packed (PLACED cash orders, PAID card orders), the most urgent first: by
 * delivery slot, then by age (express and slotless orders by age, after slots that start earlier).
 * The lists page newest first, so each status's oldest orders are its last two pages: the queue reads
 * those, whatever the shop's history, and never more than four pages. An order beyond the first 50 is
 * found by its number (`one`), as a packer does with the ticket in hand.
 */
@Injectable()
export class PackingQueue {
  constructor(
    private readonly pages: OrderPages,
    private readonly changes: OrderChanges,
  ) {}

  /**
   * The 50 most urgent orders to pack, and how many wait in all: counted by the list counters, which
   * follow the orders within moments (so an order just placed may be read before it is counted), and
   * never fewer than the orders read.
   */
  async next(): Promise<{ orders: StoredOrder[]; waiting: number }> {
    const oldest = await Promise.all(TO_PACK.map((status) => this.oldestOf(status)));
    const read = oldest.flatMap(({ orders }) => orders);
    const orders = read.sort((a, b) => urgencyOf(a) - urgencyOf(b) || placedAt(a) - placedAt(b)).slice(0, QUEUE_SIZE);
    const counted = oldest.reduce((sum, { count }) => sum + count, 0);
    return { orders, waiting: Math.max(counted, read.length) };
  }

  /** The order named by `ref` while it waits to be packed; none once packed or cancelled (ORDER_NOT_FOUND if no such order). */
  async one(ref: string): Promise<StoredOrder[]> {
    const order = await this.changes.find(ref);
    return (TO_PACK as readonly string[]).includes(order.status) ? [order] : [];
  }

  private async oldestOf(status: (typeof TO_PACK)[number]): Promise<{ orders: StoredOrder[]; count: number }> {
    const { totalCount } = await this.pages.shop({ page: 1, limit: 1, status });
    const last = Math.ceil(totalCount / QUEUE_SIZE);
    if (!last) return { orders: [], count: 0 };
    const pages = last > 1 ? [last - 1, last] : [last];
    const read = await Promise.all(pages.map((page) => this.pages.shop({ page, limit: QUEUE_SIZE, status })));
    return {
      orders: read.flatMap(({ orders }) => orders.filter((order) => order.status === status)),
      count: totalCount,
    };
  }
}

/** When the order must be ready: its slot's start; express and slotless orders as soon as possible. */
function urgencyOf(order: StoredOrder): number {
  const startsAt = order.delivery?.slot?.startsAt;
  return startsAt ? new Date(startsAt).getTime() : placedAt(order);
}

function placedAt(order: StoredOrder): number {
  return new Date(order.placedAt ?? order.createdAt).getTime();
}
