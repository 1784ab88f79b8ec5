import { formatMoney } from '../../lib/money';
import { UNAVAILABLE_BLOCKER, type CartTotals } from './cartTotals';
import { useProceedToCheckout } from './useProceedToCheckout';

/** 'Proceed' to checkout; disabled, with the reason, while the cart holds lines that cannot be bought. */
export function ProceedButton({ totals }: { totals: CartTotals }) {
  const proceed = useProceedToCheckout();
  const blocked = totals.unavailable > 0 || totals.quantity === 0;
  return (
    <div className="flex flex-col gap-2">
      {totals.unavailable > 0 && (
        <p id="proceed-blocker" className="text-sm text-red-700">
          {UNAVAILABLE_BLOCKER}
        </p>
      )}
      <button
        type="button"
        onClick={proceed}
        disabled={blocked}
        aria-describedby={totals.unavailable > 0 ? 'proceed-blocker' : undefined}
        className="flex w-full items-center justify-between rounded-lg bg-green-700 px-4 py-3 font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span>
          {formatMoney(totals.total)} <span className="block text-xs font-normal">TOTAL</span>
        </span>
        <span>Proceed ›</span>
      </button>
    </div>
  );
}
