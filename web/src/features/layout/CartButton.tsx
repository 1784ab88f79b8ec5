import { useAppDispatch } from '../../app/hooks';
import { CartIcon } from '../../components/Icons';
import { formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import { useGetCartQuery } from '../cart/cartApi';
import { cartDrawerOpened } from '../cart/cartUiSlice';
import { cartTotals } from '../cart/cartTotals';

/** Desktop header: the cart's item count and total (or 'My Cart'); opens the cart drawer. */
export function CartButton() {
  const dispatch = useAppDispatch();
  const { data: lines } = useGetCartQuery();
  const totals = cartTotals(lines);
  return (
    <button
      type="button"
      onClick={() => dispatch(cartDrawerOpened())}
      className="flex h-12 min-w-32 items-center gap-2 rounded-lg bg-green-700 px-3 text-white hover:bg-green-800"
    >
      <CartIcon className="h-7 w-7 animate-none" />
      <span className="text-left text-sm font-semibold leading-tight">
        {totals.quantity > 0 ? (
          <>
            <span className="block">{plural(totals.quantity, 'Item')}</span>
            <span className="block">{formatMoney(totals.total)}</span>
          </>
        ) : (
          'My Cart'
        )}
      </span>
    </button>
  );
}
