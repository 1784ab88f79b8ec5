import { useId, useState, type FormEvent } from 'react';
import type { RiderOrder } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { cashDifference, formatMoney } from '../../lib/money';
import { useToast } from '../toasts/useToast';
import { OrderHeading, settleAnswer } from './riderAnswer';
import { useMarkDeliveredMutation } from './riderApi';
import { BACK_BUTTON, CONFIRM_BUTTON } from './riderButtons';

/**
 * "Delivered": a cash order asks the cash collected, prefilled with the amount due, and says when it is
 * short or over before the rider confirms; a card order only confirms (nothing to collect).
 */
export function DeliveredDialog({ order, onClose }: { order: RiderOrder | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(order)} onClose={onClose} title="Mark delivered" className="w-full max-w-sm">
      {order && <DeliveredForm order={order} onDone={onClose} />}
    </Dialog>
  );
}

function DeliveredForm({ order, onDone }: { order: RiderOrder; onDone: () => void }) {
  const cash = order.paymentMethod === 'CASH_ON_DELIVERY';
  const [collected, setCollected] = useState(order.amountToCollect.toFixed(2));
  const [problem, setProblem] = useState<string>();
  const [markDelivered, { isLoading }] = useMarkDeliveredMutation();
  const toast = useToast();
  const fieldId = useId();
  const amount = collected.trim() === '' ? Number.NaN : Number(collected);
  const difference = Number.isFinite(amount) ? cashDifference(amount, order.amountToCollect) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cash && !(Number.isFinite(amount) && amount >= 0)) {
      setProblem(`Enter the cash collected (${formatMoney(order.amountToCollect)} is due)`);
      return;
    }
    const result = await markDelivered({ orderId: order._id, ...(cash && { cashCollected: amount }) });
    settleAnswer(result, order, 'CASH_COLLECTED_INVALID', { toast: toast.success, onDone, setProblem });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 p-5">
      <OrderHeading order={order} />
      {cash ? (
        <div className="grid gap-1">
          <label htmlFor={fieldId} className="font-medium text-neutral-800">
            Cash collected
          </label>
          <input
            id={fieldId}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={collected}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fieldId}-due${problem ? ` ${fieldId}-problem` : ''}`}
            onChange={(event) => {
              setCollected(event.target.value);
              setProblem(undefined);
            }}
            className="h-12 rounded-md border border-neutral-300 bg-neutral-50 px-3 text-lg tabular-nums outline-none focus:border-amber-500 focus:bg-white aria-[invalid=true]:border-red-500"
          />
          <p id={`${fieldId}-due`} className="text-sm text-neutral-700">
            {formatMoney(order.amountToCollect)} is due
            {difference && difference.kind !== 'exact' && (
              <strong className="ml-1 text-amber-800">
                · {formatMoney(difference.amount)} {difference.kind}
              </strong>
            )}
          </p>
          {problem && (
            <p id={`${fieldId}-problem`} role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
      ) : (
        <p className="rounded-md bg-neutral-100 px-3 py-2">Paid by card — nothing to collect.</p>
      )}
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <button type="button" onClick={onDone} className={BACK_BUTTON}>
          Back
        </button>
        <button type="submit" disabled={isLoading} className={CONFIRM_BUTTON}>
          {isLoading ? 'Saving…' : 'Confirm delivered'}
        </button>
      </div>
    </form>
  );
}
