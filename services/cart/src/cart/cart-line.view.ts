import type { ProductSnapshot, SellBy } from '@shop/common';
import type { AddedProduct, StoredLine } from './cart.store';
import { measureOfLine } from './measure';

/** The product as a cart line embeds it (spec 3: cart item productId is the embedded product). */
export interface CartProductView {
  _id: string;
  name: string;
  image: string[];
  price: number;
  discount: number;
  stock: number;
  unit: string;
  publish: boolean;
  /** 'weight': price per kg, stock in grams, the line's quantity in kg in whole steps (grams). */
  sellBy: SellBy;
  weightStepGrams?: number;
  weightMinGrams?: number;
  weightMaxGrams?: number;
}

/**
 * A cart line as the client reads it: its own _id, the quantity and the product. Beside the spec's
 * fields, `priceWhenAdded` is the price (and discount) the shopper added the product at or last saw
 * (null on lines stored before the cart remembered it), so a price change since can be announced.
 * A deleted product's line keeps showing it as added, with `publish: false` and no stock.
 */
export interface CartLineView {
  _id: string;
  /** Units, or kg (at most 3 decimals) for a product sold by weight. */
  quantity: number;
  productId: CartProductView;
  priceWhenAdded: { price: number; discount: number } | null;
  /**
   * MAX_UNITS_PER_PRODUCT, the most one order (and so a cart line) may take, or a by-weight product's
   * maximum in kg: with the product's stock it bounds the line, so a client stops '+' there and says
   * why beside the line.
   */
  maxPerOrder: number;
}

/** What the cart remembers of a product when it is added, or when its new price has been seen. */
export function addedProduct(product: ProductSnapshot): AddedProduct {
  return {
    name: product.name,
    image: product.image ?? [],
    unit: product.unit,
    price: product.price,
    discount: product.discount ?? 0,
    ...(product.sellBy === 'weight' && {
      sellBy: 'weight' as const,
      weightStepGrams: product.weightStepGrams,
      weightMinGrams: product.weightMinGrams,
      weightMaxGrams: product.weightMaxGrams,
    }),
  };
}

/**
 * `product` is the catalog's snapshot, or undefined when the catalog no longer has the product (the
 * line is shown as added); `maxUnits` is MAX_UNITS_PER_PRODUCT.
 */
export function toLineView(line: StoredLine, product: ProductSnapshot | undefined, maxUnits: number): CartLineView {
  const shown = product ? addedProduct(product) : line.added!;
  const stock = product?.stock ?? 0;
  const publish = product?.publish ?? false;
  const measure = measureOfLine(line, product, maxUnits);
  return {
    _id: line.lineId,
    quantity: measure.shown(line.quantity),
    productId: { _id: line.productId, ...shown, sellBy: shown.sellBy ?? 'unit', stock, publish },
    priceWhenAdded: line.added ? { price: line.added.price, discount: line.added.discount } : null,
    maxPerOrder: measure.shown(measure.max),
  };
}
