import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CatalogEvents, OutboxRelay, queueEvent } from '@shop/common';
import { Model, Types } from 'mongoose';
import { CatalogCache } from '../cache/catalog-cache';
import { toSnapshot } from '../integration-events/product-snapshot';
import { LIVE, Product, PRODUCT_MODEL } from '../products/product.schema';
import { StockChange, StockChangeResult, StockStore, whyUnavailable } from './stock-store';

/** A take whose condition failed while the stock read afterwards would serve it (a give-back landed in between) is tried again. */
const TAKE_ATTEMPTS = 5;

/**
 * StockStore on MongoDB: every change is one conditional single-document update, which MongoDB applies
 * atomically, so no lock is taken and concurrent checkouts of one product proceed in parallel.
 * - take: `stock >= quantity` and no hold for this reservation yet, then `$inc` the stock down and
 *   `$push` the hold, in one update;
 * - giveBack / sell: only while the hold is there, `$pull` it (and `$inc` its units back).
 * The product.updated event is queued by a second update that applies only while the stock version is
 * still the one this change produced: of changes that race, the newest queues the event carrying the
 * stock all of them left. (A crash between the two updates loses that event: carts then show the
 * stock from the previous one until the next change; the stock itself and the cache stay exact.)
 */
@Injectable()
export class MongoDbStockStore extends StockStore {
  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    private readonly cache: CatalogCache,
    private readonly outbox: OutboxRelay,
  ) {
    super();
  }

  async apply(productId: Types.ObjectId, change: StockChange): Promise<StockChangeResult> {
    switch (change.kind) {
      case 'take':
        return this.take(productId, change.reservationId, change.quantity);
      case 'giveBack':
        await this.dropHold(productId, change.reservationId, true);
        return undefined;
      case 'sell':
        await this.dropHold(productId, change.reservationId, false);
        return undefined;
    }
  }

  private async take(productId: Types.ObjectId, reservationId: string, quantity: number): Promise<StockChangeResult> {
    for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
      const taken = await this.products
        .findOneAndUpdate(
          { _id: productId, ...LIVE, publish: { $ne: false }, stock: { $gte: quantity }, 'holds.reservationId': { $ne: reservationId } },
          { $inc: { stock: -quantity, stockVersion: 1 }, $push: { holds: { reservationId, quantity } } },
          { new: true },
        )
        .lean<Product>();
      if (taken) {
        await this.announce(taken);
        return undefined;
      }
      const product = await this.products.findById(productId).lean<Product>();
      if (product?.holds?.some((hold) => hold.reservationId === reservationId)) return undefined;
      const refusal = whyUnavailable(productId, quantity, product, product?.stock ?? 0);
      if (refusal) return refusal;
    }
    return whyUnavailable(productId, quantity, null, 0);
  }

  /** Removes the reservation's hold, returning its units to the stock when `giveBack`; a repeat finds no hold. */
  private async dropHold(productId: Types.ObjectId, reservationId: string, giveBack: boolean): Promise<void> {
    const product = await this.products.findById(productId, { holds: 1 }).lean<Product>();
    const hold = product?.holds?.find((held) => held.reservationId === reservationId);
    if (!hold) return;
    // The whole element is pulled: FerretDB's $pull (where this code is tested) matches whole elements only.
    const pull = { $pull: { holds: { reservationId: hold.reservationId, quantity: hold.quantity } } };
    const after = await this.products
      .findOneAndUpdate(
        { _id: productId, 'holds.reservationId': reservationId },
        giveBack ? { $inc: { stock: hold.quantity, stockVersion: 1 }, ...pull } : pull,
        { new: true },
      )
      .lean<Product>();
    if (after && giveBack) await this.announce(after);
  }

  private async announce(product: Product): Promise<void> {
    const id = product._id;
    await this.cache.setStock(id.toHexString(), product.stock, product.stockVersion ?? 0);
    const { modifiedCount } = await this.products.updateOne(
      { _id: id, stockVersion: product.stockVersion },
      queueEvent(CatalogEvents.productUpdated, { product: toSnapshot(product) }),
    );
    if (modifiedCount) this.outbox.kick(this.products, id);
  }
}
