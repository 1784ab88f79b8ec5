import { createSlice } from '@reduxjs/toolkit';

/** The desktop cart drawer; on phones the cart is its own page (/cart). */
export const cartUiSlice = createSlice({
  name: 'cartUi',
  initialState: { drawerOpen: false },
  reducers: {
    cartDrawerOpened: (state) => {
      state.drawerOpen = true;
    },
    cartDrawerClosed: (state) => {
      state.drawerOpen = false;
    },
  },
});

export const { cartDrawerOpened, cartDrawerClosed } = cartUiSlice.actions;
