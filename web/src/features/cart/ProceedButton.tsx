import { formatMoney } from '../../lib/money';
import { useProceedToCheckout } from './useProceedToCheckout';

export function ProceedButton({ total }: { total: number }) {
  const proceed = useProceedToCheckout();
  return (
    <button
      type="button"
      onClick={proceed}
      className="flex w-full items-center justify-between rounded-lg bg-green-700 px-4 py-3 font-semibold text-white hover:bg-green-800"
    >
      <span>
        {formatMoney(total)} <span className="block text-xs font-normal">TOTAL</span>
      </span>
      <span>Proceed ›</span>
    </button>
  );
}
