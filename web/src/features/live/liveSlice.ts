import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether this tab's live stream is open. Not server state: it only decides how screens keep up while
 * it is down (polling and refetch on focus, as before the stream) and when it is up (nothing to do).
 */
export const liveSlice = createSlice({
  name: 'live',
  initialState: { up: false },
  reducers: {
    liveStreamChanged: (state, action: PayloadAction<boolean>) => {
      state.up = action.payload;
    },
  },
});

export const { liveStreamChanged } = liveSlice.actions;

/** Whether the stream is open, from any store holding this slice (the store's listeners read it without importing the store). */
export const selectLiveUp = (state: unknown) => (state as { live: { up: boolean } }).live.up;
