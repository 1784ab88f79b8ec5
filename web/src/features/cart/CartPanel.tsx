import { Spinner } from '../../components/Spinner';
import { useGetCartQuery } from './cartApi';
import { CartContents, EmptyCart } from './CartContents';
import { cartTotals } from './cartTotals';
import { ProceedButton } from './ProceedButton';

/** The cart as the drawer and the phone's /cart page show it: lines and bill, or the empty picture, then 'Proceed'. */
export function CartPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { data: lines, isLoading } = useGetCartQuery();
  return (
    <div className="flex h-full flex-col">
      <div className="flex-1">
        {isLoading ? (
          <div className="flex justify-center p-10 text-green-700">
            <Spinner className="h-8 w-8" label="Loading your cart" />
          </div>
        ) : lines && lines.length > 0 ? (
          <CartContents lines={lines} onNavigate={onNavigate} />
        ) : (
          <EmptyCart onNavigate={onNavigate} />
        )}
      </div>
      {lines && lines.length > 0 && (
        <div className="sticky bottom-0 border-t border-neutral-200 bg-white p-3">
          <ProceedButton totals={cartTotals(lines)} />
        </div>
      )}
    </div>
  );
}
