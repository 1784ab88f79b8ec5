import type { ProductSnapshot } from '@shop/common';
import type { StoredLine } from './cart.store';

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

/** A cart line as the client reads it: its own _id, the quantity and the product. */
export interface CartLineView {
  _id: string;
  quantity: number;
  productId: CartProductView;
}

export function toLineView(line: StoredLine, product: ProductSnapshot): CartLineView {
  return {
    _id: line.lineId,
    quantity: line.quantity,
    productId: {
      _id: String(product._id),
      name: product.name,
      image: product.image ?? [],
      price: product.price,
      discount: product.discount ?? 0,
      stock: product.stock,
      unit: product.unit,
      publish: product.publish,
    },
  };
}
