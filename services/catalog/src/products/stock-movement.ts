import { ChangedMeanwhile, StockBelowZero, StockMovementInvalid } from '../catalog.errors';
import { revisionOf } from '../shared/admin-save';
import type { UpdateProductDto } from './dto/product.dto';
import type { Product } from './product.schema';

/**
 * How an admin save changes the stock (issue 33, item 1): a delta with its reason, applied to the stock
 * as it is when written; or a set, guarded by the stock the admin loaded when given (`expected`).
 */
export type StockMovement =
  { kind: 'set'; stock: number; expected?: number } | { kind: 'delta'; delta: number; reason: string };

/**
 * The stock change a save asks for (undefined: none). A save that names its revision is guarded against
 * other admins, not against sales, so a set in it must say the stock it was made from.
 */
export function stockMovementOf(dto: UpdateProductDto): StockMovement | undefined {
  const { stock, expectedStock, stockDelta, stockReason, revision } = dto;
  if (stockDelta !== undefined && stock !== undefined) {
    throw new StockMovementInvalid('Send either stock (a set) or stockDelta (a movement), not both');
  }
  if (stockDelta !== undefined) {
    if (!stockReason) throw new StockMovementInvalid('stockDelta needs a stockReason saying why the stock moves');
    return { kind: 'delta', delta: stockDelta, reason: stockReason };
  }
  if (expectedStock !== undefined && stock === undefined) {
    throw new StockMovementInvalid('expectedStock guards a set: send it with stock');
  }
  if (stock === undefined) return undefined;
  if (revision !== undefined && expectedStock === undefined) {
    throw new StockMovementInvalid(
      'A save naming its revision sets stock only with expectedStock (the stock you loaded), or moves it with stockDelta and stockReason',
    );
  }
  return { kind: 'set', stock, expected: expectedStock };
}

/** The stock after the movement, or why it cannot apply to the product as it is now. */
export function stockAfter(product: Product, movement: StockMovement): number | ChangedMeanwhile | StockBelowZero {
  if (movement.kind === 'set') {
    if (movement.expected !== undefined && movement.expected !== product.stock) {
      return new ChangedMeanwhile('product', currentFigures(product));
    }
    return movement.stock;
  }
  const stock = product.stock + movement.delta;
  return stock < 0 ? new StockBelowZero(product.stock, movement.delta, currentFigures(product)) : stock;
}

/** What a refused save shows the admin of the product now. */
export function currentFigures(product: Product) {
  const { name, stock, price, discount, publish } = product;
  return { revision: revisionOf(product), name, stock, price, discount, publish, free: product.free ?? false };
}
