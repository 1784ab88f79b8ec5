import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeftIcon, SearchIcon } from '../../components/Icons';
import { useRotatingPlaceholder } from './useRotatingPlaceholder';

/**
 * Spec 2: elsewhere the bar is a link to /search showing rotating suggestions; on /search it is the
 * input itself, focused, and every change updates ?q= (replacing the history entry, so Back leaves
 * the search instead of stepping through each letter).
 */
export function SearchBar() {
  const onSearchPage = useLocation().pathname === '/search';
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
    <div role="search" className={frame}>
      <Link to="/" aria-label="Back to home" className="shrink-0 rounded-full p-1 text-neutral-700 md:hidden">
        <ArrowLeftIcon className="h-5 w-5" />
      </Link>
      <SearchIcon className="hidden h-5 w-5 shrink-0 md:block" />
      <label htmlFor="search-input" className="sr-only">
        Search products
      </label>
      <input
        id="search-input"
        type="search"
        autoFocus
        autoComplete="off"
        placeholder="Search products."
        defaultValue={params.get('q') ?? ''}
        onChange={(event) => navigate(`/search?q=${encodeURIComponent(event.target.value)}`, { replace: true })}
        className="h-full w-full bg-transparent text-neutral-800 outline-none placeholder:text-neutral-500 focus-visible:outline-none"
      />
    </div>
  );
}
