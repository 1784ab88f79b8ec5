import { discountedPrice, formatMoney } from '../../lib/money';

/** Price after discount, with the struck original and the percent off when there is a discount. */
export function PriceTag({ price, discount, size = 'sm' }: { price: number; discount: number; size?: 'sm' | 'lg' }) {
  const final = discountedPrice(price, discount);
  return (
    <div className={`flex flex-wrap items-baseline gap-x-2 ${size === 'lg' ? 'text-2xl' : 'text-sm'}`}>
      <span className="font-semibold text-neutral-900">{formatMoney(final)}</span>
      {discount > 0 && (
        <>
          <s className={`text-neutral-500 ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
            <span className="sr-only">was </span>
            {formatMoney(price)}
          </s>
          <span className={`font-semibold text-green-700 ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
            {discount}% off
          </span>
        </>
      )}
    </div>
  );
}
