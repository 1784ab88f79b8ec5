import type { SubstitutionChoice } from '../../api/types';

const OPTIONS: { value: SubstitutionChoice; label: string; hint: string }[] = [
  { value: 'NONE', label: "Don't replace, refund it", hint: 'You pay only for what is packed.' },
  {
    value: 'SIMILAR',
    label: 'Replace with a similar item',
    hint: 'Never at a higher price than the item it replaces.',
  },
];

/** Issue 38: what the packer does when an item is out, for the whole order (each line may differ). */
export function SubstitutionDefault({
  value,
  onChange,
}: {
  value: SubstitutionChoice;
  onChange: (value: SubstitutionChoice) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-semibold">If an item is unavailable:</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={`flex cursor-pointer gap-3 rounded-lg border bg-white p-3 ${option.value === value ? 'border-green-700 ring-1 ring-green-700' : 'border-neutral-300 hover:border-neutral-400'}`}
        >
          <input
            type="radio"
            name="substitution"
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="mt-1 size-4 shrink-0 self-start accent-green-700"
          />
          <span className="text-sm">
            <span className="block font-medium">{option.label}</span>
            <span className="block text-neutral-600">{option.hint}</span>
          </span>
        </label>
      ))}
      <p className="text-sm text-neutral-600">You can choose differently for each item in the summary.</p>
    </fieldset>
  );
}
