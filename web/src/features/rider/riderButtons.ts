/** A rider taps these on the road, one-handed: at least 48px tall, the whole width they are given. */
export const CONFIRM_BUTTON =
  'min-h-12 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 disabled:opacity-60';
export const SECONDARY_BUTTON =
  'min-h-12 rounded-lg border border-amber-500 bg-white px-4 py-2 font-semibold text-amber-900 hover:bg-amber-50 disabled:opacity-60';
export const BACK_BUTTON =
  'min-h-12 rounded-lg border border-neutral-300 bg-white px-4 py-2 font-medium text-neutral-800 hover:bg-neutral-100';
