import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CatalogEvents, OutboxRelay, ProductGone, queueEvent } from '@shop/common';
import { Model, Types } from 'mongoose';
import { CatalogCache } from '../cache/catalog-cache';
import { toSnapshot } from '../integration-events/product-snapshot';
import { LIVE, Product, PRODUCT_MODEL } from '../products/product.schema';
import { StockChange, StockChangeResult, StockStore, whyUnavailable } from './stock-store';

/** A take refused by its condition, though the stock read right after would serve it (units came back in between), is tried again. */
const TAKE_ATTEMPTS = 5;

/**
 * StockStore on MongoDB: every change is one conditional single-document update, which MongoDB applies
 * atomically, so no lock is taken and concurrent checkouts of one product proceed in parallel.
 * - take: while `stock >= quantity` and the reservation holds nothing yet, `$inc` the stock down and
 *   set `holds.<reservationId>`;
 * - giveBack / sell: while the hold is there, unset it (and `$inc` its units back);
 * - restock: while the product is live and `restocks.<restockId>` is not set, `$inc` the units back and set it.
 * The product.updated event is queued by a second update that applies only while the stock version is
 * still the one this change produced: of changes that race, the newest queues the event carrying the
 * stock all of them left. (A crash between the two updates loses that event: carts show the stock of
 * the previous one until the next change; the stock itself and its cache entry stay exact.)
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
      case 'restock':
        return this.restock(productId, change.restockId, change.quantity);
      case 'forgetRestock':
        await this.products.updateOne({ _id: productId }, { $unset: { [`restocks.${change.restockId}`]: '' } });
        return undefined;
    }
  }

  /** Adds the units and records them under the restock's id in one update, unless that id is recorded already. */
  private async restock(productId: Types.ObjectId, restockId: string, quantity: number): Promise<StockChangeResult> {
    const record = `restocks.${restockId}`;
    const after = await this.products
      .findOneAndUpdate(
        { _id: productId, ...LIVE, [record]: { $exists: false } },
        { $inc: { stock: quantity, stockVersion: 1, version: 1 }, $set: { [record]: quantity } },
        { new: true },
      )
      .lean<Product>();
    if (after) {
      await this.announce(after);
      return undefined;
    }
    const product = await this.products.findById(productId, { deletedAt: 1, [record]: 1 }).lean<Product>();
    if (product?.restocks?.[restockId] !== undefined) return undefined;
    return new ProductGone(productId.toHexString());
  }

  private async take(productId: Types.ObjectId, reservationId: string, quantity: number): Promise<StockChangeResult> {
    const hold = `holds.${reservationId}`;
    for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
      const taken = await this.products
        .findOneAndUpdate(
          { _id: productId, ...LIVE, publish: { $ne: false }, stock: { $gte: quantity }, [hold]: { $exists: false } },
          { $inc: { stock: -quantity, stockVersion: 1, version: 1 }, $set: { [hold]: quantity } },
          { new: true },
        )
        .lean<Product>();
      if (taken) {
        await this.announce(taken);
        return undefined;
      }
      const product = await this.products.findById(productId).lean<Product>();
      if (product?.holds?.[reservationId] !== undefined) return undefined;
      const refusal = whyUnavailable(productId, quantity, product, product?.stock ?? 0);
      if (refusal) return refusal;
    }
    return whyUnavailable(productId, quantity, null, 0);
  }

  /** Removes the reservation's hold, returning its units to the stock when `giveBack`; a repeat finds no hold. */
  private async dropHold(productId: Types.ObjectId, reservationId: string, giveBack: boolean): Promise<void> {
    const hold = `holds.${reservationId}`;
    const product = await this.products.findById(productId, { [hold]: 1 }).lean<Product>();
    const quantity = product?.holds?.[reservationId];
    if (quantity === undefined) return;
    const after = await this.products
      .findOneAndUpdate(
        { _id: productId, [hold]: quantity },
        { ...(giveBack ? { $inc: { stock: quantity, stockVersion: 1, version: 1 } } : {}), $unset: { [hold]: '' } },
        { new: true },
      )
      .lean<Product>();
    if (after && giveBack) await this.announce(after);
  }

  private async announce(product: Product): Promise<void> {
    const id = product._id;
    await this.cache.setStock(id.toHexString(), product.stock, product.stockVersion ?? 0);
    const announce = queueEvent(CatalogEvents.productUpdated, {
      product: toSnapshot(product, { version: product.version ?? 0 }),
    });
    const { modifiedCount } = await this.products.updateOne({ _id: id, stockVersion: product.stockVersion }, announce);
    if (modifiedCount) this.outbox.kick(this.products, id, [announce.$push.outbox]);
  }
}
