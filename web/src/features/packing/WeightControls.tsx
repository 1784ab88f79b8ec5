import { useId } from 'react';
import { parseKg } from '../../lib/weight';
import type { LineState } from './packState';

/**
 * A line sold by weight at the scale (issue 38): its weight typed in kg (decimal keypad on a phone, a
 * thumb's height), or "Not on the shelf" when there is none to weigh. Confirming waits for one of them.
 */
export function WeightControls({
  name,
  state,
  onTyped,
  onNotOnShelf,
}: {
  name: string;
  state: LineState | undefined;
  onTyped: (typed: string) => void;
  onNotOnShelf: (notOnShelf: boolean) => void;
}) {
  const inputId = useId();
  const typed = state?.typedWeight ?? '';
  const notOnShelf = state?.packed === 0;
  // Said once the packer has typed something that is not a weight the server takes.
  const wrong = typed.trim() !== '' && parseKg(typed) === undefined;
  return (
    <div className="grid gap-2">
      <div className="grid gap-1">
        <label htmlFor={inputId} className="font-medium">
          Weight (kg)<span className="sr-only"> of {name}</span>
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={0}
          max={10}
          step={0.001}
          placeholder="e.g. 0.62"
          value={typed}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${inputId}-error` : undefined}
          onChange={(event) => onTyped(event.target.value)}
          className="h-12 min-h-12 rounded-lg border border-neutral-300 bg-white px-3 text-lg tabular-nums outline-none focus:border-amber-500 aria-[invalid=true]:border-red-500"
        />
        {wrong && (
          <p id={`${inputId}-error`} className="text-sm text-red-700">
            Type the weight in kg, e.g. 0.62: up to 3 decimals, at most 10 kg.
          </p>
        )}
      </div>
      <button
        type="button"
        aria-pressed={notOnShelf}
        aria-label={`Not on the shelf: ${name}`}
        onClick={() => onNotOnShelf(!notOnShelf)}
        className={`min-h-12 rounded-lg px-4 py-2 font-semibold ${notOnShelf ? 'bg-amber-600 text-white' : 'border border-amber-600 bg-white text-amber-900 hover:bg-amber-50'}`}
      >
        Not on the shelf
      </button>
    </div>
  );
}
