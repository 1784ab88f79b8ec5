import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { shopApi } from '../../api/shopApi';
import { usePageTitle } from '../../components/usePageTitle';
import { ResultPage } from './ResultPage';

/** Spec 2: '{text} Successfully' ('Order' after cash on delivery; 'Payment' when the card provider sends the shopper back). */
export default function SuccessPage() {
  const text = (useLocation().state as { text?: string } | null)?.text ?? 'Payment';
  usePageTitle(`${text} Successfully`);
  const dispatch = useAppDispatch();
  // Back from the card provider: the paid order emptied the cart and joined the order list.
  useEffect(() => {
    dispatch(shopApi.util.invalidateTags(['Cart', 'Order']));
  }, [dispatch]);
  return <ResultPage tone="success">{text} Successfully</ResultPage>;
}
