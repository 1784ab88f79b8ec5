import { Link } from 'react-router-dom';
import type { CartLine } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { BillDetails } from './BillDetails';
import { CartLineItem } from './CartLineItem';
import { cartTotals } from './cartTotals';
import { usePriceNotices } from './usePriceNotices';

/** The cart's lines, savings and bill: the desktop drawer and the phone's /cart page show the same. */
export function CartContents({ lines, onNavigate }: { lines: CartLine[]; onNavigate?: () => void }) {
  const totals = cartTotals(lines);
  const priceChanges = usePriceNotices(lines);
  return (
    <div className="flex flex-col gap-3 bg-neutral-50 p-3">
      {totals.savings > 0 && (
        <p className="flex items-center justify-between rounded-lg bg-blue-50 px-4 py-2 text-sm font-medium text-blue-700">
          <span>Your total savings</span>
          <span>{formatMoney(totals.savings)}</span>
        </p>
      )}
      <ul className="flex flex-col gap-3 rounded-lg bg-white p-3">
        {lines.map((line) => (
          <CartLineItem key={line._id} line={line} priceChange={priceChanges[line._id]} onNavigate={onNavigate} />
        ))}
      </ul>
      <BillDetails totals={totals} />
    </div>
  );
}

export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <svg viewBox="0 0 160 120" className="h-32 w-40" aria-hidden="true">
        <ellipse cx="80" cy="112" rx="60" ry="6" fill="#e5e5e5" />
        <path
          d="M20 20h18l12 60h70l12-44H46"
          fill="none"
          stroke="#15803d"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="60" cy="98" r="8" fill="#f59e0b" />
        <circle cx="110" cy="98" r="8" fill="#f59e0b" />
      </svg>
      <p className="text-lg font-semibold">Your cart is empty</p>
      <p className="text-sm text-neutral-600">Your favourite items are just a click away.</p>
      <Link
        to="/"
        onClick={onNavigate}
        className="rounded-md bg-green-700 px-5 py-2 font-semibold text-white hover:bg-green-800"
      >
        Shop Now
      </Link>
    </div>
  );
}
