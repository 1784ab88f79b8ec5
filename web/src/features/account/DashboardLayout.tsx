import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/Icons';
import { PageLoader } from '../../components/PageLoader';
import { UserMenu } from './UserMenu';

/** Spec 2: /dashboard: the account menu beside the page on desktop; on phones /user is the menu. */
export default function DashboardLayout() {
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-4 md:grid-cols-[240px_1fr] print:block print:p-0">
      <aside className="hidden md:block print:hidden">
        <div className="sticky top-24 rounded-xl bg-white p-3 shadow-sm ring-1 ring-neutral-200">
          <UserMenu />
        </div>
      </aside>
      <div className="min-w-0">
        <Link to="/user" className="mb-2 inline-flex items-center gap-1 text-sm text-green-700 md:hidden print:hidden">
          <ArrowLeftIcon className="h-4 w-4" /> My Account
        </Link>
        <div className="min-h-[60vh] rounded-xl bg-white shadow-sm ring-1 ring-neutral-200 print:min-h-0 print:shadow-none print:ring-0">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
