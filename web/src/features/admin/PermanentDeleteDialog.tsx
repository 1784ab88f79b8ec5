import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Spec 2: 'Permanent Delete', asked before a category, sub-category or product goes for good. */
export function PermanentDeleteDialog({
  deletion,
  message = 'Are you sure permanent delete ?',
  confirmLabel = 'Confirm',
}: {
  /** From useConfirmedDelete: what is to go, and the answers. */
  deletion: { target: unknown; busy: boolean; confirm: () => void; cancel: () => void };
  message?: string;
  confirmLabel?: string;
}) {
  return (
    <ConfirmDialog
      open={deletion.target !== null}
      title="Permanent Delete"
      message={message}
      confirmLabel={confirmLabel}
      busy={deletion.busy}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}
