import { InsufficientStock, OutOfStock, ProductGone, ProductNotForSale } from '@shop/common';
import type { Types } from 'mongoose';
import type { Product } from '../products/product.schema';

/**
 * take: hold units for a reservation; giveBack: return what it holds; sell: drop its hold, the units are
 * sold. restock: put sold units back on the shelf (a cancelled order) and record them in `restocks` under
 * the restock's id in the same write, so a repeat finds them and changes nothing; forgetRestock: drop
 * that record once no repeat can come any more.
 */
export type StockChange =
  | { kind: 'take'; reservationId: string; quantity: number }
  | { kind: 'giveBack'; reservationId: string }
  | { kind: 'sell'; reservationId: string }
  | { kind: 'restock'; restockId: string; quantity: number }
  | { kind: 'forgetRestock'; restockId: string };

/** Why a take could not be served, as the error the reservation is refused with (returned, not thrown). */
export type StockRefusal = ProductGone | ProductNotForSale | OutOfStock | InsufficientStock;

/** A take that could not be served says why, a restock of a deleted product ProductGone; every other change answers undefined. */
export type StockChangeResult = StockRefusal | undefined;

/**
 * The one writer of products' stock and holds, one implementation per engine (MONGO_ENGINE). Whatever
 * the engine, the write that takes units also records them in the product's `holds` under the
 * reservation's id, so what a reservation holds is known exactly after any crash; each change is
 * idempotent (a second take, give-back or sale for the same reservation changes nothing); every
 * write that changes the stock bumps `stockVersion`, queues product.updated and sets the stock cache
 * entry, which only a newer version may overwrite (ProductWrites does all three, on both engines).
 */
export abstract class StockStore {
  abstract apply(productId: Types.ObjectId, change: StockChange): Promise<StockChangeResult>;
}

/** Why `quantity` units of this product cannot be taken when it has `stock` left; undefined when they can. */
export function whyUnavailable(
  productId: Types.ObjectId,
  quantity: number,
  product: Product | null,
  stock: number,
): StockRefusal | undefined {
  if (!product || product.deletedAt) return new ProductGone(productId.toHexString());
  if (product.publish === false) return new ProductNotForSale(product.name);
  if (stock >= quantity) return undefined;
  if (stock <= 0) return new OutOfStock(product.name);
  return new InsufficientStock(product.name, stock, product.sellBy === 'weight');
}
