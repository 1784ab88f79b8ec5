import { SORTS, SORT_LABEL, type SearchSort } from './searchFilters';

/** Issue 22: the order of the results; relevance unless the shopper picks another. */
export function SortSelect({ sort, onChange }: { sort: SearchSort; onChange: (sort: SearchSort) => void }) {
  return (
    <label className="flex shrink-0 items-center gap-2 text-sm text-neutral-700">
      {/* Phones keep the heading and the select on one line. */}
      <span className="max-sm:sr-only">Sort by</span>
      <select
        value={sort}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="h-9 rounded-md border border-neutral-300 bg-white px-2 text-neutral-900 focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-amber-500"
      >
        {SORTS.map((value) => (
          <option key={value} value={value}>
            {SORT_LABEL[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
