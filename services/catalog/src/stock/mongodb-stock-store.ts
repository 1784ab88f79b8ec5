import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ProductGone } from '@shop/common';
import { Model, Types } from 'mongoose';
import { LIVE, Product, PRODUCT_MODEL } from '../products/product.schema';
import { ProductWrites } from '../products/product-writes';
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
 * Each goes through ProductWrites.updateStock, which queues product.updated by a second update that
 * applies only while the stock version is still the one this change produced. (A crash between the two
 * updates loses that event: carts show the stock of the previous one until the next change; the stock
 * itself and its cache entry stay exact.)
 */
@Injectable()
export class MongoDbStockStore extends StockStore {
  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    private readonly productWrites: ProductWrites,
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
        await this.productWrites.updateStock(productId, {}, { unset: { [`restocks.${change.restockId}`]: '' } });
        return undefined;
    }
  }

  /** Adds the units and records them under the restock's id in one update, unless that id is recorded already. */
  private async restock(productId: Types.ObjectId, restockId: string, quantity: number): Promise<StockChangeResult> {
    const record = `restocks.${restockId}`;
    const after = await this.productWrites.updateStock(
      productId,
      { ...LIVE, [record]: { $exists: false } },
      { delta: quantity, set: { [record]: quantity } },
    );
    if (after) return undefined;
    const product = await this.products.findById(productId, { deletedAt: 1, [record]: 1 }).lean<Product>();
    if (product?.restocks?.[restockId] !== undefined) return undefined;
    return new ProductGone(productId.toHexString());
  }

  private async take(productId: Types.ObjectId, reservationId: string, quantity: number): Promise<StockChangeResult> {
    const hold = `holds.${reservationId}`;
    for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
      const taken = await this.productWrites.updateStock(
        productId,
        { ...LIVE, publish: { $ne: false }, stock: { $gte: quantity }, [hold]: { $exists: false } },
        { delta: -quantity, set: { [hold]: quantity } },
      );
      if (taken) return undefined;
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
    await this.productWrites.updateStock(
      productId,
      { [hold]: quantity },
      { ...(giveBack && { delta: quantity }), unset: { [hold]: '' } },
    );
  }
}
