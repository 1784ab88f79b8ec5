import type { SubstitutionChoice } from '../../api/types';

/** A line's own choice at checkout: a checkbox under the item, ticked when it may be replaced (the row is its target). */
export function ReplaceIfMissing({
  name,
  value,
  onChange,
}: {
  name: string;
  value: SubstitutionChoice;
  onChange: (value: SubstitutionChoice) => void;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 pl-[4.75rem] text-sm text-neutral-700">
      <input
        type="checkbox"
        checked={value === 'SIMILAR'}
        onChange={(event) => onChange(event.target.checked ? 'SIMILAR' : 'NONE')}
        aria-label={`Replace if missing: ${name}`}
        className="size-5 shrink-0 accent-green-700"
      />
      Replace if missing
    </label>
  );
}
