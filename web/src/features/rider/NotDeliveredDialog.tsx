import { useId, useState, type FormEvent } from 'react';
import type { RiderOrder } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../toasts/useToast';
import { OrderHeading, settleAnswer } from './riderAnswer';
import { useMarkDeliveryFailedMutation } from './riderApi';
import { BACK_BUTTON, SECONDARY_BUTTON } from './riderButtons';

/** The reasons riders give most, one tap each on the road; any other is typed. */
const COMMON_REASONS = ['Customer not answering', 'Address not found', 'Customer asked to come later'];

/** "Couldn't deliver": asks why (required: the customer is e-mailed it), then the order goes back to the shop. */
export function NotDeliveredDialog({ order, onClose }: { order: RiderOrder | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(order)} onClose={onClose} title="Couldn't deliver" className="w-full max-w-sm">
      {order && <NotDeliveredForm order={order} onDone={onClose} />}
    </Dialog>
  );
}

function NotDeliveredForm({ order, onDone }: { order: RiderOrder; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [markFailed, { isLoading }] = useMarkDeliveryFailedMutation();
  const toast = useToast();
  const fieldId = useId();
  const choose = (text: string) => {
    setReason(text);
    setProblem(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    if (!given) return setProblem('Please give a reason');
    const result = await markFailed({ orderId: order._id, reason: given });
    settleAnswer(result, order, 'REASON_REQUIRED', { toast: toast.success, onDone, setProblem });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 p-5">
      <OrderHeading order={order} />
      <div role="group" aria-label="Common reasons" className="flex flex-wrap gap-2">
        {COMMON_REASONS.map((text) => (
          <button
            key={text}
            type="button"
            aria-pressed={reason === text}
            onClick={() => choose(text)}
            className="min-h-11 rounded-full border border-neutral-300 px-3 text-sm hover:bg-neutral-100 aria-pressed:border-amber-500 aria-pressed:bg-amber-50 aria-pressed:font-medium"
          >
            {text}
          </button>
        ))}
      </div>
      <div className="grid gap-1">
        <label htmlFor={fieldId} className="font-medium text-neutral-800">
          Reason (sent to the customer)
        </label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={300}
          value={reason}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(event) => choose(event.target.value)}
          className="rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 outline-none focus:border-amber-500 focus:bg-white aria-[invalid=true]:border-red-500"
        />
        {problem && (
          <p id={`${fieldId}-problem`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="grid grid-cols-[auto_1fr] gap-3">
        <button type="button" onClick={onDone} className={BACK_BUTTON}>
          Back
        </button>
        <button type="submit" disabled={isLoading} className={SECONDARY_BUTTON}>
          {isLoading ? 'Saving…' : 'Record it'}
        </button>
      </div>
    </form>
  );
}
