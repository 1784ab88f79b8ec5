import { ConfirmDialog } from './ConfirmDialog';

/**
 * Spec 2: 'Permanent Delete', asked before a category, sub-category or product goes for good. The
 * spec's question stays as written; under it the dialog names what is about to go, so the admin
 * confirms the item they meant.
 */
export function PermanentDeleteDialog({
  deletion,
  kind,
  message = 'Are you sure permanent delete ?',
  confirmLabel = 'Confirm',
}: {
  /** From useConfirmedDelete: what is to go, and the answers. */
  deletion: { target: { name: string } | null; busy: boolean; confirm: () => void; cancel: () => void };
  /** What the item is, as the admin pages name it: 'Category', 'Sub Category', 'Product'. */
  kind: string;
  message?: string;
  confirmLabel?: string;
}) {
  return (
    <ConfirmDialog
      open={deletion.target !== null}
      title="Permanent Delete"
      message={message}
      detail={
        deletion.target && (
          <>
            {kind}: <strong className="[overflow-wrap:anywhere]">{deletion.target.name}</strong>
          </>
        )
      }
      confirmLabel={confirmLabel}
      busy={deletion.busy}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}
