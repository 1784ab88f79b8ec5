import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'blank' | 'loading';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

/** Spec 9: success 2 s, error and plain 4 s, loading until replaced; at most 20 on screen. */
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = {
  success: 2000,
  error: 4000,
  blank: 4000,
  loading: null,
};
export const MAX_TOASTS = 20;

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<Toast>) => {
        const existing = state.findIndex((toast) => toast.id === action.payload.id);
        if (existing >= 0) state[existing] = action.payload;
        else state.push(action.payload);
        if (state.length > MAX_TOASTS) state.splice(0, state.length - MAX_TOASTS);
      },
      /** Pass an id to replace a toast in place (a loading toast turning into its outcome). */
      prepare: (kind: ToastKind, message: string, id?: string) => ({ payload: { id: id ?? nanoid(), kind, message } }),
    },
    toastDismissed: (state, action: PayloadAction<string>) => state.filter((toast) => toast.id !== action.payload),
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
