import { Link } from 'react-router-dom';
import type { Product } from '../../api/types';
import { Skeleton } from '../../components/Skeleton';
import { productPath } from '../../lib/slug';
import { AddToCartButton } from '../cart/AddToCartButton';
import { PriceTag } from './PriceTag';

/** A product in a row, a listing or search results: picture, name, unit, price and the add control. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-3 transition-shadow hover:shadow-md">
      <img
        src={product.image[0]}
        alt={product.name}
        width={160}
        height={160}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="mx-auto aspect-square w-full max-w-40 rounded-md object-contain"
      />
      {product.discount > 0 && (
        <span className="absolute left-2 top-2 rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white">
          {product.discount}% off
        </span>
      )}
      <h3 className="line-clamp-2 min-h-10 text-sm font-medium leading-5">
        {/* The whole card is the link (the stretched ::after), the add control sits above it. */}
        <Link to={productPath(product)} className="after:absolute after:inset-0 after:content-['']">
          {product.name}
        </Link>
      </h3>
      <p className="text-xs text-neutral-500">{product.unit}</p>
      <div className="mt-auto flex items-end justify-between gap-2">
        <PriceTag price={product.price} discount={product.discount} />
        <div className="relative z-10 shrink-0">
          <AddToCartButton product={product} />
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col gap-2 rounded-lg border border-neutral-200 p-3">
      <Skeleton className="mx-auto aspect-square w-full max-w-40" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-3 w-1/3" />
      <div className="mt-auto flex justify-between">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-8 w-20" />
      </div>
    </div>
  );
}
