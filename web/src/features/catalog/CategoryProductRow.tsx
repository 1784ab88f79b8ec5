import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '../../api/types';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/Icons';
import { Skeleton } from '../../components/Skeleton';
import { useNearViewport } from '../../components/useNearViewport';
import { errorMessage } from '../../api/errors';
import { useGetProductsOfCategoryQuery } from './catalogApi';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const SCROLL_STEP = 200;
/** Rows below the fold are neither laid out nor painted until the shopper scrolls near them. */
const OFFSCREEN_LAZY = '[content-visibility:auto] [contain-intrinsic-size:auto_21rem]';
const card = 'w-40 shrink-0 sm:w-44';

/** Spec 2, home: one category's products in a row with 'See All' and scroll buttons (200 px a click). */
export function CategoryProductRow({
  category,
  seeAll,
  eager,
}: {
  category: Category;
  seeAll?: string;
  eager?: boolean;
}) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const { data: products, error, isLoading } = useGetProductsOfCategoryQuery(category._id, { skip: !near && !eager });
  const scroller = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });
  const headingId = `row-${category._id}`;

  if (products && products.length === 0) return null;

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      aria-busy={!products && !error}
      className={`relative ${OFFSCREEN_LAZY}`}
    >
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold md:text-xl">
          {category.name}
        </h2>
        {seeAll && (
          <Link
            to={seeAll}
            className="font-semibold text-green-700 hover:underline"
            aria-label={`See all ${category.name}`}
          >
            See All
          </Link>
        )}
      </div>
      {error ? (
        <p className="flex h-72 items-center text-sm text-neutral-500">{errorMessage(error)}</p>
      ) : (
        <div className="relative">
          {/* As tall as its tallest card (a discounted price may take three lines): a fixed height clipped them. */}
          <ul ref={scroller} className="scrollbar-none flex min-h-72 gap-3 overflow-x-auto scroll-smooth pb-1">
            {isLoading || !products
              ? Array.from({ length: 7 }, (_, index) => (
                  <li key={index} className={card}>
                    <ProductCardSkeleton />
                  </li>
                ))
              : products.map((product) => (
                  <li key={product._id} className={card}>
                    <ProductCard product={product} />
                  </li>
                ))}
          </ul>
          <button
            type="button"
            onClick={() => scroll(-1)}
            aria-label={`Scroll ${category.name} left`}
            className="absolute -left-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-white p-2 shadow-md ring-1 ring-black/5 hover:bg-neutral-100 md:block"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label={`Scroll ${category.name} right`}
            className="absolute -right-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-white p-2 shadow-md ring-1 ring-black/5 hover:bg-neutral-100 md:block"
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </section>
  );
}

export function CategoryProductRowSkeleton() {
  return (
    <div aria-hidden="true" className={OFFSCREEN_LAZY}>
      <Skeleton className="mb-3 h-7 w-48" />
      <div className="flex min-h-72 gap-3 overflow-hidden">
        {Array.from({ length: 7 }, (_, index) => (
          <div key={index} className={card}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
