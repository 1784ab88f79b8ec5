import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CatalogEvents,
  ProductGone,
  DocumentWrites,
  embeddedChanges,
  IntegrationEvent,
  OutboxRelay,
  queueEvent,
} from '@shop/common';
import { Model, Types } from 'mongoose';
import { CatalogCache } from '../cache/catalog-cache';
import { nextVersion, SNAPSHOT_FIELDS, toSnapshot } from '../integration-events/product-snapshot';
import { Product, PRODUCT_MODEL, StockHolds, StockRestocks } from '../products/product.schema';
import { StockChange, StockChangeResult, StockStore, whyUnavailable } from './stock-store';

/** What a stock write reads of a product: its stock, holds, restocks and what product.updated and refusals need. */
const STOCK_FIELDS = { ...SNAPSHOT_FIELDS, holds: 1, restocks: 1, stockVersion: 1, version: 1 } as const;

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

  constructor(
    @InjectModel(PRODUCT_MODEL) private readonly products: Model<Product>,
    private readonly cache: CatalogCache,
    private readonly writes: DocumentWrites,
    private readonly outbox: OutboxRelay,
  ) {
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
    let outcome = applyStockChanges(productId, null, changes);
    let queued: IntegrationEvent[] = [];
    await this.writes.rewrite<Product>(
      this.products,
      productId,
      (product) => {
        outcome = applyStockChanges(productId, product, changes);
        if (!outcome.changed) return undefined;
        const { stock, stockVersion } = outcome;
        const version = nextVersion(product);
        const announce = outcome.stockChanged
          ? queueEvent(CatalogEvents.productUpdated, { product: toSnapshot({ ...product, stock }, { version }) })
          : undefined;
        queued = announce ? [announce.$push.outbox] : [];
        // Hold by hold: a whole `$set: { holds }` that swapped one hold for another of the same size was
        // skipped by FerretDB (see embeddedChanges), and the sold unit stayed held for good.
        const holds = embeddedChanges('holds', product.holds, outcome.holds);
        const restocks = embeddedChanges('restocks', product.restocks, outcome.restocks);
        const unset = holds.unset || restocks.unset ? { ...holds.unset, ...restocks.unset } : undefined;
        return {
          $set: { stock, stockVersion, ...(announce && { version }), ...holds.set, ...restocks.set },
          ...(unset && { $unset: unset }),
          ...announce,
        };
      },
      STOCK_FIELDS,
    );
    if (outcome.stockChanged) {
      await this.cache.setStock(productId.toHexString(), outcome.stock, outcome.stockVersion);
      this.outbox.kick(this.products, productId, queued);
    }
    return outcome.results;
  }
}

export interface StockOutcome {
  results: StockChangeResult[];
  stock: number;
  holds: StockHolds;
  restocks: StockRestocks;
  stockVersion: number;
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
  const stockVersion = (product?.stockVersion ?? 0) + (stockChanged ? 1 : 0);
  return { results, stock, holds, restocks, stockVersion, changed, stockChanged };
}
