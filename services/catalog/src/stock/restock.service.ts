import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites, StockLine } from '@shop/common';
import { Model } from 'mongoose';
import { mergeLines, StockService } from './stock.service';
import { RestockStatus, STOCK_RESTOCK_MODEL, StockRestock } from './stock-restock.schema';
import { StockStore } from './stock-store';

/**
 * Gives a cancelled order's units back to the shelf exactly once, whatever crashes or redeliveries
 * happen, on both engines. Neither engine can write the order's restock document and the products in
 * one transaction, so exactly-once rests on each product's own write: the update that adds a line's
 * units also records them in the product's `restocks` under the order's id, and a repeat that finds
 * the record adds nothing (StockStore, atomic per product on both engines). The restock document
 * (one per order) says how far it got: a redelivered event, or the sweeper for one left `restocking`,
 * finishes the lines still missing; one `restocked`, `settled` or `skipped` is done. The products'
 * records are dropped by the sweeper a while after the restock (when no repeat can still be under
 * way), so they never pile up, and the restock documents themselves after a week.
 */
@Injectable()
export class RestockService {
  private readonly logger = new Logger('Restock');

  constructor(
    @InjectModel(STOCK_RESTOCK_MODEL) private readonly restocks: Model<StockRestock>,
    private readonly store: StockStore,
    private readonly stock: StockService,
    private readonly writes: DocumentWrites,
  ) {}

  /**
   * Sold units go back to the shelf, once per `restockId`: a cancelled order's lines (under the order's
   * id), or the units a pack left out (`<orderId>-packed`, see PackedOrdersHandler).
   */
  async restock(restockId: string, lines: StockLine[]): Promise<void> {
    const restock = await this.open(restockId, lines);
    if (restock.status === 'restocking') await this.finish(restock);
  }

  /**
   * Finishes a restock: a repeat re-applies only what is missing (each product's record says what is not).
   * A pack's restock id names no reservation, so it settles as sold: its order's units were.
   */
  async finish(restock: Pick<StockRestock, '_id' | 'lines'>): Promise<void> {
    const orderId = restock._id;
    if ((await this.stock.settleForRestock(orderId)) === 'released') {
      await this.setStatus(orderId, 'restocking', 'skipped');
      this.logger.log(`order ${orderId}: its reservation was released, nothing to restock`);
      return;
    }
    await Promise.all(
      restock.lines.map(async ({ productId, quantity }) => {
        const gone = await this.store.apply(productId, { kind: 'restock', restockId: orderId, quantity });
        if (gone)
          this.logger.warn(
            `order ${orderId}: product ${productId.toHexString()} was deleted, ${quantity} not restocked`,
          );
      }),
    );
    await this.setStatus(orderId, 'restocking', 'restocked');
  }

  /** Drops the products' records of a restock no repeat can reach any more (the restock document stays). */
  async forgetRecords(restock: Pick<StockRestock, '_id' | 'lines'>): Promise<void> {
    await Promise.all(
      restock.lines.map(({ productId }) =>
        this.store.apply(productId, { kind: 'forgetRestock', restockId: restock._id }),
      ),
    );
    await this.setStatus(restock._id, 'restocked', 'settled');
  }

  /**
   * Restocks left in `status` since before `before`: what a sweeper round finishes or settles. One
   * status equality, which FerretDB filters in PostgreSQL: settled restocks (the history) are never read.
   */
  since(status: 'restocking' | 'restocked', before: Date, limit: number): Promise<StockRestock[]> {
    return this.restocks
      .find({ status, updatedAt: { $lt: before } })
      .limit(limit)
      .lean<StockRestock[]>();
  }

  /**
   * Settled restocks are kept to answer repeats of their event (`settled` stops them), far longer than
   * any repeat comes (the broker's and the outbox's come within minutes), then dropped: the collection
   * holds recent cancellations only, so the sweeper's reads stay small.
   */
  async forgetSettled(before: Date): Promise<void> {
    await this.restocks.deleteMany({ status: 'settled', updatedAt: { $lt: before } });
    await this.restocks.deleteMany({ status: 'skipped', updatedAt: { $lt: before } });
  }

  /** The order's restock document, made on its first event; a repeat gets the one made before. */
  private async open(orderId: string, lines: StockLine[]): Promise<StockRestock> {
    try {
      return (await this.restocks.create({ _id: orderId, status: 'restocking', lines: mergeLines(lines) })).toObject();
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      const existing = await this.restocks.findById(orderId).lean<StockRestock>();
      if (!existing) throw error;
      return existing;
    }
  }

  private async setStatus(orderId: string, from: RestockStatus, to: RestockStatus): Promise<void> {
    await this.writes.atomically(this.restocks, orderId, () =>
      this.restocks.updateOne({ _id: orderId, status: from }, { $set: { status: to } }),
    );
  }
}
