import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, withFilters, type SearchFilters } from './searchFilters';

/**
 * The search page's filters as the URL has them, and a setter that writes a change into the URL.
 * A change is a step of its own in the history, so Back undoes the last filter. The router applies
 * URL changes as a transition, later than the click: until it has, the change is shown from here, so
 * a controlled radio or checkbox does not spring back meanwhile.
 */
export function useSearchFilters(): [SearchFilters, (change: Partial<SearchFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => filtersFromParams(params), [params]);
  const [pending, setPending] = useState<{ over: URLSearchParams; filters: SearchFilters }>();
  // Valid only over the URL it was made on: once the URL has changed, the URL is right again.
  const filters = pending?.over === params ? pending.filters : fromUrl;
  const change = useCallback(
    (next: Partial<SearchFilters>) => {
      setPending({ over: params, filters: { ...filters, ...next } });
      setParams((current) => withFilters(current, { ...filtersFromParams(current), ...next }));
    },
    [params, filters, setParams],
  );
  return [filters, change];
}
