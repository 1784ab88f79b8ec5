import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra classes for the panel, e.g. a width. */
  className?: string;
  /** 'side' slides in from the right edge (the cart drawer). */
  placement?: 'center' | 'side';
}

/**
 * A modal on the native <dialog>: the page behind is inert (focus stays inside), Escape and a click
 * on the backdrop close it, and focus returns to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = 'w-full max-w-lg',
  placement = 'center',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const position = placement === 'side' ? 'ml-auto mr-0 h-dvh max-h-dvh my-0' : 'm-auto max-h-[90dvh] rounded-xl';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // React passes a nested dialog's close up its tree: only this dialog's own close closes it.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`bg-white p-0 text-neutral-800 shadow-xl backdrop:bg-black/50 ${position} ${className}`}
    >
      {open && (
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-neutral-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-full p-1.5 hover:bg-neutral-100"
              aria-label="Close"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </div>
      )}
    </dialog>
  );
}
