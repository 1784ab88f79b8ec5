import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether this browser holds a session. The session itself is the httpOnly cookie pair, which page
 * scripts cannot read; this remembers (across reloads and tabs) that there is one worth asking about,
 * so anonymous visitors never send a call that can only fail.
 */
const HINT_KEY = 'shop.signedIn';

function readHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage may be disabled (private mode); the session still works for this page's life.
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: () => ({ signedIn: readHint() }),
  reducers: {
    signedIn: (state) => {
      state.signedIn = true;
    },
    /** Logout, or a session the server no longer accepts. */
    sessionEnded: (state) => {
      state.signedIn = false;
    },
  },
});

export const { signedIn, sessionEnded } = sessionSlice.actions;

/** Whether a session is worth asking about, from any store holding this slice (the API layer knows no store). */
export const selectSignedIn = (state: unknown) => (state as { session: { signedIn: boolean } }).session.signedIn;
