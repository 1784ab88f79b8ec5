import { gramsOfKg, MAX_LINE_GRAMS, OrderAdjustment, ProductSnapshot, StockLine } from '@shop/common';
import {
  InvalidSubstitute,
  NothingPacked,
  NotSoldByWeight,
  WeightNeeded,
  PackedMoreThanOrdered,
  PackLinesMismatch,
  SubstituteRefused,
} from '../order.errors';
import type { OrderItem, StoredOrder } from '../orders/order.schema';
import { fromMinorUnits, fullPriceCents, lineCents, toMinorUnits, unitPriceOf } from '../pricing/pricing';

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
  /** Units (grams) no longer in the order (short, replaced, or weighed lighter), back to the shelf. */
  returned: StockLine[];
  /** The substitutes' units and the grams weighed above what was ordered, taken from the shelf. */
  substitutes: StockLine[];
}

/**
 * Decides what a pack does to the order, in integer minor units, so every sum is exact. The rule that
 * keeps the shopper from ever paying more than they confirmed:
 * - a short line takes `unitPrice × missing units` off the bill;
 * - a substitute is charged `min(its unit price × its quantity, unitPrice × the units it replaces)`:
 *   a dearer substitute costs the shopper no more than what it replaces, the rest is the shop's;
 * - a weighed line (sold by weight: `packed` 1 with its `weight`, or 0 when none is in the bag) is
 *   charged for the weight, to the nearest cent as every by-weight line (centsOfWeight); one weighed
 *   heavier than ordered adds at most what the rest of the pack took off, so the final total never
 *   exceeds the total before packing ≤ confirmed (the rest is the shop's);
 * - so the adjustments sum to at most 0, and each is ≤ 0 but a heavier weighed line's.
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
  const heavier: { item: OrderItem; weighed: number }[] = [];
  for (const item of order.items) {
    const line = byProduct.get(item.productId)!;
    const name = item.product_details.name;
    const weighed = weighedGrams(item, line);
    if (weighed !== undefined && weighed > item.quantity) {
      heavier.push({ item, weighed });
      continue;
    }
    if (weighed !== undefined) line.packed = weighed;
    if (line.packed > item.quantity) throw new PackedMoreThanOrdered(name, item.quantity);
    const missing = item.quantity - line.packed;
    if (line.packed > 0) items.push({ ...item, quantity: line.packed, lineTotal: lineTotalOf(item, line.packed) });
    if (weighed !== undefined && weighed > 0 && weighed < item.quantity) {
      const lighterMinor = toMinorUnits(item.lineTotal) - toMinorUnits(lineTotalOf(item, weighed));
      returned.push({ productId: item.productId, quantity: item.quantity - weighed });
      adjustments.push(weighedAdjustment(item, weighed, -lighterMinor));
      changeMinor -= lighterMinor;
      continue;
    }
    if (!missing) {
      if (line.substitute) throw new InvalidSubstitute(`All of ${name} was packed: there is nothing to replace`);
      continue;
    }
    returned.push({ productId: item.productId, quantity: missing });
    const missingMinor = toMinorUnits(item.lineTotal) - toMinorUnits(lineTotalOf(item, line.packed));
    if (!line.substitute) {
      adjustments.push({
        type: 'SHORT',
        productId: item.productId,
        name,
        ordered: item.quantity,
        packed: line.packed,
        ...(item.sellBy === 'weight' && { sellBy: 'weight' as const }),
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
      ...(item.sellBy === 'weight' && { sellBy: 'weight' as const }),
      substitute,
      amount: fromMinorUnits(chargedMinor - missingMinor),
    });
    changeMinor += chargedMinor - missingMinor;
  }
  // Weighed heavier: charged for the weight as far as the rest of the pack made room, never beyond.
  for (const { item, weighed } of heavier) {
    const room = Math.max(0, -changeMinor);
    const addedMinor = Math.min(toMinorUnits(lineTotalOf(item, weighed)) - toMinorUnits(item.lineTotal), room);
    items.push({ ...item, quantity: weighed, lineTotal: fromMinorUnits(toMinorUnits(item.lineTotal) + addedMinor) });
    taken.push({ productId: item.productId, quantity: weighed - item.quantity });
    adjustments.push(weighedAdjustment(item, weighed, addedMinor));
    changeMinor += addedMinor;
  }
  if (!items.length) throw new NothingPacked();
  assertSubstitutesDistinct(taken);
  const confirmedTotalAmt = order.confirmedTotalAmt ?? order.totalAmt;
  return {
    items,
    subTotalAmt: adjustments.length
      ? fromMinorUnits(items.reduce((sum, item) => sum + fullPriceCents(item), 0))
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
  // A substitute is counted and charged in units; one sold by weight would need a weighing of its own.
  if (product.sellBy === 'weight')
    throw new InvalidSubstitute('A product sold by weight cannot be a substitute: choose one sold by the unit');
  return product;
}

function assertSubstitutesDistinct(taken: StockLine[]): void {
  if (new Set(taken.map((line) => line.productId)).size < taken.length)
    throw new InvalidSubstitute('One product can replace one line only: choose another substitute');
}

/** A line's total for `quantity` units, or grams of a by-weight line (pricing.ts's rule). */
function lineTotalOf(item: OrderItem, quantity: number): number {
  return fromMinorUnits(lineCents(item, quantity));
}

/**
 * The grams a by-weight line was weighed at (0: none in the bag, `packed` 0); undefined for a line sold
 * by the unit, which takes no weight.
 */
function weighedGrams(item: OrderItem, line: PackedLine): number | undefined {
  const name = item.product_details.name;
  if (item.sellBy !== 'weight') {
    if (line.weight !== undefined) throw new NotSoldByWeight(name);
    return undefined;
  }
  if (line.packed > 1) throw new PackedMoreThanOrdered(name, 1);
  if (line.packed === 0) {
    if (line.weight !== undefined) throw new WeightNeeded(name, 'a line not packed (packed 0) takes no weight');
    return 0;
  }
  if (line.substitute) throw new InvalidSubstitute(`${name} was packed: there is nothing to replace`);
  const grams = line.weight === undefined ? null : gramsOfKg(line.weight);
  if (grams === null) throw new WeightNeeded(name, 'say what it weighed (weight, in kg)');
  if (grams > MAX_LINE_GRAMS) throw new WeightNeeded(name, `one line weighs at most ${MAX_LINE_GRAMS / 1000} kg`);
  return grams;
}

function weighedAdjustment(item: OrderItem, weighed: number, amountMinor: number): OrderAdjustment {
  return {
    type: 'WEIGHED',
    productId: item.productId,
    name: item.product_details.name,
    ordered: item.quantity,
    packed: weighed,
    sellBy: 'weight',
    amount: fromMinorUnits(amountMinor),
  };
}
