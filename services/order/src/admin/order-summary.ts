import { Inject, Injectable, Logger } from '@nestjs/common';
import { LowStockProduct } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';
import { OrderCounters } from '../counters/order-counters';
import { dayOf } from '../orders/order-buckets';
import { CatalogClient } from '../remote/catalog.client';

const DAY_MS = 24 * 3600 * 1000;
const LOW_STOCK_LIMIT = 20;

/**
 * The admin overview, read from the kept counts (OrderCounters) and the catalog: no order is read.
 * Issue 33 (15): each day's orders placed, delivered and cancelled apart, and the money collected that
 * day apart from the cash still to collect (money-moves.ts).
 * Low stock is asked of the catalog each time (not copied); when it cannot answer, the overview shows
 * none rather than failing.
 */
@Injectable()
export class OrderSummary {
  private readonly logger = new Logger('OrderSummary');

  constructor(
    private readonly counters: OrderCounters,
    private readonly catalog: CatalogClient,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  async of(days: number, now = new Date()) {
    const dates = Array.from({ length: days }, (_, index) =>
      dayOf(new Date(now.getTime() - (days - 1 - index) * DAY_MS)),
    );
    const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
    const [counted, shop, lowStock] = await Promise.all([
      this.counters.days(months),
      this.counters.shopNow(),
      this.lowStock(),
    ]);
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
      lowStock,
      lowStockThreshold: this.env.LOW_STOCK_THRESHOLD,
    };
  }

  private async lowStock(): Promise<LowStockProduct[]> {
    try {
      return await this.catalog.lowStock(this.env.LOW_STOCK_THRESHOLD, LOW_STOCK_LIMIT);
    } catch (error) {
      this.logger.warn(`low stock left out of the overview: ${(error as Error).message}`);
      return [];
    }
  }
}
