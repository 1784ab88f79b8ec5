import type { ProductSnapshot } from '@shop/common';
import type { Product } from '../products/product.schema';

/** What other services keep of a product (cart lines, order lines). */
export function toSnapshot(product: Pick<Product, '_id' | 'name' | 'image' | 'unit' | 'price' | 'discount' | 'stock' | 'publish'>): ProductSnapshot {
  return {
    _id: String(product._id),
    name: product.name,
    image: product.image ?? [],
    unit: product.unit ?? '',
    price: product.price,
    discount: product.discount ?? 0,
    stock: product.stock ?? 0,
    publish: product.publish ?? true,
  };
}
