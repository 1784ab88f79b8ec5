import { Link, useLocation } from 'react-router-dom';
import { CartIcon } from '../../components/Icons';
import { formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import { useGetCartQuery } from '../cart/cartApi';
import { cartTotals } from '../cart/cartTotals';

/** Phones: a bar at the bottom with the cart's count and total and 'View Cart' (not on checkout or the cart itself). */
export function MobileCartBar() {
  const { pathname } = useLocation();
  const { data: lines } = useGetCartQuery();
  const totals = cartTotals(lines);
  // Shown while the cart holds any line, even one that cannot be bought, so the shopper can reach and resolve it.
  if (!lines?.length || pathname === '/checkout' || pathname === '/cart') return null;

  return (
    <div className="sticky bottom-2 z-30 px-2 md:hidden print:hidden">
      <Link
        to="/cart"
        className="flex items-center justify-between rounded-lg bg-green-700 px-3 py-2 text-white shadow-lg"
      >
        <span className="flex items-center gap-3">
          <span className="rounded-md bg-green-600 p-2">
            <CartIcon className="h-5 w-5" />
          </span>
          <span className="text-sm leading-tight">
            <span className="block">{plural(totals.quantity, 'item')}</span>
            <span className="block font-semibold">{formatMoney(totals.total)}</span>
          </span>
        </span>
        <span className="flex items-center gap-1 font-semibold">View Cart ›</span>
      </Link>
    </div>
  );
}
