import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OrdersService } from './orders.service';

const SWEEP_INTERVAL_MS = 30_000;
const BATCH = 50;

/**
 * Retries handing back the stock of cancelled orders when the catalog could not be reached at the
 * moment of cancelling, so an outage never leaves units held for an order nobody will pay.
 */
@Injectable()
export class StockReleaseSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('StockRelease');
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(private readonly orders: OrdersService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const orderId of await this.orders.awaitingStockRelease(BATCH)) await this.orders.releaseStock(orderId);
    } catch (error) {
      this.logger.warn(`stock of cancelled orders still held: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
