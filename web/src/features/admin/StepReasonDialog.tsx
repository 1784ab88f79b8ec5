import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** What the admin is asked before a step the order's history keeps with a reason. */
export interface ReasonStep {
  title: string;
  message: string;
  confirmLabel: string;
  /** The field's label: says who reads the reason. */
  label: string;
}

/**
 * Asks why before a failed delivery or an undo (issue 33): the reason is required, kept in the
 * order's history and, for a failed delivery, e-mailed to the customer.
 */
export function StepReasonDialog({
  step,
  orderNo,
  busy,
  onConfirm,
  onCancel,
}: {
  step: ReasonStep | null;
  orderNo: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reset = () => {
    setReason('');
    setMissing(false);
  };
  const confirm = () => {
    const given = reason.trim();
    if (!given) return setMissing(true);
    onConfirm(given);
    reset();
  };
  return (
    <ConfirmDialog
      open={Boolean(step)}
      title={step?.title ?? ''}
      message={step?.message ?? ''}
      detail={
        <>
          Order No: <strong>{orderNo}</strong>
        </>
      }
      confirmLabel={step?.confirmLabel ?? ''}
      cancelLabel="Back"
      busy={busy}
      onConfirm={confirm}
      onCancel={() => {
        reset();
        onCancel();
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-neutral-700">
          {step?.label}
        </label>
        <textarea
          id={id}
          value={reason}
          maxLength={300}
          rows={3}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-hint` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          className="rounded-md border border-neutral-300 bg-neutral-50 px-3 py-2 outline-none focus:border-amber-500 focus:bg-white aria-[invalid=true]:border-red-500"
        />
        {missing && (
          <p id={`${id}-hint`} className="text-xs text-red-600">
            Please give a reason
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
