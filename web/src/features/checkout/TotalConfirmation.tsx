import { formatMoney } from '../../lib/money';
import type { TotalChangedFigures } from './checkoutRefusals';

/**
 * Issue 33, item 7: before paying a total that changed (a price change shown on a line, or the server's
 * TOTAL_CHANGED refusal), the shopper ticks that they accept the new prices; the total shown is sent.
 */
export function TotalConfirmation({
  total,
  refused,
  accepted,
  settling,
  onAccept,
}: {
  total: number;
  refused?: TotalChangedFigures;
  accepted: boolean;
  /** The bill is being worked out: the total to accept is not known yet. */
  settling: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      {refused && (
        <p role="alert" className="font-semibold">
          The total is now {formatMoney(refused.totalAmt)}, not {formatMoney(refused.confirmedTotalAmt)} as shown. Check
          the items and confirm the new total.
        </p>
      )}
      <label className="flex cursor-pointer items-start gap-2">
        <input
          type="checkbox"
          checked={accepted}
          disabled={settling}
          onChange={(event) => onAccept(event.target.checked)}
          className="mt-0.5 h-4 w-4 accent-green-700"
        />
        <span>I accept the new total of {formatMoney(total)}</span>
      </label>
    </div>
  );
}
