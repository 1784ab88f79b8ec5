import { Link, NavLink, useNavigate } from 'react-router-dom';
import type { Access } from '../auth/access';
import { staffRoleLabel } from '../auth/access';
import { useLogoutMutation } from '../auth/authApi';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useToast } from '../toasts/useToast';

/** The staff screens, each with the access level its route asks (app/router.tsx): a user sees only theirs. */
const STAFF_LINKS: { to: string; label: string; access: Access }[] = [
  { to: '/dashboard/deliveries', label: 'Deliveries', access: 'rider' },
  { to: '/dashboard/packing', label: 'Packing', access: 'packer' },
  { to: '/dashboard/orders', label: 'Orders', access: 'manager' },
  { to: '/dashboard/overview', label: 'Overview', access: 'manager' },
  { to: '/dashboard/delivery', label: 'Delivery', access: 'manager' },
  { to: '/dashboard/search-insights', label: 'Search Insights', access: 'manager' },
  { to: '/dashboard/synonyms', label: 'Synonyms', access: 'manager' },
  { to: '/dashboard/category', label: 'Category', access: 'manager' },
  { to: '/dashboard/subcategory', label: 'Sub Category', access: 'manager' },
  { to: '/dashboard/upload-product', label: 'Upload Product', access: 'manager' },
  { to: '/dashboard/product', label: 'Product', access: 'manager' },
  { to: '/dashboard/staff', label: 'Staff', access: 'admin' },
];

/**
 * Spec 2, account menu: the same list in the header dropdown, on /user (phones) and beside the
 * dashboard. `onNavigate` lets a dropdown close itself when an entry is chosen.
 */
export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user, role, can } = useCurrentUser();
  const badge = staffRoleLabel(role);
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const entry = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 hover:bg-amber-50 ${isActive ? 'bg-amber-100 font-medium' : ''}`;

  const handleLogout = async () => {
    onNavigate?.();
    const result = await logout();
    if ('data' in result && result.data) toast.success(result.data.message);
    navigate('/');
  };

  return (
    <nav aria-label="Account">
      <p className="px-3 font-semibold">My Account</p>
      {/* The whole name, wrapped (a long word anywhere) rather than cut to "Shop Ad…". */}
      <p className="flex flex-wrap items-center gap-x-1 px-3 text-sm text-neutral-600">
        <span className="min-w-0 [overflow-wrap:anywhere]">{user?.name || user?.mobile}</span>
        {badge && <span className="font-medium text-red-600">({badge})</span>}
        <Link
          to="/dashboard/profile"
          onClick={onNavigate}
          className="ml-1 text-green-700 underline-offset-2 hover:underline"
        >
          Profile
        </Link>
      </p>
      <hr className="my-2 border-neutral-200" />
      <ul className="grid gap-0.5 text-sm">
        {STAFF_LINKS.filter((link) => can(link.access)).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={onNavigate} className={entry}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/dashboard/myorders" onClick={onNavigate} className={entry}>
            My Orders
          </NavLink>
        </li>
        <li>
          <NavLink to="/dashboard/address" onClick={onNavigate} className={entry}>
            Save Address
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            onClick={handleLogout}
            className="w-full rounded-md px-3 py-2 text-left hover:bg-red-50 hover:text-red-700"
          >
            Log Out
          </button>
        </li>
      </ul>
    </nav>
  );
}
