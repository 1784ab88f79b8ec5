import { Injectable } from '@nestjs/common';
import { embeddedChanges, ProductGone } from '@shop/common';
import { Types } from 'mongoose';
import { Product, StockHolds, StockRestocks } from '../products/product.schema';
import { ProductWrites } from '../products/product-writes';
import { StockChange, StockChangeResult, StockStore, whyUnavailable } from './stock-store';

/** What a stock write reads of a product besides what ProductWrites reads: its holds and restocks. */
const STOCK_FIELDS = { holds: 1, restocks: 1 } as const;

interface Pending {
  change: StockChange;
  resolve: (result: StockChangeResult) => void;
  reject: (error: unknown) => void;
}

/**
 * StockStore on FerretDB, where a conditional `$inc` is not atomic: each product's stock and holds
 * are read, changed in code and rewritten as one DocumentWrites.rewrite (under the product's lock).
 * Changes to one product are applied in arrival order, and those that arrive while a write is under
 * way are applied together by the next one: one lock, one read and one write (with one product.updated
 * event and one stock cache entry) for a whole batch. In a sale, dozens of checkouts for the same
 * product cost a few writes instead of one lock hand-over each.
 */
@Injectable()
export class FerretDbStockStore extends StockStore {
  private readonly queues = new Map<string, Pending[]>();

  constructor(private readonly productWrites: ProductWrites) {
    super();
  }

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
        const results = await this.write(
          new Types.ObjectId(id),
          batch.map((pending) => pending.change),
        );
        batch.forEach((pending, i) => pending.resolve(results[i]));
      } catch (error) {
        batch.forEach((pending) => pending.reject(error));
      }
    }
  }

  private async write(productId: Types.ObjectId, changes: StockChange[]): Promise<StockChangeResult[]> {
    const results = await this.productWrites.rewriteStock(
      productId,
      (product) => {
        const outcome = applyStockChanges(productId, product, changes);
        if (!outcome.changed) return { result: outcome.results };
        // Hold by hold: a whole `$set: { holds }` that swapped one hold for another of the same size was
        // skipped by FerretDB (see embeddedChanges), and the sold unit stayed held for good.
        const holds = embeddedChanges('holds', product.holds, outcome.holds);
        const restocks = embeddedChanges('restocks', product.restocks, outcome.restocks);
        const unset = holds.unset || restocks.unset ? { ...holds.unset, ...restocks.unset } : undefined;
        return {
          result: outcome.results,
          change: {
            set: { ...holds.set, ...restocks.set },
            unset,
            ...(outcome.stockChanged && { stock: outcome.stock }),
          },
        };
      },
      STOCK_FIELDS,
    );
    return results ?? applyStockChanges(productId, null, changes).results;
  }
}

export interface StockOutcome {
  results: StockChangeResult[];
  stock: number;
  holds: StockHolds;
  restocks: StockRestocks;
  changed: boolean;
  stockChanged: boolean;
}

/** The product's stock, holds and restocks after these changes, in order, and each change's answer. */
export function applyStockChanges(
  productId: Types.ObjectId,
  product: Product | null,
  changes: StockChange[],
): StockOutcome {
  let stock = product?.stock ?? 0;
  const holds: StockHolds = { ...product?.holds };
  const restocks: StockRestocks = { ...product?.restocks };
  let recordsChanged = false;
  const results = changes.map((change): StockChangeResult => {
    switch (change.kind) {
      case 'take': {
        if (holds[change.reservationId] !== undefined) return undefined;
        const refusal = whyUnavailable(productId, change.quantity, product, stock);
        if (refusal) return refusal;
        stock -= change.quantity;
        holds[change.reservationId] = change.quantity;
        break;
      }
      case 'giveBack':
      case 'sell':
        if (holds[change.reservationId] === undefined) return undefined;
        if (change.kind === 'giveBack') stock += holds[change.reservationId];
        delete holds[change.reservationId];
        break;
      case 'restock':
        if (restocks[change.restockId] !== undefined) return undefined;
        if (!product || product.deletedAt) return new ProductGone(productId.toHexString());
        stock += change.quantity;
        restocks[change.restockId] = change.quantity;
        break;
      case 'forgetRestock':
        if (restocks[change.restockId] === undefined) return undefined;
        delete restocks[change.restockId];
        break;
    }
    recordsChanged = true;
    return undefined;
  });
  const stockChanged = !!product && stock !== product.stock;
  const changed = !!product && recordsChanged;
  return { results, stock, holds, restocks, changed, stockChanged };
}
