import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/Icons';
import { UserMenu } from '../account/UserMenu';
import { useCurrentUser } from '../auth/useCurrentUser';

/** Desktop header: 'Login', or 'Account' opening the account menu (closes on Escape or outside click). */
export function AccountButton() {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => !box.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (!user) {
    return (
      <Link to="/login" state={{ from: location }} className="rounded-md px-3 py-2 text-lg hover:bg-neutral-100">
        Login
      </Link>
    );
  }

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-lg hover:bg-neutral-100"
      >
        Account
        <ChevronDownIcon className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div className="absolute right-0 top-12 z-50 w-60 rounded-lg bg-white p-3 shadow-xl ring-1 ring-black/5">
          <UserMenu onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
