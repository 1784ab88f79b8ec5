import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { TOAST_DURATION_MS, toastDismissed, type Toast } from './toastSlice';

const STYLE: Record<Toast['kind'], string> = {
  success: 'border-l-4 border-green-600',
  error: 'border-l-4 border-red-600',
  blank: '',
  loading: '',
};

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const duration = TOAST_DURATION_MS[toast.kind];
    if (duration === null) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), duration);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.kind, toast.message]);

  // The role sits inside the list item: on the <li> itself it would replace listitem (axe: list).
  return (
    // Never wider than the screen; a message with a long word (a product's name) wraps anywhere.
    <li className="pointer-events-auto max-w-full sm:max-w-sm">
      <div
        role={toast.kind === 'error' ? 'alert' : 'status'}
        className={`flex items-center gap-2 rounded-lg bg-white px-4 py-3 text-sm font-medium shadow-lg ring-1 ring-black/5 ${STYLE[toast.kind]}`}
      >
        {toast.kind === 'loading' && <Spinner className="h-4 w-4" />}
        {toast.kind === 'success' && (
          <span aria-hidden="true" className="text-green-600">
            ✓
          </span>
        )}
        {toast.kind === 'error' && (
          <span aria-hidden="true" className="text-red-600">
            !
          </span>
        )}
        <span className="min-w-0 [overflow-wrap:anywhere]">{toast.message}</span>
      </div>
    </li>
  );
}

/**
 * Toasts appear and leave by themselves (spec 4 and 9): at the top centre on wider screens; on phones
 * above the bottom cart bar, where they cover neither the header's search field nor the bar.
 */
export function Toaster() {
  const toasts = useAppSelector((state) => state.toasts);
  return (
    <ol
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-[100] flex flex-col items-center gap-2 px-3 md:bottom-auto md:top-3"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}
