import type { Product } from '../../api/types';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

/** Spec 2: 1 to 5 columns by width (2 already on phones, where one card a row wastes the screen). */
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

export function ProductGrid({
  products,
  loadingMore,
  placeholders,
}: {
  products: Product[];
  loadingMore?: boolean;
  placeholders: number;
}) {
  return (
    <ul className={GRID} aria-busy={Boolean(loadingMore)}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < 5} />
        </li>
      ))}
      {loadingMore &&
        Array.from({ length: placeholders }, (_, index) => (
          <li key={`placeholder-${index}`} aria-hidden="true">
            <ProductCardSkeleton />
          </li>
        ))}
    </ul>
  );
}
