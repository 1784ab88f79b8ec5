import { nanoid } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { toastDismissed, toastShown } from './toastSlice';

/** toast.success('Item added'); const id = toast.loading('Redirecting...'); toast.dismiss(id). */
export function useToast() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      success: (message: string, id?: string) => dispatch(toastShown('success', message, id)),
      error: (message: string, id?: string) => dispatch(toastShown('error', message, id)),
      show: (message: string, id?: string) => dispatch(toastShown('blank', message, id)),
      loading: (message: string) => {
        const id = nanoid();
        dispatch(toastShown('loading', message, id));
        return id;
      },
      dismiss: (id: string) => dispatch(toastDismissed(id)),
    }),
    [dispatch],
  );
}
