import { formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import type { CartTotals } from './cartTotals';

/**
 * Spec 2: items total (the undiscounted total struck beside it), quantity, free delivery, grand total.
 * The quantity reads 'N item' where the spec shows it (checkout's summary, `specQuantity`); elsewhere
 * it is counted as the header counts it ('1 item', '3 items').
 */
export function BillDetails({
  totals,
  title = 'Bill details',
  specQuantity = false,
}: {
  totals: CartTotals;
  title?: string;
  specQuantity?: boolean;
}) {
  return (
    <section aria-label={title} className="rounded-lg bg-white p-4 text-sm">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <dl className="flex flex-col gap-1.5">
        <div className="flex justify-between gap-4">
          <dt>Items total</dt>
          <dd className="flex gap-2">
            {totals.undiscounted > totals.total && (
              <s className="text-neutral-500">
                <span className="sr-only">was </span>
                {formatMoney(totals.undiscounted)}
              </s>
            )}
            <span>{formatMoney(totals.total)}</span>
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Quantity total</dt>
          <dd>{specQuantity ? `${totals.quantity} item` : plural(totals.quantity, 'item')}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Delivery Charge</dt>
          <dd>Free</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t border-neutral-200 pt-2 font-semibold">
          <dt>Grand total</dt>
          <dd>{formatMoney(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
