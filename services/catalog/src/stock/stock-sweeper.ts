import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobLeases } from '@shop/common';
import { CATALOG_ENV, CatalogEnv } from '../config';
import { OrderClient } from '../remote/order.client';
import { RestockService } from './restock.service';
import { StockService } from './stock.service';

const BATCH = 100;
/** Longer than a round of one batch takes; a replica that dies mid-round frees the job after it. */
const LEASE_MS = 60_000;
/** A card order waiting for its payment is asked about again after this long. */
const WAIT_SECONDS = 60;
/** Settled reservations answer repeated requests for this long, then are dropped. */
const KEEP_SETTLED_MS = 24 * 3600 * 1000;
/**
 * A restock's records stay on its products this long after it finished: far longer than any repeat of
 * its event (a redelivery racing the first delivery) can still be under way; later repeats find the
 * restock settled.
 */
const KEEP_RESTOCK_RECORDS_MS = 10 * 60 * 1000;

/**
 * Nothing stays reserved for good. Each round, in one replica at a time: reservations whose worker
 * died mid-way are finished (see StockService.finishInterrupted); reservations held past their expiry without a
 * confirmation are settled by asking the order service what became of the order (kept when it was
 * placed or paid, released when there is none, asked again later while it is still undecided). When
 * the order service cannot answer, nothing is released: the next round asks again. Restocks of
 * cancelled orders left mid-way are finished, and finished ones have their products' records dropped
 * (see RestockService).
 */
@Injectable()
export class StockSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('StockSweeper');
  private stop?: () => void;
  private lastForget = 0;

  constructor(
    private readonly stock: StockService,
    private readonly restocks: RestockService,
    private readonly orders: OrderClient,
    private readonly leases: JobLeases,
    @Inject(CATALOG_ENV) private readonly env: CatalogEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = this.leases.every('stock-sweep', this.env.CATALOG_STOCK_SWEEP_INTERVAL_MS, LEASE_MS, () =>
      this.sweep(),
    );
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  private async sweep(): Promise<void> {
    const now = new Date();
    const staleBefore = new Date(now.getTime() - this.env.CATALOG_RESERVING_STALE_SECONDS * 1000);
    const { interrupted, expired } = await this.stock.unsettled(staleBefore, now, BATCH);
    for (const reservationId of interrupted) await this.stock.finishInterrupted(reservationId);
    for (const reservationId of expired) await this.settle(reservationId);
    for (const restock of await this.restocks.since('restocking', staleBefore, BATCH))
      await this.restocks.finish(restock);
    const settledBefore = new Date(now.getTime() - KEEP_RESTOCK_RECORDS_MS);
    for (const restock of await this.restocks.since('restocked', settledBefore, BATCH))
      await this.restocks.forgetRecords(restock);
    if (now.getTime() - this.lastForget > KEEP_SETTLED_MS / 24) {
      await this.stock.forgetSettled(new Date(now.getTime() - KEEP_SETTLED_MS));
      this.lastForget = now.getTime();
    }
  }

  private async settle(reservationId: string): Promise<void> {
    const { outcome } = await this.orders.reservationOutcome(reservationId);
    if (outcome === 'keep') await this.stock.confirm(reservationId);
    else if (outcome === 'release') {
      await this.stock.release(reservationId);
      this.logger.log(`reservation ${reservationId} expired without an order: stock handed back`);
    } else await this.stock.extend(reservationId, WAIT_SECONDS);
  }
}
