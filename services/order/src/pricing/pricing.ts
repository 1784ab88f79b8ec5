import { discountedPrice, ProductSnapshot, StockLine } from '@shop/common';
import { ProductUnavailable } from '../order.errors';

export interface PricedItem {
  productId: string;
  product_details: { name: string; image: string[] };
  quantity: number;
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
 * Prices cart lines from catalog snapshots only: whatever amounts the client sent are never used.
 * Lines naming the same product are merged so stock is reserved and charged once per product.
 */
export function priceOrder(lines: StockLine[], snapshots: ProductSnapshot[]): PricedOrder {
  const byId = new Map(snapshots.map((snapshot) => [String(snapshot._id), snapshot]));
  const items = mergeLines(lines).map(({ productId, quantity }) => {
    const product = byId.get(productId);
    if (!product || product.publish === false) throw new ProductUnavailable(productId);
    const { discount, unitPrice } = unitPriceOf(product);
    return {
      productId,
      product_details: { name: product.name, image: product.image ?? [] },
      quantity,
      price: product.price,
      discount,
      unitPrice,
      lineTotal: roundMoney(unitPrice * quantity),
    };
  });
  return {
    items,
    subTotalAmt: roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0)),
    totalAmt: roundMoney(items.reduce((sum, item) => sum + item.lineTotal, 0)),
  };
}

/** What one unit of a product costs the shopper now: its price less its discount (the spec's rule). */
export function unitPriceOf(product: Pick<ProductSnapshot, 'price' | 'discount'>): {
  discount: number;
  unitPrice: number;
} {
  // The catalog always stores a discount; a missing one means no discount, never a surcharge.
  const discount = Number(product.discount) || 0;
  return { discount, unitPrice: roundMoney(discountedPrice(product.price, discount)) };
}

export function mergeLines(lines: StockLine[]): StockLine[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of lines)
    merged.set(String(productId), (merged.get(String(productId)) ?? 0) + quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Amount in the currency's minor unit (cents), as card providers want it. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** The decimal amount of a minor-unit one (the API's amounts are decimal). */
export function fromMinorUnits(amount: number): number {
  return amount / 100;
}

/** Keeps sums of decimal prices at two places (0.1 + 0.2 stays 0.3). */
function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
