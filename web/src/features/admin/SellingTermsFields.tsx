import { useId } from 'react';
import type { SellBy } from '../../api/types';
import { TextField } from '../../components/TextField';
import { MAX_LINE_GRAMS } from '../../lib/weight';
import type { ProductFormErrors, ProductFormValues, WeightField } from './productFormState';

// "Unit" is the spec's own field beside these: no choice here may be read as its label.
const SOLD_BY: Record<SellBy, string> = { unit: 'By the piece or pack', weight: 'By weight' };

const TERMS: { field: WeightField; label: string; note: string }[] = [
  { field: 'weightStepGrams', label: 'Step (grams)', note: 'What each + adds to a cart, e.g. 50' },
  { field: 'weightMinGrams', label: 'Minimum (grams)', note: 'What Add puts in the cart first: whole steps' },
  {
    field: 'weightMaxGrams',
    label: 'Maximum (grams)',
    note: `The most one order may have, up to ${MAX_LINE_GRAMS}: whole steps`,
  },
];

/**
 * Issue 38: how the product is sold, by the unit or by weight, and for by weight its step, minimum and
 * maximum in whole grams. The server refuses to change it once the product exists (SELL_BY_FIXED), so
 * an edit shows it read-only.
 */
export function SellingTermsFields({
  values,
  errors,
  fixed,
  onChange,
}: {
  values: ProductFormValues;
  errors: ProductFormErrors;
  /** Editing: how it is sold is shown, not asked. */
  fixed: boolean;
  onChange: <K extends 'sellBy' | WeightField>(key: K, value: ProductFormValues[K]) => void;
}) {
  const name = useId();
  return (
    <>
      {fixed ? (
        <TextField
          label="Sold by"
          value={SOLD_BY[values.sellBy]}
          readOnly
          note="Set when the product was created; it cannot change."
        />
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-neutral-700">Sold by</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(Object.keys(SOLD_BY) as SellBy[]).map((sellBy) => (
              <label key={sellBy} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={name}
                  value={sellBy}
                  checked={values.sellBy === sellBy}
                  onChange={() => onChange('sellBy', sellBy)}
                  className="h-5 w-5 accent-green-700"
                />
                {SOLD_BY[sellBy]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {values.sellBy === 'weight' && (
        <div className="grid gap-4 sm:grid-cols-3">
          {TERMS.map(({ field, label, note }) => (
            <TextField
              key={field}
              label={label}
              name={field}
              type="number"
              min={1}
              max={MAX_LINE_GRAMS}
              step={1}
              inputMode="numeric"
              value={values[field]}
              note={note}
              hint={errors[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
          ))}
        </div>
      )}
    </>
  );
}
