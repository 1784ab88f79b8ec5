import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { shopApi } from '../api/shopApi';
import { sessionSlice } from '../api/sessionSlice';
import { cartUiSlice } from '../features/cart/cartUiSlice';
import { liveSlice } from '../features/live/liveSlice';
import { toastSlice } from '../features/toasts/toastSlice';
import { listeners } from './listeners';

const rootReducer = combineReducers({
  [shopApi.reducerPath]: shopApi.reducer,
  session: sessionSlice.reducer,
  toasts: toastSlice.reducer,
  cartUi: cartUiSlice.reducer,
  live: liveSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(shopApi.middleware),
  });
  // Lets RTK Query refetch after the connection comes back (refetchOnReconnect in shopApi).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
