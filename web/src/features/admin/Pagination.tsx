import { useId, useState, type FormEvent } from 'react';
import { GAP, pageNumbers, requestedPage } from './pagination';

const BUTTON =
  'h-9 rounded-md border border-amber-400 px-2 font-medium sm:px-3 hover:bg-amber-400 disabled:cursor-not-allowed disabled:border-neutral-200 disabled:text-neutral-400 disabled:hover:bg-transparent';

/**
 * Spec 2's Previous, current/total and Next, plus First, Last, the page numbers around the current
 * one and a page number to jump to: an admin list can run to hundreds of pages.
 */
export function Pagination({
  page,
  total,
  onPage,
  label = 'Pages',
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const target = requestedPage(typed, total);
    if (target !== undefined) onPage(target);
    setTyped('');
  };

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 px-4 pb-4">
      <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
        <button type="button" disabled={page <= 1} onClick={() => onPage(1)} className={BUTTON}>
          First
        </button>
        <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={BUTTON}>
          Previous
        </button>
        <ol className="hidden items-center gap-1 sm:flex">
          {pageNumbers(page, total).map((entry, index) =>
            entry === GAP ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-500">
                …
              </li>
            ) : (
              <li key={entry}>
                <button
                  type="button"
                  onClick={() => onPage(entry)}
                  aria-label={`Page ${entry}`}
                  aria-current={entry === page ? 'page' : undefined}
                  className={`h-9 min-w-9 rounded-md px-2 tabular-nums ${entry === page ? 'bg-amber-400 font-semibold' : 'hover:bg-amber-100'}`}
                >
                  {entry}
                </button>
              </li>
            ),
          )}
        </ol>
        <span aria-live="polite" className="tabular-nums">
          {page}/{total}
        </span>
        <button type="button" disabled={page >= total} onClick={() => onPage(page + 1)} className={BUTTON}>
          Next
        </button>
        <button type="button" disabled={page >= total} onClick={() => onPage(total)} className={BUTTON}>
          Last
        </button>
      </div>
      <form onSubmit={jump} className="flex items-center gap-2">
        <label htmlFor={inputId} className="text-sm">
          Go to page
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={total}
          step={1}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="h-9 w-20 rounded-md border border-neutral-300 bg-neutral-50 px-2 outline-none focus:border-amber-500"
        />
        <button type="submit" className={BUTTON}>
          Go
        </button>
      </form>
    </nav>
  );
}
