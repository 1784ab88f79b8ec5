import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/Icons';
import { usePageTitle } from '../../components/usePageTitle';
import { CartPanel } from './CartPanel';

/** Phones: the cart as a page ('View Cart' in the bottom bar leads here). */
export default function CartPage() {
  usePageTitle('Cart');
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-xl flex-col">
      <div className="flex items-center gap-2 border-b border-neutral-200 px-3 py-3">
        <button
          type="button"
          onClick={() => navigate(-1)}
          aria-label="Back"
          className="rounded-full p-1.5 hover:bg-neutral-100"
        >
          <ArrowLeftIcon />
        </button>
        <h1 className="text-lg font-semibold">Cart</h1>
      </div>
      <div className="flex flex-1 flex-col">
        <CartPanel />
      </div>
    </section>
  );
}
