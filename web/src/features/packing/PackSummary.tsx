import type { AdminOrder } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import type { PackTotal } from './packTotal';
import { PRIMARY_BUTTON } from './packingButtons';

/**
 * The bill as packed so far beside the one confirmed, what goes back to the card or what the rider
 * collects when it is less, and Confirm once every line is checked (or why not yet).
 */
export function PackSummary({
  order,
  totals,
  unchecked,
  saving,
  refusal,
  onConfirm,
}: {
  order: AdminOrder;
  totals: PackTotal;
  unchecked: number;
  saving: boolean;
  refusal?: string;
  onConfirm: () => void;
}) {
  const cash = order.paymentMethod === 'CASH_ON_DELIVERY';
  const blocker = unchecked > 0 ? `Check ${plural(unchecked, 'more line')} to confirm.` : undefined;
  return (
    <div className="sticky bottom-0 z-10 -mx-3 grid gap-2 border-t border-neutral-200 bg-white px-3 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] sm:-mx-4 sm:px-4">
      <div aria-live="polite" className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p>
          Total <strong className="text-lg tabular-nums">{formatMoney(totals.total)}</strong>
          {totals.less > 0 && (
            <span className="text-neutral-600"> of {formatMoney(order.confirmedTotalAmt)} confirmed</span>
          )}
        </p>
        {totals.less > 0 && (
          <p className="rounded-md bg-amber-100 px-2 py-0.5 font-bold text-amber-950">
            {cash ? `Collect ${formatMoney(totals.total)}` : `Refund ${formatMoney(totals.less)}`}
          </p>
        )}
      </div>
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-red-800 ring-1 ring-red-200">
          {refusal}
        </p>
      )}
      {blocker && (
        <p id="pack-blocker" className="text-sm text-neutral-700">
          {blocker}
        </p>
      )}
      <button
        type="button"
        disabled={Boolean(blocker) || saving}
        aria-describedby={blocker ? 'pack-blocker' : undefined}
        onClick={onConfirm}
        className={`${PRIMARY_BUTTON} sm:w-80 sm:justify-self-end`}
      >
        {saving ? 'Saving…' : 'Confirm packed'}
      </button>
    </div>
  );
}
