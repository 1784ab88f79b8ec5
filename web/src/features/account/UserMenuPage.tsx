import { useNavigate } from 'react-router-dom';
import { CloseIcon } from '../../components/Icons';
import { usePageTitle } from '../../components/usePageTitle';
import { UserMenu } from './UserMenu';

/** Phones: the account menu as a page, with a close button that goes back. */
export default function UserMenuPage() {
  usePageTitle('My Account');
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-md p-4">
      <div className="mb-2 flex justify-end">
        <button
          type="button"
          onClick={() => navigate(-1)}
          aria-label="Close"
          className="rounded-full p-2 hover:bg-neutral-100"
        >
          <CloseIcon className="h-6 w-6" />
        </button>
      </div>
      <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-neutral-200">
        <UserMenu />
      </div>
    </section>
  );
}
