import { MinusIcon, PlusIcon } from '../../components/Icons';
import type { PackedOrderLine } from './packState';
import { STEP_BUTTON } from './packingButtons';

/** A line sold by the unit at the shelf: "All packed", or the count found with − / +. */
export function CountControls({
  line,
  packed,
  onPacked,
}: {
  line: PackedOrderLine;
  /** Unset until the packer has checked the shelf. */
  packed: number | undefined;
  onPacked: (packed: number) => void;
}) {
  const name = line.product_details.name;
  const allPacked = packed === line.quantity;
  return (
    // All packed on a row of its own, the count below it spread across: each a full thumb's width.
    <div className="grid gap-2">
      <button
        type="button"
        aria-pressed={allPacked}
        aria-label={`All ${line.quantity} packed: ${name}`}
        onClick={() => onPacked(line.quantity)}
        className={`min-h-12 rounded-lg px-4 py-2 font-semibold ${allPacked ? 'bg-green-700 text-white' : 'border border-green-700 bg-white text-green-800 hover:bg-green-50'}`}
      >
        ✓ All {line.quantity} packed
      </button>
      <div
        role="group"
        aria-label={`Packed count of ${name}`}
        className="grid grid-cols-[3rem_1fr_3rem] items-center gap-2"
      >
        <button
          type="button"
          aria-label={`One fewer ${name}`}
          disabled={packed === 0}
          onClick={() => onPacked((packed ?? line.quantity) - 1)}
          className={STEP_BUTTON}
        >
          <MinusIcon className="h-5 w-5" />
        </button>
        <output aria-live="polite" className="text-center tabular-nums">
          {packed === undefined ? (
            <span className="text-neutral-600">Not checked yet</span>
          ) : (
            <span className="font-semibold">
              {packed} of {line.quantity} packed
            </span>
          )}
        </output>
        <button
          type="button"
          aria-label={`One more ${name}`}
          disabled={packed === undefined ? false : packed >= line.quantity}
          onClick={() => onPacked(packed === undefined ? line.quantity : packed + 1)}
          className={STEP_BUTTON}
        >
          <PlusIcon className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
