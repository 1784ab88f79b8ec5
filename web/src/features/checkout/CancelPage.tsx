import { usePageTitle } from '../../components/usePageTitle';
import { ResultPage } from './ResultPage';

/** Spec 2: where the card provider sends a shopper who gave up paying. */
export default function CancelPage() {
  usePageTitle('Order Cancel');
  return <ResultPage tone="cancel">Order Cancel</ResultPage>;
}
