import type { MouseEvent } from 'react';
import type { CartProduct } from '../../api/types';
import { MinusIcon, PlusIcon } from '../../components/Icons';
import { Spinner } from '../../components/Spinner';
import { formatQuantity, isSoldByWeight, isSoldOut } from '../../lib/weight';
import { useToast } from '../toasts/useToast';
import {
  useAddToCartMutation,
  useGetCartQuery,
  useRemoveCartLineMutation,
  useUpdateCartQuantityMutation,
} from './cartApi';
import { quantityLimitNote } from './cartLineState';
import { lineSteps } from './lineSteps';
import { useFocusHandOver } from './useFocusHandOver';

/**
 * Spec 4, cart line on a product card: 'Add'; once in the cart, minus / quantity / plus ('Item added',
 * 'Item remove'); minus at 1 removes the line; 'Out of stock' at 0. One change at a time: the control
 * waits for the server's answer, which is the quantity shown. Issue 38: a product sold by weight is
 * added at its minimum weight ('0.5 kg'), then moves one step at a time; minus at the minimum removes it.
 */
export function AddToCartButton({ product, size = 'sm' }: { product: CartProduct; size?: 'sm' | 'lg' }) {
  const { data: lines } = useGetCartQuery();
  const [add, adding] = useAddToCartMutation();
  const [update, updating] = useUpdateCartQuantityMutation();
  const [remove, removing] = useRemoveCartLineMutation();
  const toast = useToast();
  const line = lines?.find((candidate) => candidate.productId._id === product._id);
  const busy = adding.isLoading || updating.isLoading || removing.isLoading;
  // Focus follows the shopper's press to the button that replaces it (keyboard users keep their place).
  const focus = useFocusHandOver<'add' | 'plus' | 'minus'>();
  const height = size === 'lg' ? 'h-11 text-base' : 'h-8 text-sm';
  // Cards can be 80 px wide inside: every form of the control fits in that (the note may wrap).
  const noteHeight = size === 'lg' ? 'min-h-11 text-base' : 'min-h-8 text-sm leading-tight';

  // Cards are links: the control acts on its own and never opens the product.
  const act = (action: () => Promise<unknown>) => async (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!busy) await action();
  };

  if (isSoldOut(product) && !line) {
    return <p className={`flex items-center font-medium text-red-600 ${noteHeight}`}>Out of stock</p>;
  }

  if (!line) {
    return (
      <button
        type="button"
        ref={focus.ref('add')}
        disabled={busy}
        onClick={act(async () => {
          focus.handOver('plus');
          const result = await add({ productId: product._id });
          if ('data' in result) toast.success('Item added');
          else focus.settleOn('add');
        })}
        aria-label={`Add ${product.name} to cart`}
        className={`${height} min-w-20 rounded-md border border-green-700 bg-green-50 px-4 font-semibold text-green-800 hover:bg-green-700 hover:text-white disabled:opacity-60`}
      >
        {busy ? <Spinner className="mx-auto h-4 w-4" /> : 'Add'}
      </button>
    );
  }

  // '+' stops at the line's bound (per-order limit or stock); the reason is read out with the button.
  const limitNote = quantityLimitNote(line);
  const steps = lineSteps(line);
  const byWeight = isSoldByWeight(line.productId);
  const shown = formatQuantity(line.quantity, line.productId.sellBy);
  // Changes are sent against the quantity shown (expectedQty): a tab showing an old quantity is refused.
  const increase = act(async () => {
    // At the bound '+' turns disabled and would drop focus: it goes to '-' instead.
    focus.handOver(quantityLimitNote({ ...line, quantity: steps.more }) ? 'minus' : 'plus');
    const result = await update({ _id: line._id, qty: steps.more, expectedQty: line.quantity });
    if ('data' in result) toast.success('Item added');
  });
  const decrease = act(async () => {
    const last = steps.less === null;
    focus.handOver(last ? 'add' : 'minus');
    const result =
      steps.less === null
        ? await remove({ _id: line._id, expectedQty: line.quantity })
        : await update({ _id: line._id, qty: steps.less, expectedQty: line.quantity });
    if ('data' in result) toast.success('Item remove');
    else focus.settleOn('minus');
  });
  const minusLabel = !byWeight
    ? `Remove one ${product.name}`
    : steps.less === null
      ? `Remove ${product.name} from cart`
      : `Remove ${steps.step} of ${product.name}`;

  return (
    <div
      className={`${height} flex min-w-20 items-center justify-between gap-0.5 rounded-md bg-green-700 font-semibold text-white`}
    >
      <button
        type="button"
        ref={focus.ref('minus')}
        disabled={busy}
        onClick={decrease}
        aria-label={minusLabel}
        className="flex h-full items-center rounded-l-md px-1.5 hover:bg-green-800 disabled:opacity-60"
      >
        <MinusIcon className="h-4 w-4" />
      </button>
      <span aria-live="polite" aria-label={`${shown} in cart`} className="min-w-5 text-center tabular-nums">
        {byWeight ? <Weight kg={line.quantity} stacked={size === 'sm'} /> : line.quantity}
      </span>
      <button
        type="button"
        ref={focus.ref('plus')}
        disabled={busy || Boolean(limitNote)}
        onClick={increase}
        aria-label={byWeight ? `Add ${steps.step} more ${product.name}` : `Add one more ${product.name}`}
        title={limitNote}
        className="flex h-full items-center rounded-r-md px-1.5 hover:bg-green-800 disabled:opacity-60"
      >
        <PlusIcon className="h-4 w-4" />
      </button>
    </div>
  );
}

/** A line's weight in the control: the unit under the figure on cards, which can be 80 px wide inside. */
function Weight({ kg, stacked }: { kg: number; stacked: boolean }) {
  const [figure] = formatQuantity(kg, 'weight').split(' ');
  if (!stacked) return <span className="whitespace-nowrap">{figure} kg</span>;
  return (
    <span className="flex flex-col items-center leading-none">
      <span>{figure}</span>
      <span className="text-[10px] font-normal">kg</span>
    </span>
  );
}
