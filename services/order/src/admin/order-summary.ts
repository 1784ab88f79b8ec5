import { Injectable } from '@nestjs/common';
import { OrderCounters } from '../counters/order-counters';
import { dayOf } from '../orders/utc-day';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The admin overview's orders, read from the kept counts (OrderCounters): no order is read.
 * Issue 33 (15): each day's orders placed, delivered and cancelled apart, and the money collected that
 * day apart from the cash still to collect (money-moves.ts). Low stock is the catalog's own
 * (POST /api/product/stock-levels), paged there.
 */
@Injectable()
export class OrderSummary {
  constructor(private readonly counters: OrderCounters) {}

  async of(days: number, now = new Date()) {
    const dates = Array.from({ length: days }, (_, index) =>
      dayOf(new Date(now.getTime() - (days - 1 - index) * DAY_MS)),
    );
    const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
    const [counted, shop] = await Promise.all([this.counters.days(months), this.counters.shopNow()]);
    const rowOf = (date: string) => {
      const day = counted.get(date);
      return {
        placed: day?.orders ?? 0,
        delivered: day?.delivered ?? 0,
        cancelled: day?.cancelled ?? 0,
        collected: (day?.collectedCents ?? 0) / 100,
      };
    };
    return {
      today: rowOf(dayOf(now)),
      toCollect: shop.toCollectCents / 100,
      byStatus: shop.byStatus,
      days: dates.map((date) => ({ date, ...rowOf(date) })),
    };
  }
}
