/**
 * The pack call's refusals are shown above its Confirm button (the order changed, a substitute refused),
 * so no toast repeats them; kept apart from packingApi so the store's listener does not load it.
 */
export const PACKING_CALLS_SHOWN_IN_PLACE = new Set(['packOrder']);
