import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, withFilters, type SearchFilters } from './searchFilters';

/**
 * The search page's filters as the URL has them, and a setter that writes a change into the URL.
 * A change is a step of its own in the history, so Back undoes the last filter.
 */
export function useSearchFilters(): [SearchFilters, (change: Partial<SearchFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const change = useCallback(
    (next: Partial<SearchFilters>) =>
      setParams((current) => withFilters(current, { ...filtersFromParams(current), ...next })),
    [setParams],
  );
  return [filters, change];
}
