/** The staff screen's selects, the height and look of the app's text fields (TextField). */
export const ROLE_SELECT =
  'h-11 rounded-md border border-neutral-300 bg-neutral-50 px-3 text-sm outline-none focus:border-amber-500 focus:bg-white disabled:opacity-60 aria-[invalid=true]:border-red-500';
