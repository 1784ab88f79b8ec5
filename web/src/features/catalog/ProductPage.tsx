import { Link, useParams } from 'react-router-dom';
import { errorMessage, refusedWith } from '../../api/errors';
import type { RefusalCode } from '../../api/types';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { idFromSegment } from '../../lib/slug';
import { isSoldByWeight, isSoldOut } from '../../lib/weight';
import NotFoundPage, { NOT_FOUND_TITLE } from '../../components/NotFoundPage';
import { AddToCartButton } from '../cart/AddToCartButton';
import { useLiveProducts } from '../live/useLiveProducts';
import { LowStock } from '../../components/LowStock';
import { useGetProductDetailsQuery } from './catalogApi';
import { PriceTag } from './PriceTag';
import { ProductGallery } from './ProductGallery';
import { WeightTermsNote } from './WeightTermsNote';
import { WhyShopWithUs } from './WhyShopWithUs';

const NOT_A_PRODUCT = new Set<RefusalCode>(['VALIDATION_FAILED', 'PRODUCT_NOT_FOUND']);

/** Spec 2: /product/{slug}-{id}. The product is fetched again whenever the route changes. */
export default function ProductPage() {
  const productId = idFromSegment(useParams().product);
  const { data: product, error, isLoading } = useGetProductDetailsQuery(productId);
  useLiveProducts([productId]);
  // A malformed id (the only field sent) or a product that is gone is a page that does not exist, not an error.
  const missing = refusedWith(error, NOT_A_PRODUCT);
  usePageTitle(product?.name ?? (missing ? NOT_FOUND_TITLE : error ? 'Product unavailable' : undefined));

  if (missing) return <NotFoundPage />;
  if (error) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">This product could not be loaded</h1>
        <p className="text-neutral-600">{errorMessage(error)}</p>
        <Link to="/" className="rounded-md bg-green-700 px-4 py-2 font-semibold text-white">
          Go To Home
        </Link>
      </section>
    );
  }

  return (
    // One column on phones (gallery, buying, details); on wider screens details sit under the gallery.
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 md:grid-cols-2 md:grid-rows-[auto_1fr]">
      <div>
        {isLoading || !product ? (
          <Skeleton className="aspect-square w-full md:max-h-[28rem]" />
        ) : (
          <ProductGallery images={product.image} name={product.name} />
        )}
      </div>
      <div className="flex flex-col gap-5 md:col-start-2 md:row-span-2 md:row-start-1">
        {isLoading || !product ? (
          <>
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-7 w-40" />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold md:text-3xl [overflow-wrap:anywhere]">{product.name}</h1>
            <p className="text-neutral-600">{product.unit}</p>
            <hr className="border-neutral-200" />
            <div>
              <p className="text-sm text-neutral-600">{isSoldByWeight(product) ? 'Price per kg' : 'Price'}</p>
              <PriceTag price={product.price} discount={product.discount} sellBy={product.sellBy} size="lg" />
              {isSoldByWeight(product) && <WeightTermsNote product={product} />}
            </div>
            {product.publish === false ? (
              <p className="text-lg font-semibold text-red-600">No longer available</p>
            ) : isSoldOut(product) ? (
              <p className="text-lg font-semibold text-red-600">Out of Stock</p>
            ) : (
              <div className="flex flex-col gap-2">
                <LowStock stock={product.stock} sellBy={product.sellBy} className="text-sm" />
                <div className="w-40">
                  <AddToCartButton product={product} size="lg" />
                </div>
              </div>
            )}
            <WhyShopWithUs />
          </>
        )}
      </div>
      {product && (
        <section aria-labelledby="details" className="flex flex-col gap-3 md:col-start-1">
          <ProductDetails product={product} />
        </section>
      )}
    </div>
  );
}

function ProductDetails({
  product,
}: {
  product: { description: string; unit: string; more_details: Record<string, string> };
}) {
  return (
    <>
      <h2 id="details" className="text-lg font-semibold">
        Product details
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        {product.description && (
          <div>
            <dt className="font-semibold">Description</dt>
            <dd className="whitespace-pre-line text-neutral-700">{product.description}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">Unit</dt>
          <dd className="text-neutral-700">{product.unit}</dd>
        </div>
        {Object.entries(product.more_details ?? {}).map(([field, value]) => (
          <div key={field}>
            <dt className="font-semibold">{field}</dt>
            <dd className="whitespace-pre-line text-neutral-700">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
