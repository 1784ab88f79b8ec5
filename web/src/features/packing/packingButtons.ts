/** Packers tap these with a basket in the other hand: at least 48px tall, the whole width they are given. */
export const PRIMARY_BUTTON =
  'min-h-12 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:opacity-60';
export const OUTLINE_BUTTON =
  'min-h-12 rounded-lg border border-neutral-300 bg-white px-4 py-2 font-medium text-neutral-800 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50';
export const SUBSTITUTE_BUTTON =
  'min-h-12 rounded-lg border border-amber-500 bg-white px-4 py-2 font-semibold text-amber-900 hover:bg-amber-50';
/** The − and + of a packed count: square, thumb-sized. */
export const STEP_BUTTON =
  'flex h-12 w-12 shrink-0 items-center justify-center rounded-lg border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40';
