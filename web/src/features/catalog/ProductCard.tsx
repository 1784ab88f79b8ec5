import { Link } from 'react-router-dom';
import type { Product } from '../../api/types';
import { ProductImage } from '../../components/ProductImage';
import { Skeleton } from '../../components/Skeleton';
import { productPath } from '../../lib/slug';
import { AddToCartButton } from '../cart/AddToCartButton';
import { useLiveProducts } from '../live/useLiveProducts';
import { LowStock } from '../../components/LowStock';
import { PriceTag } from './PriceTag';

/**
 * A product in a row, a listing or search results: picture, name, unit, price and the add control.
 * Cards are as narrow as 80 px inside (two columns beside the sub-category list on a 320 px phone) and
 * prices run to eight digits, so nothing in a card has a width of its own: the price wraps at its
 * digit groups and the add control goes under it when both do not fit on one line.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  // Stock and price follow the live stream while the card is shown (issue 23).
  useLiveProducts([product._id]);
  return (
    <article className="relative flex h-full min-w-0 flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-2 transition-shadow hover:shadow-md sm:p-3">
      <ProductImage
        product={product}
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
      <h3 className="line-clamp-2 min-h-10 text-sm font-medium leading-5 [overflow-wrap:anywhere]">
        {/* The whole card is the link (the stretched ::after), the add control sits above it. */}
        <Link to={productPath(product)} className="after:absolute after:inset-0 after:content-['']">
          {product.name}
        </Link>
      </h3>
      <p className="text-xs text-neutral-500 [overflow-wrap:anywhere]">{product.unit}</p>
      <LowStock stock={product.stock} sellBy={product.sellBy} />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-1.5">
        <PriceTag price={product.price} discount={product.discount} sellBy={product.sellBy} />
        <div className="relative z-10 ml-auto max-w-full">
          <AddToCartButton product={product} />
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col gap-2 rounded-lg border border-neutral-200 p-2 sm:p-3">
      <Skeleton className="mx-auto aspect-square w-full max-w-40" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-3 w-1/3" />
      <div className="mt-auto flex flex-wrap justify-between gap-2">
        <Skeleton className="h-5 w-16 max-w-full" />
        <Skeleton className="ml-auto h-8 w-20 max-w-full" />
      </div>
    </div>
  );
}
