import { centsOfWeight, discountedPrice, ProductSnapshot, StockLine, weightProblem, WeightTerms } from '@shop/common';
import { ProductUnavailable, WeightNotInSteps } from '../order.errors';

export interface PricedItem {
  productId: string;
  product_details: { name: string; image: string[] };
  /** Units, or grams when sold by weight (then price and unitPrice are per kg). */
  quantity: number;
  sellBy?: 'weight';
  price: number;
  discount: number;
  unitPrice: number;
  lineTotal: number;
}

export interface PricedOrder {
  items: PricedItem[];
  /** Undiscounted total. */
  subTotalAmt: number;
  /** What the shopper pays. */
  totalAmt: number;
}

/**
 * The money rule: amounts cross the API in decimal major units with at most two places (the catalog's
 * prices); inside, every product and sum is of integer minor units (cents), so no sum of floats ever
 * reaches a total. toMinorUnits is the one rounding, to the nearest cent (it only clears the binary
 * noise of a two-place decimal); a line is its unit price in cents times its quantity, or by weight
 * its price per kg in cents times its grams over 1000, to the nearest cent, halves up (centsOfWeight:
 * the one rounding of a by-weight line).
 */

/**
 * Prices cart lines from catalog snapshots only: whatever amounts the client sent are never used.
 * Lines naming the same product are merged so stock is reserved and charged once per product.
 */
export function priceOrder(lines: StockLine[], snapshots: ProductSnapshot[]): PricedOrder {
  const byId = new Map(snapshots.map((snapshot) => [String(snapshot._id), snapshot]));
  const items = mergeLines(lines).map(({ productId, quantity }): PricedItem => {
    const product = byId.get(productId);
    if (!product || product.publish === false) throw new ProductUnavailable(productId);
    const { discount, unitPrice } = unitPriceOf(product);
    const item = {
      productId,
      product_details: { name: product.name, image: product.image ?? [] },
      quantity,
      price: product.price,
      discount,
      unitPrice,
    };
    if (product.sellBy !== 'weight') return { ...item, lineTotal: fromMinorUnits(lineCents(item, quantity)) };
    const terms = product as ProductSnapshot & WeightTerms;
    // The cart keeps whole steps; a line left below the minimum (an order took part of it) or terms
    // changed since it was added are the shopper's to fix in the cart.
    if (weightProblem(quantity, terms)) throw new WeightNotInSteps(product.name, terms);
    const byWeight = { ...item, sellBy: 'weight' as const };
    return { ...byWeight, lineTotal: fromMinorUnits(lineCents(byWeight, quantity)) };
  });
  return {
    items,
    subTotalAmt: fromMinorUnits(sumOf(items, (item) => fullPriceCents(item))),
    totalAmt: fromMinorUnits(sumOf(items, (item) => toMinorUnits(item.lineTotal))),
  };
}

/** The most grams of each by-weight product one shopper may hold unpaid: the product's maximum. */
export function weightMaxGramsOf(snapshots: ProductSnapshot[]): Map<string, number> {
  return new Map(
    snapshots
      .filter((product) => product.sellBy === 'weight' && product.weightMaxGrams)
      .map((product) => [String(product._id), product.weightMaxGrams!]),
  );
}

/** What `quantity` (units, or grams of a by-weight line) of a line costs, in cents: the money rule. */
export function lineCents(item: Pick<PricedItem, 'unitPrice' | 'sellBy'>, quantity: number): number {
  const cents = toMinorUnits(item.unitPrice);
  return item.sellBy === 'weight' ? centsOfWeight(cents, quantity) : cents * quantity;
}

/** A line at its price before the discount, in cents. */
export function fullPriceCents(item: Pick<PricedItem, 'price' | 'sellBy' | 'quantity'>): number {
  const cents = toMinorUnits(item.price);
  return item.sellBy === 'weight' ? centsOfWeight(cents, item.quantity) : cents * item.quantity;
}

/** What one unit of a product costs the shopper now: its price less its discount (the spec's rule). */
export function unitPriceOf(product: Pick<ProductSnapshot, 'price' | 'discount'>): {
  discount: number;
  unitPrice: number;
} {
  // The catalog always stores a discount; a missing one means no discount, never a surcharge.
  const discount = Number(product.discount) || 0;
  return { discount, unitPrice: fromMinorUnits(toMinorUnits(discountedPrice(product.price, discount))) };
}

export function mergeLines(lines: StockLine[]): StockLine[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of lines)
    merged.set(String(productId), (merged.get(String(productId)) ?? 0) + quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Amount in the currency's minor unit (cents), as card providers want it: the money rule's one rounding. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** The decimal amount of a minor-unit one (the API's amounts are decimal). */
export function fromMinorUnits(amount: number): number {
  return amount / 100;
}

/** A sum of integer minor units. */
function sumOf<T>(items: T[], cents: (item: T) => number): number {
  return items.reduce((sum, item) => sum + cents(item), 0);
}
