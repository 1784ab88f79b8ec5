import { ConflictException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CatalogEvents, DocumentLocks, lockKey, OutboxRelay, queueEvent } from '@shop/common';
import { Model, Types } from 'mongoose';
import { CatalogCache } from '../cache/catalog-cache';
import { SNAPSHOT_FIELDS, toSnapshot } from '../integration-events/product-snapshot';
import { Product, PRODUCT_MODEL, StockHold } from '../products/product.schema';

/** take: hold units for a reservation; giveBack: return what it holds; sell: drop its hold, the units are sold. */
export type StockChange =
  | { kind: 'take'; reservationId: string; quantity: number }
  | { kind: 'giveBack'; reservationId: string }
  | { kind: 'sell'; reservationId: string };

/** A take that could not be served says why; every other change answers undefined. */
export type StockChangeResult = HttpException | undefined;

interface Pending {
  change: StockChange;
  resolve: (result: StockChangeResult) => void;
  reject: (error: unknown) => void;
}

const STOCK_FIELDS = { ...SNAPSHOT_FIELDS, holds: 1 } as const;

/** The product's document lock, which the outbox relay and admin edits take too. */
export const productLock = (id: Types.ObjectId | string) => lockKey('products', id);

/**
 * The one writer of products' stock and holds. Changes to one product are applied in arrival order,
 * and those that arrive while a write is under way are applied together by the next one: one lock, one
 * read and one write (with one product.updated event and one stock cache entry) for a whole batch. In
 * a sale, dozens of checkouts for the same product cost a few writes instead of one lock hand-over
 * each. The product lock still guards every write, so replicas and admin edits stay exact.
 */
@Injectable()
export class ProductStockWriter {
  private readonly queues = new Map<string, Pending[]>();

  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    private readonly cache: CatalogCache,
    private readonly locks: DocumentLocks,
    private readonly outbox: OutboxRelay,
  ) {}

  apply(productId: Types.ObjectId, change: StockChange): Promise<StockChangeResult> {
    const id = productId.toHexString();
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(id);
      if (queue) {
        queue.push({ change, resolve, reject });
        return;
      }
      this.queues.set(id, [{ change, resolve, reject }]);
      void this.drain(id);
    });
  }

  /** Writes batches for one product until nothing is waiting (a drain runs per product at a time). */
  private async drain(id: string): Promise<void> {
    for (;;) {
      const batch = this.queues.get(id)!;
      if (!batch.length) {
        this.queues.delete(id);
        return;
      }
      this.queues.set(id, []);
      try {
        const results = await this.write(new Types.ObjectId(id), batch.map((pending) => pending.change));
        batch.forEach((pending, i) => pending.resolve(results[i]));
      } catch (error) {
        batch.forEach((pending) => pending.reject(error));
      }
    }
  }

  private write(productId: Types.ObjectId, changes: StockChange[]): Promise<StockChangeResult[]> {
    return this.locks.withLock(productLock(productId), async () => {
      const product = await this.products.findById(productId, STOCK_FIELDS).lean<Product>();
      let stock = product?.stock ?? 0;
      let holds: StockHold[] = product?.holds ?? [];
      const results = changes.map((change): StockChangeResult => {
        const held = holds.find((hold) => hold.reservationId === change.reservationId);
        switch (change.kind) {
          case 'take': {
            if (held) return undefined;
            const refusal = whyUnavailable(productId, change.quantity, product, stock);
            if (refusal) return refusal;
            stock -= change.quantity;
            holds = [...holds, { reservationId: change.reservationId, quantity: change.quantity }];
            return undefined;
          }
          case 'giveBack':
            if (held) stock += held.quantity;
            holds = holds.filter((hold) => hold !== held);
            return undefined;
          case 'sell':
            holds = holds.filter((hold) => hold !== held);
            return undefined;
        }
      });
      if (!product || (stock === product.stock && holds.length === (product.holds ?? []).length)) return results;
      const stockChanged = stock !== product.stock;
      await this.products.updateOne(
        { _id: productId },
        { $set: { stock, holds }, ...(stockChanged ? queueEvent(CatalogEvents.productUpdated, { product: toSnapshot({ ...product, stock }) }) : {}) },
      );
      if (stockChanged) {
        // Still under the lock: the product page and every list read this entry.
        await this.cache.setStock(productId.toHexString(), stock);
        this.outbox.kick(this.products, productId);
      }
      return results;
    });
  }
}

function whyUnavailable(productId: Types.ObjectId, quantity: number, product: Product | null, stock: number): HttpException | undefined {
  if (!product || product.deletedAt) return new NotFoundException(`Product ${productId.toHexString()} is no longer in the catalogue`);
  if (!product.publish) return new ConflictException(`"${product.name}" is not for sale right now`);
  if (stock >= quantity) return undefined;
  if (stock <= 0) return new ConflictException(`"${product.name}" is out of stock`);
  return new ConflictException(`Only ${stock} of "${product.name}" left in stock`);
}
