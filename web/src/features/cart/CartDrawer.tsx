import { useAppDispatch } from '../../app/hooks';
import { Dialog } from '../../components/Dialog';
import { CartPanel } from './CartPanel';
import { cartDrawerClosed } from './cartUiSlice';

/** The desktop cart: a panel from the right edge over the page. */
export default function CartDrawer() {
  const dispatch = useAppDispatch();
  const close = () => dispatch(cartDrawerClosed());
  return (
    <Dialog open onClose={close} title="Cart" placement="side" className="w-full max-w-md">
      <CartPanel onNavigate={close} />
    </Dialog>
  );
}
