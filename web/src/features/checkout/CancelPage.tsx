import { usePageTitle } from '../../components/usePageTitle';
import { ResultAction, ResultPage } from './ResultPage';

/** Spec 2: where the card provider sends a shopper who gave up paying; the cart is kept, so it is one step away. */
export default function CancelPage() {
  usePageTitle('Order Cancel');
  return (
    <ResultPage tone="cancel" actions={<ResultAction to="/cart">Back to cart</ResultAction>}>
      Order Cancel
    </ResultPage>
  );
}
