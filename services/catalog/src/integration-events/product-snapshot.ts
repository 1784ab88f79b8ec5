import type { ProductSnapshot } from '@shop/common';
import type { Product } from '../products/product.schema';

/** What a snapshot is made of (and whether the product is deleted), for reads that only need that. */
export const SNAPSHOT_FIELDS = {
  name: 1,
  image: 1,
  unit: 1,
  price: 1,
  discount: 1,
  stock: 1,
  publish: 1,
  free: 1,
  sellBy: 1,
  weightStepGrams: 1,
  weightMinGrams: 1,
  weightMaxGrams: 1,
  deletedAt: 1,
} as const;

/** The version a write that announces product.updated gives the product (see Product.version). */
export const nextVersion = (product: Pick<Product, 'version'>) => (product.version ?? 0) + 1;

/**
 * What other services keep of a product (cart lines, order lines); with the product's `version` when
 * it is announced in product.updated (see Product.version). An object, not a bare number, so that
 * `map(toSnapshot)` cannot pass an index for it.
 */
export function toSnapshot(
  product: Pick<Product, '_id' | 'name' | 'image' | 'unit' | 'price' | 'discount' | 'stock' | 'publish' | 'free'> &
    Partial<Pick<Product, 'sellBy' | 'weightStepGrams' | 'weightMinGrams' | 'weightMaxGrams'>>,
  announced?: { version: number },
): ProductSnapshot {
  return {
    _id: String(product._id),
    name: product.name,
    image: product.image ?? [],
    unit: product.unit ?? '',
    price: product.price,
    discount: product.discount ?? 0,
    stock: product.stock ?? 0,
    publish: product.publish ?? true,
    ...(product.free && { free: true }),
    ...(product.sellBy === 'weight' && {
      sellBy: 'weight' as const,
      weightStepGrams: product.weightStepGrams,
      weightMinGrams: product.weightMinGrams,
      weightMaxGrams: product.weightMaxGrams,
    }),
    ...(announced && { version: announced.version }),
  };
}
