import { Link } from 'react-router-dom';
import type { CartLine } from '../../api/types';
import { discountedPrice, formatMoney } from '../../lib/money';
import { productPath } from '../../lib/slug';
import { AddToCartButton } from './AddToCartButton';
import { lineProblem } from './cartLineState';
import { RemoveLineButton } from './RemoveLineButton';
import { ProductImage } from '../../components/ProductImage';
import { LowStock } from '../catalog/LowStock';

/**
 * One cart line (drawer, /cart, checkout). A line that cannot be bought says why and offers 'Remove'
 * instead of the quantity control; a price change since the product was added is announced on it.
 */
export function CartLineItem({
  line,
  priceChange,
  onNavigate,
}: {
  line: CartLine;
  priceChange?: { was: number; now: number };
  onNavigate?: () => void;
}) {
  const problem = lineProblem(line);
  const product = line.productId;
  const price = discountedPrice(product.price, product.discount);
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex items-center gap-3">
        <ProductImage
          product={product}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className={`h-16 w-16 shrink-0 rounded-md border border-neutral-200 object-contain ${problem ? 'opacity-50 grayscale' : ''}`}
        />
        <div className="min-w-0 flex-1 text-sm">
          {product.publish === false ? (
            <span className="line-clamp-2 text-neutral-600 [overflow-wrap:anywhere]">{product.name}</span>
          ) : (
            <Link
              to={productPath(product)}
              onClick={onNavigate}
              className="line-clamp-2 hover:underline [overflow-wrap:anywhere]"
            >
              {product.name}
            </Link>
          )}
          <p className="text-xs text-neutral-500">{product.unit}</p>
          {problem ? (
            <p className="font-semibold text-red-700">{problem}</p>
          ) : (
            <>
              <p className="font-semibold">{formatMoney(price)}</p>
              <LowStock stock={product.stock} />
            </>
          )}
        </div>
        {problem ? <RemoveLineButton line={line} /> : <AddToCartButton product={product} />}
      </div>
      {priceChange && priceChange.was !== price && !problem && (
        <p className="rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 ring-1 ring-amber-200">
          Price changed since you added it: was {formatMoney(priceChange.was)}, now {formatMoney(price)}
        </p>
      )}
    </li>
  );
}
