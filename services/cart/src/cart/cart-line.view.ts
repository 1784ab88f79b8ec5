import type { ProductSnapshot } from '@shop/common';
import type { AddedProduct, StoredLine } from './cart.store';

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
}

/**
 * A cart line as the client reads it: its own _id, the quantity and the product. Beside the spec's
 * fields, `priceWhenAdded` is the price (and discount) the shopper added the product at or last saw
 * (null on lines stored before the cart remembered it), so a price change since can be announced.
 * A deleted product's line keeps showing it as added, with `publish: false` and no stock.
 */
export interface CartLineView {
  _id: string;
  quantity: number;
  productId: CartProductView;
  priceWhenAdded: { price: number; discount: number } | null;
  /**
   * MAX_UNITS_PER_PRODUCT, the most one order (and so a cart line) may take: with the product's stock
   * it bounds the line, so a client stops '+' there and says why beside the line.
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
  };
}

/**
 * `product` is the catalog's snapshot, or undefined when the catalog no longer has the product;
 * `maxPerOrder` is MAX_UNITS_PER_PRODUCT.
 */
export function toLineView(line: StoredLine, product: ProductSnapshot | undefined, maxPerOrder: number): CartLineView {
  const shown = product ? addedProduct(product) : line.added!;
  return {
    _id: line.lineId,
    quantity: line.quantity,
    productId: {
      _id: line.productId,
      ...shown,
      stock: product?.stock ?? 0,
      publish: product?.publish ?? false,
    },
    priceWhenAdded: line.added ? { price: line.added.price, discount: line.added.discount } : null,
    maxPerOrder,
  };
}
