import { SearchIcon } from '../../components/Icons';

/** The search field of an admin list (labelled for screen readers; the placeholder is the visible hint). */
export function AdminSearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex h-10 w-full max-w-xs items-center gap-2 rounded-md border border-neutral-300 bg-neutral-50 px-3 focus-within:border-amber-500">
      <SearchIcon className="h-4 w-4 text-neutral-500" />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="h-full w-full bg-transparent outline-none"
      />
    </div>
  );
}
