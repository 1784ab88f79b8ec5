import { Link, useLocation } from 'react-router-dom';
import { ArrowLeftIcon, SearchIcon } from '../../components/Icons';
import { SearchCombobox } from './SearchCombobox';
import { useRotatingPlaceholder } from './useRotatingPlaceholder';

/**
 * Spec 2: elsewhere the bar is a link to /search showing rotating suggestions; on /search it is the
 * input itself (SearchCombobox: focused, ?q= follows it, suggestions as the shopper types).
 */
export function SearchBar() {
  const onSearchPage = useLocation().pathname === '/search';
  const suggestion = useRotatingPlaceholder(!onSearchPage);

  const frame =
    'flex h-11 w-full min-w-[300px] items-center gap-3 rounded-lg border border-neutral-300 bg-neutral-50 px-3 text-neutral-500 focus-within:border-green-700 focus-within:ring-2 focus-within:ring-amber-500 lg:min-w-[420px]';

  if (!onSearchPage) {
    return (
      <Link to="/search" className={`${frame} hover:border-green-700`}>
        <SearchIcon className="h-5 w-5 shrink-0" />
        <span className="sr-only">Search products</span>
        <span aria-hidden="true" className="truncate">
          Search &quot;{suggestion}&quot;
        </span>
      </Link>
    );
  }

  return (
    <SearchCombobox className={frame}>
      <Link to="/" aria-label="Back to home" className="shrink-0 rounded-full p-1 text-neutral-700 md:hidden">
        <ArrowLeftIcon className="h-5 w-5" />
      </Link>
      <SearchIcon className="hidden h-5 w-5 shrink-0 md:block" />
    </SearchCombobox>
  );
}
