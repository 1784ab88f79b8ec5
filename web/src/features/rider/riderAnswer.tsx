import { errorCode, errorMessage } from '../../api/errors';
import type { RiderOrder, RefusalCode } from '../../api/types';

/** Who and which order a delivery dialog is about, at its top. */
export function OrderHeading({ order }: { order: RiderOrder }) {
  return (
    <p>
      Order No: <strong>{order.orderId}</strong>
      <br />
      <span className="text-neutral-700">{order.customer.name}</span>
    </p>
  );
}

type Answer = { data?: { message: string }; error?: unknown };

/**
 * What a delivery dialog does with the server's answer: on success a toast and close; the refusal of its
 * own field is shown under it; any other refusal is toasted by the store, and the list read again shows
 * the order as it is now, so the dialog closes.
 */
export function settleAnswer(
  result: Answer,
  order: RiderOrder,
  fieldRefusal: RefusalCode,
  {
    toast,
    onDone,
    setProblem,
  }: { toast: (text: string) => void; onDone: () => void; setProblem: (text: string) => void },
): void {
  if (result.data) {
    toast(`${order.orderId}: ${result.data.message}`);
    onDone();
  } else if (errorCode(result.error) === fieldRefusal) {
    setProblem(errorMessage(result.error));
  } else {
    onDone();
  }
}
