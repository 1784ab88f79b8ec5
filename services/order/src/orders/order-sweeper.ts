import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobLeases } from '@shop/common';
import { ORDER_ENV, OrderEnv } from '../config';
import { OrdersService } from './orders.service';

const BATCH = 50;
/** Longer than a sweep of one batch takes; a replica that dies mid-sweep frees the job after it. */
const LEASE_MS = 60_000;

/**
 * Keeps orders that will not be fulfilled from holding stock. Each round it cancels card checkouts
 * whose payment window has passed (the provider's `checkout.session.expired` normally does this first;
 * locally stripe-mock sends none, and a webhook can be lost), fails orders whose checkout died while
 * reserving stock, then hands back the stock of cancelled and failed orders that still hold some (the
 * catalog could not be reached at the moment). One replica sweeps at a time.
 */
@Injectable()
export class OrderSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private stop?: () => void;

  constructor(
    private readonly orders: OrdersService,
    private readonly leases: JobLeases,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = this.leases.every('order-sweep', this.env.ORDER_SWEEP_INTERVAL_MS, LEASE_MS, () => this.sweep());
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  private async sweep(): Promise<void> {
    const deadline = new Date(Date.now() - this.env.ORDER_PAYMENT_TIMEOUT_SECONDS * 1000);
    for (const orderId of await this.orders.unpaidSince(deadline, BATCH))
      await this.orders.cancel(orderId, 'the payment was not completed in time');
    const reservingDeadline = new Date(Date.now() - this.env.ORDER_RESERVING_TIMEOUT_SECONDS * 1000);
    for (const order of await this.orders.reservingSince(reservingDeadline, BATCH)) await this.orders.fail(order, true);
    for (const orderId of await this.orders.awaitingStockRelease(BATCH)) await this.orders.releaseStock(orderId);
  }
}
