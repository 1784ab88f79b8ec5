import { OrderAdjustment, ProductSnapshot, StockLine } from '@shop/common';
import {
  InvalidSubstitute,
  NothingPacked,
  NotSoldByWeight,
  PackedMoreThanOrdered,
  PackLinesMismatch,
  SubstituteRefused,
} from '../order.errors';
import type { OrderItem, StoredOrder } from '../orders/order.schema';
import { fromMinorUnits, toMinorUnits, unitPriceOf } from '../pricing/pricing';

/** What the packer says went into the bag for one line of the order. */
export interface PackedLine {
  productId: string;
  packed: number;
  weight?: number;
  substitute?: { productId: string; quantity: number };
}

export type PackableOrder = Pick<StoredOrder, 'items' | 'subTotalAmt' | 'totalAmt' | 'confirmedTotalAmt'>;

/** The order as packed: the bag's lines and totals, what changed and why, and the stock it moves. */
export interface PackPlan {
  items: OrderItem[];
  subTotalAmt: number;
  totalAmt: number;
  confirmedTotalAmt: number;
  adjustments: OrderAdjustment[];
  /** Units no longer in the order (short or replaced), back to the shelf. */
  returned: StockLine[];
  /** The substitutes' units, taken from the shelf. */
  substitutes: StockLine[];
}

/**
 * Decides what a pack does to the order, in integer minor units, so every sum is exact. The rule that
 * keeps the shopper from ever paying more than they confirmed:
 * - a short line takes `unitPrice × missing units` off the bill;
 * - a substitute is charged `min(its unit price × its quantity, unitPrice × the units it replaces)`:
 *   a dearer substitute costs the shopper no more than what it replaces, the rest is the shop's;
 * - so every adjustment's amount is ≤ 0, and the final total ≤ the total before packing ≤ confirmed.
 * `substitutes` are the catalog's snapshots of the products the packer put in instead.
 */
export function planPack(order: PackableOrder, lines: PackedLine[], substitutes: ProductSnapshot[]): PackPlan {
  const byProduct = packedLinesByProduct(order, lines);
  const catalog = new Map(substitutes.map((product) => [String(product._id), product]));
  const items: OrderItem[] = [];
  const adjustments: OrderAdjustment[] = [];
  const returned: StockLine[] = [];
  const taken: StockLine[] = [];
  let changeMinor = 0;
  for (const item of order.items) {
    const line = byProduct.get(item.productId)!;
    const name = item.product_details.name;
    if (line.weight !== undefined) throw new NotSoldByWeight(name);
    if (line.packed > item.quantity) throw new PackedMoreThanOrdered(name, item.quantity);
    const missing = item.quantity - line.packed;
    if (line.packed > 0) items.push({ ...item, quantity: line.packed, lineTotal: lineTotalOf(item, line.packed) });
    if (!missing) {
      if (line.substitute) throw new InvalidSubstitute(`All of ${name} was packed: there is nothing to replace`);
      continue;
    }
    returned.push({ productId: item.productId, quantity: missing });
    const missingMinor = toMinorUnits(item.unitPrice) * missing;
    if (!line.substitute) {
      adjustments.push({
        type: 'SHORT',
        productId: item.productId,
        name,
        ordered: item.quantity,
        packed: line.packed,
        amount: fromMinorUnits(-missingMinor),
      });
      changeMinor -= missingMinor;
      continue;
    }
    if (item.substitution !== 'SIMILAR') throw new SubstituteRefused(name);
    const product = substituteOf(line.substitute.productId, order, catalog);
    const { discount, unitPrice } = unitPriceOf(product);
    const chargedMinor = Math.min(toMinorUnits(unitPrice) * line.substitute.quantity, missingMinor);
    const substitute = {
      productId: String(product._id),
      name: product.name,
      quantity: line.substitute.quantity,
      lineTotal: fromMinorUnits(chargedMinor),
    };
    items.push({
      productId: substitute.productId,
      product_details: { name: product.name, image: product.image ?? [] },
      quantity: substitute.quantity,
      price: product.price,
      discount,
      unitPrice,
      lineTotal: substitute.lineTotal,
      substitution: 'NONE',
      substituteFor: item.productId,
    });
    taken.push({ productId: substitute.productId, quantity: substitute.quantity });
    adjustments.push({
      type: 'SUBSTITUTED',
      productId: item.productId,
      name,
      ordered: item.quantity,
      packed: line.packed,
      substitute,
      amount: fromMinorUnits(chargedMinor - missingMinor),
    });
    changeMinor += chargedMinor - missingMinor;
  }
  if (!items.length) throw new NothingPacked();
  assertSubstitutesDistinct(taken);
  const confirmedTotalAmt = order.confirmedTotalAmt ?? order.totalAmt;
  return {
    items,
    subTotalAmt: adjustments.length
      ? fromMinorUnits(items.reduce((sum, item) => sum + toMinorUnits(item.price) * item.quantity, 0))
      : order.subTotalAmt,
    totalAmt: fromMinorUnits(toMinorUnits(order.totalAmt) + changeMinor),
    confirmedTotalAmt,
    adjustments,
    returned,
    substitutes: taken,
  };
}

/** The packer's lines by product, one for each line of the order and none for anything else. */
function packedLinesByProduct(order: PackableOrder, lines: PackedLine[]): Map<string, PackedLine> {
  const byProduct = new Map<string, PackedLine>();
  for (const line of lines) {
    const productId = line.productId.toLowerCase();
    if (byProduct.has(productId)) throw new PackLinesMismatch(`product ${productId} is listed twice`);
    byProduct.set(productId, { ...line, productId });
  }
  const ordered = new Set(order.items.map((item) => item.productId));
  const unknown = [...byProduct.keys()].find((productId) => !ordered.has(productId));
  if (unknown) throw new PackLinesMismatch(`product ${unknown} is not in this order`);
  const missing = order.items.find((item) => !byProduct.has(item.productId));
  if (missing) throw new PackLinesMismatch(`${missing.product_details.name} is not listed`);
  return byProduct;
}

function substituteOf(productId: string, order: PackableOrder, catalog: Map<string, ProductSnapshot>): ProductSnapshot {
  const id = productId.toLowerCase();
  if (order.items.some((item) => item.productId === id))
    throw new InvalidSubstitute('A substitute must be a product the order does not have already');
  const product = catalog.get(id);
  if (!product || product.publish === false)
    throw new InvalidSubstitute('That substitute is not for sale: choose another');
  return product;
}

function assertSubstitutesDistinct(taken: StockLine[]): void {
  if (new Set(taken.map((line) => line.productId)).size < taken.length)
    throw new InvalidSubstitute('One product can replace one line only: choose another substitute');
}

function lineTotalOf(item: OrderItem, quantity: number): number {
  return fromMinorUnits(toMinorUnits(item.unitPrice) * quantity);
}
