import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * 'Cancel Order', asked like spec 2's 'Permanent Delete': names the order and takes a reason, which
 * the customer is told. `reasonRequired` for the shop (it owes the customer a reason), optional for
 * the shopper.
 */
export function CancelOrderDialog({
  orderNo,
  open,
  busy,
  reasonRequired = false,
  onConfirm,
  onCancel,
}: {
  orderNo: string;
  open: boolean;
  busy: boolean;
  reasonRequired?: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onCancel();
  };
  const confirm = () => {
    const given = reason.trim();
    if (reasonRequired && !given) {
      setMissing(true);
      return;
    }
    onConfirm(given || undefined);
    setReason('');
    setMissing(false);
  };
  return (
    <ConfirmDialog
      open={open}
      title="Cancel Order"
      message="Are you sure want to cancel this order ?"
      detail={
        <>
          Order No: <strong>{orderNo}</strong>
        </>
      }
      confirmLabel="Cancel order"
      cancelLabel="Keep order"
      busy={busy}
      onConfirm={confirm}
      onCancel={close}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-neutral-700">
          {reasonRequired ? 'Reason (sent to the customer)' : 'Reason (optional)'}
        </label>
        <textarea
          id={id}
          value={reason}
          maxLength={300}
          rows={3}
          required={reasonRequired}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-hint` : undefined}
          onChange={(event) => setReason(event.target.value)}
          className="rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 outline-none focus:border-amber-500 focus:bg-white aria-[invalid=true]:border-red-500"
        />
        {missing && (
          <p id={`${id}-hint`} className="text-xs text-red-600">
            Say why the order is cancelled
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
