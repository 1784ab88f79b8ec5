import { useId } from 'react';
import type { NamedRef } from '../../api/types';
import { CloseIcon } from '../../components/Icons';

/** A select whose choice is appended as a removable chip (categories of a sub-category or product). */
export function RefChips({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: NamedRef[] | undefined;
  value: NamedRef[];
  onChange: (value: NamedRef[]) => void;
}) {
  const id = useId();
  const available = (options ?? []).filter((option) => !value.some((chosen) => chosen._id === option._id));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-neutral-700">
        {label}
      </label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const option = available.find((candidate) => candidate._id === event.target.value);
          if (option) onChange([...value, { _id: option._id, name: option.name }]);
        }}
        className="h-11 rounded-md border border-neutral-300 bg-neutral-50 px-2"
      >
        <option value="">Select {label}</option>
        {available.map((option) => (
          <option key={option._id} value={option._id}>
            {option.name}
          </option>
        ))}
      </select>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={`Chosen ${label}`}>
          {value.map((chosen) => (
            <li
              key={chosen._id}
              className="flex items-center gap-1 rounded-full bg-green-50 py-1 pl-3 pr-1 text-sm ring-1 ring-green-200"
            >
              {chosen.name}
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item._id !== chosen._id))}
                aria-label={`Remove ${chosen.name}`}
                className="rounded-full p-0.5 hover:bg-red-100 hover:text-red-700"
              >
                <CloseIcon className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
