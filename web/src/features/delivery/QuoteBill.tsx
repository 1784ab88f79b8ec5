import { formatMoney } from '../../lib/money';
import type { Quote } from '../../api/types';

/**
 * Issue 37: the bill as the order service prices it (POST /api/order/quote): items total, quantity,
 * each delivery fee on its own line, or the spec's 'Delivery Charge: Free' when there is none; the
 * grand total; and how much more makes delivery free.
 */
export function QuoteBill({
  quote,
  quantity,
  undiscounted,
  title = 'Bill details',
}: {
  quote: Pick<Quote, 'itemsTotal' | 'fees' | 'totalAmt' | 'addForFreeDelivery'>;
  /** Units in the cart (spec: 'N item'). */
  quantity: number;
  /** What the items would cost without discounts: struck beside the items total when higher. */
  undiscounted?: number;
  title?: string;
}) {
  const fees = quote.fees.filter((fee) => fee.amount > 0);
  return (
    <section aria-label={title} className="rounded-lg bg-white p-4 text-sm">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <dl className="flex flex-col gap-1.5">
        <div className="flex justify-between gap-4">
          <dt>Items total</dt>
          <dd className="flex gap-2">
            {undiscounted !== undefined && undiscounted > quote.itemsTotal && (
              <s className="text-neutral-500">
                <span className="sr-only">was </span>
                {formatMoney(undiscounted)}
              </s>
            )}
            <span>{formatMoney(quote.itemsTotal)}</span>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Quantity total</dt>
          <dd>{quantity} item</dd>
        </div>
        {fees.length === 0 ? (
          <div className="flex justify-between gap-4">
            <dt>Delivery Charge</dt>
            <dd>Free</dd>
          </div>
        ) : (
          fees.map((fee) => (
            <div key={fee.code} className="flex justify-between gap-4">
              <dt>{fee.label}</dt>
              <dd>{formatMoney(fee.amount)}</dd>
            </div>
          ))
        )}
        <div className="mt-1 flex justify-between gap-4 border-t border-neutral-200 pt-2 font-semibold">
          <dt>Grand total</dt>
          <dd>{formatMoney(quote.totalAmt)}</dd>
        </div>
      </dl>
      {quote.addForFreeDelivery !== null && quote.addForFreeDelivery > 0 && (
        <p className="mt-2 rounded-md bg-green-50 px-2 py-1.5 text-green-900">
          Add {formatMoney(quote.addForFreeDelivery)} more for free delivery
        </p>
      )}
    </section>
  );
}
