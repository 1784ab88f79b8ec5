import type { CartLine } from '../../api/types';
import { useToast } from '../toasts/useToast';
import { useRemoveCartLineMutation } from './cartApi';

/** Takes a line that cannot be bought out of the cart, and says so. */
export function RemoveLineButton({ line }: { line: CartLine }) {
  const [remove, removing] = useRemoveCartLineMutation();
  const toast = useToast();
  return (
    <button
      type="button"
      disabled={removing.isLoading}
      onClick={async () => {
        const result = await remove({ _id: line._id });
        if ('data' in result) toast.success(`Removed ${line.productId.name} from your cart`);
      }}
      aria-label={`Remove ${line.productId.name} from cart`}
      className="h-8 rounded-md border border-red-300 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
    >
      Remove
    </button>
  );
}
