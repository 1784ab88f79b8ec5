import { Dialog } from '../../components/Dialog';

/** Spec 8: a created or updated product is confirmed in a popup with a green button. */
export function SuccessPopup({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} title="Success" className="w-full max-w-sm">
      <div className="flex flex-col items-center gap-4 p-6 text-center">
        <span className="rounded-full bg-green-100 p-4 text-green-700">
          <svg
            viewBox="0 0 24 24"
            className="h-10 w-10"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M5 13l4 4L19 7" />
          </svg>
        </span>
        <p className="text-lg font-semibold">{message}</p>
        <button
          type="button"
          onClick={onClose}
          autoFocus
          className="rounded-md bg-green-600 px-6 py-2 font-semibold text-white hover:bg-green-700"
        >
          OK
        </button>
      </div>
    </Dialog>
  );
}
