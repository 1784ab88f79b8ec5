import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A cart line's unit price when the shopper added it (or last saw it) and the price then found. */
export type PriceChanges = Record<string, { was: number; now: number }>;

/**
 * The desktop cart drawer (on phones the cart is its own page, /cart), and the price changes announced
 * during this visit: kept here, not per screen, so checkout still shows a change the cart announced.
 */
export const cartUiSlice = createSlice({
  name: 'cartUi',
  initialState: { drawerOpen: false, priceChanges: {} as PriceChanges },
  reducers: {
    cartDrawerOpened: (state) => {
      state.drawerOpen = true;
    },
    cartDrawerClosed: (state) => {
      state.drawerOpen = false;
    },
    priceChangesNoticed: (state, action: PayloadAction<PriceChanges>) => {
      Object.assign(state.priceChanges, action.payload);
    },
  },
});

export const { cartDrawerOpened, cartDrawerClosed, priceChangesNoticed } = cartUiSlice.actions;
