import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useToast } from '../toasts/useToast';
import { cartDrawerClosed } from './cartUiSlice';

/** 'Proceed': signed-in shoppers go to checkout; others are asked to log in and come back to it. */
export function useProceedToCheckout() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  return () => {
    dispatch(cartDrawerClosed());
    if (user) {
      navigate('/checkout');
      return;
    }
    toast.show('Please Login');
    navigate('/login', { state: { from: { pathname: '/checkout' } } });
  };
}
