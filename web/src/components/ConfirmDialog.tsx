import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** What the question is about (e.g. the item to delete), shown under it. */
  detail?: ReactNode;
  confirmLabel: string;
  /** The button that answers no (default 'Cancel'). */
  cancelLabel?: string;
  /** Fields the question asks for beside yes or no (a reason). */
  children?: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-no question before something that cannot be undone (spec 2, 'Permanent Delete'). */
export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel,
  cancelLabel = 'Cancel',
  children,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} className="w-full max-w-sm">
      <div className="flex flex-col gap-5 p-5">
        <div className="flex flex-col gap-2">
          <p>{message}</p>
          {detail && <p className="text-neutral-700">{detail}</p>}
        </div>
        {children}
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-neutral-300 px-4 py-2 font-medium hover:bg-neutral-100"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            {busy ? 'Loading...' : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
