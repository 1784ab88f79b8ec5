import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CartLine } from '../../api/types';
import { discountedPrice, formatMoney, formatPrice, lineCents } from '../../lib/money';
import { formatQuantity, isSoldByWeight } from '../../lib/weight';
import { productPath } from '../../lib/slug';
import { AddToCartButton } from './AddToCartButton';
import { lineProblem, quantityLimitNote } from './cartLineState';
import { RemoveLineButton } from './RemoveLineButton';
import { ProductImage } from '../../components/ProductImage';
import { LowStock } from '../../components/LowStock';

/**
 * One cart line (drawer, /cart, checkout). A line that cannot be bought says why and offers 'Remove'
 * instead of the quantity control; a price change since the product was added is announced on it, and
 * so is `notice`, a refusal the shopper fixes on this line (cash on delivery's limit at checkout).
 * `children` go under the line (checkout's choice of a substitute). A line sold by weight shows what
 * its weight costs (the server's rounding) and the price per kg.
 */
export function CartLineItem({
  line,
  priceChange,
  notice,
  onNavigate,
  children,
}: {
  line: CartLine;
  priceChange?: { was: number; now: number };
  notice?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const problem = lineProblem(line);
  const limitNote = quantityLimitNote(line);
  const product = line.productId;
  const price = discountedPrice(product.price, product.discount);
  const byWeight = isSoldByWeight(product);
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
              {byWeight ? (
                <p>
                  <span className="font-semibold">{formatMoney(lineCents(price, line.quantity, 'weight') / 100)}</span>
                  <span className="text-xs text-neutral-600">
                    {' '}
                    · {formatQuantity(line.quantity, 'weight')} at {formatPrice(price, 'weight')}
                  </span>
                </p>
              ) : (
                <p className="font-semibold">{formatMoney(price)}</p>
              )}
              {limitNote ? (
                <p id={`limit-${line._id}`} className="text-xs font-medium text-amber-800">
                  {limitNote}
                </p>
              ) : (
                <LowStock stock={product.stock} sellBy={product.sellBy} />
              )}
            </>
          )}
        </div>
        {problem ? <RemoveLineButton line={line} /> : <AddToCartButton product={product} />}
      </div>
      {notice && !problem && (
        <p role="alert" className="rounded-md bg-red-50 px-2 py-1 text-xs font-medium text-red-800 ring-1 ring-red-200">
          {notice}
        </p>
      )}
      {priceChange && priceChange.was !== price && !problem && (
        <p className="rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-900 ring-1 ring-amber-200">
          Price changed since you added it: was {formatPrice(priceChange.was, product.sellBy)}, now{' '}
          {formatPrice(price, product.sellBy)}
        </p>
      )}
      {children}
    </li>
  );
}
