import { createListenerMiddleware, isAnyOf, isRejectedWithValue } from '@reduxjs/toolkit';
import { errorMessage } from '../api/errors';
import { shopApi, USER_TAGS } from '../api/shopApi';
import { sessionEnded, signedIn, writeHint } from '../api/sessionSlice';
import { STAFF_CALLS_SHOWN_IN_PLACE } from '../features/admin/staff/staffRefusals';
import { shownInPlace } from '../features/checkout/checkoutRefusals';
import { selectLiveUp } from '../features/live/liveSlice';
import { PACKING_CALLS_SHOWN_IN_PLACE } from '../features/packing/packingRefusals';
import { riderRefusalShownInPlace } from '../features/rider/riderRefusals';
import { toastShown } from '../features/toasts/toastSlice';

export const listeners = createListenerMiddleware();

// Spec 4: whenever the user changes, cart, addresses and orders are reloaded.
listeners.startListening({
  matcher: isAnyOf(signedIn, sessionEnded),
  effect: (action, api) => {
    writeHint(signedIn.match(action));
    api.dispatch(shopApi.util.invalidateTags([...USER_TAGS]));
  },
});

// Spec 8: a failed action shows the server's message as an error toast. Screens never toast mutation
// errors themselves; failed reads are shown where the data would have been, and so are the checkout
// refusals its screen shows beside what fixes them, the staff screen's role changes (beside the form
// or row), the rider's cash and reason (under their field) and the pack's (above its Confirm).
const shownBesideTheirCause = (endpointName: string | undefined, error: unknown) =>
  shownInPlace(endpointName, error) ||
  STAFF_CALLS_SHOWN_IN_PLACE.has(endpointName ?? '') ||
  PACKING_CALLS_SHOWN_IN_PLACE.has(endpointName ?? '') ||
  riderRefusalShownInPlace(endpointName, error);

listeners.startListening({
  predicate: (action) => {
    if (!isRejectedWithValue(action)) return false;
    const arg = (action.meta as { arg?: { type?: string; endpointName?: string } }).arg;
    return arg?.type === 'mutation' && !shownBesideTheirCause(arg.endpointName, action.payload);
  },
  effect: (action, api) => {
    api.dispatch(toastShown('error', errorMessage((action as { payload?: unknown }).payload)));
  },
});

// Issue 23: while the live stream is down, products shown are read again when the tab regains focus
// (the cart and orders refetch on focus themselves); while it is up, its events keep them current.
listeners.startListening({
  actionCreator: shopApi.internalActions.onFocus,
  effect: (_action, api) => {
    if (!selectLiveUp(api.getState())) api.dispatch(shopApi.util.invalidateTags(['Product']));
  },
});
