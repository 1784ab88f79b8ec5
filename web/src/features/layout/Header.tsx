import { Link, useLocation } from 'react-router-dom';
import { UserIcon } from '../../components/Icons';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DeliveryChip } from '../delivery/DeliveryChip';
import { SearchBar } from '../search/SearchBar';
import { AccountButton } from './AccountButton';
import { CartButton } from './CartButton';

/**
 * Spec 2, header: logo, search bar, Login or Account, cart; phones get a user icon and the bar below.
 * Issue 37: beside the logo, where and how fast the shop delivers (the delivery chip).
 */
export function Header() {
  const location = useLocation();
  const onSearchPage = location.pathname === '/search';
  const { user } = useCurrentUser();

  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm print:hidden">
      <div
        className={`mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20 ${onSearchPage ? 'max-md:hidden' : ''}`}
      >
        <Link to="/" className="shrink-0 text-2xl font-extrabold tracking-tight md:text-3xl">
          <span className="text-amber-600">shop</span>
          <span className="text-green-700">it</span>
        </Link>
        <DeliveryChip className="mr-auto md:mr-0" />
        {/* min-w-0: a long rotating suggestion truncates instead of widening the header past the screen. */}
        <div className="hidden min-w-0 flex-1 justify-center md:flex">
          <SearchBar />
        </div>
        <Link
          to={user ? '/user' : '/login'}
          state={user ? undefined : { from: location }}
          aria-label={user ? 'Account menu' : 'Login'}
          className="rounded-full p-2 text-neutral-700 hover:bg-neutral-100 md:hidden"
        >
          <UserIcon className="h-7 w-7" />
        </Link>
        <div className="hidden items-center gap-6 md:flex">
          <AccountButton />
          <CartButton />
        </div>
      </div>
      <div className="px-4 pb-2 pt-2 md:hidden">
        <SearchBar />
      </div>
    </header>
  );
}
