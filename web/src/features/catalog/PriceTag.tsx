import { Fragment } from 'react';
import type { SellBy } from '../../api/types';
import { discountedPrice, formatMoney } from '../../lib/money';

/**
 * Price after discount, with the struck original and the percent off when there is a discount; a
 * product sold by weight is priced per kg ('$40.00 / kg').
 */
export function PriceTag({
  price,
  discount,
  sellBy,
  size = 'sm',
}: {
  price: number;
  discount: number;
  sellBy?: SellBy;
  size?: 'sm' | 'lg';
}) {
  const final = discountedPrice(price, discount);
  return (
    <div
      className={`flex min-w-0 max-w-full flex-wrap items-baseline gap-x-2 ${size === 'lg' ? 'text-2xl' : 'text-sm'}`}
    >
      <span className="font-semibold text-neutral-900">
        <Amount value={final} />
        {/* A break may come before '/ kg', never inside it. */}
        {sellBy === 'weight' && ' /\u00a0kg'}
      </span>
      {discount > 0 && (
        <>
          <s className={`text-neutral-500 ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
            <span className="sr-only">was </span>
            <Amount value={price} />
          </s>
          <span className={`whitespace-nowrap font-semibold text-green-700 ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
            {discount}% off
          </span>
        </>
      )}
    </div>
  );
}

/**
 * An amount that may break after a digit group ($12,34,<wbr>56,789.00) when its card is too narrow for
 * it on one line; it never breaks inside a group, and a wide card shows it on one line as before.
 */
function Amount({ value }: { value: number }) {
  const groups = formatMoney(value).split(',');
  return groups.map((group, index) => (
    <Fragment key={index}>
      {group}
      {index < groups.length - 1 && (
        <>
          ,<wbr />
        </>
      )}
    </Fragment>
  ));
}
