import { errorCode } from '../../api/errors';

/** TOTAL_CHANGED's figures: the total the order would cost now and the one this screen sent. */
export interface TotalChangedFigures {
  totalAmt: number;
  confirmedTotalAmt: number;
}

/** TOO_MANY_UNITS at checkout: the most unpaid units of one product, and how many earlier orders hold. */
export interface UnitsLimit {
  productId: string;
  max: number;
  held: number;
}

const detailsOf = (error: unknown) => (error as { data?: Record<string, unknown> }).data ?? {};

/**
 * TOTAL_CHANGED's figures. The refusal names both totals, or (issue 37) carries the new quote: then
 * the total sent (`sent`) is the one the screen showed.
 */
export function totalChangedOf(error: unknown, sent?: number): TotalChangedFigures | undefined {
  if (errorCode(error) !== 'TOTAL_CHANGED') return undefined;
  const details = detailsOf(error);
  const quoted = (details.quote as { totalAmt?: unknown } | undefined)?.totalAmt;
  const totalAmt = typeof details.totalAmt === 'number' ? details.totalAmt : quoted;
  const confirmedTotalAmt = typeof details.confirmedTotalAmt === 'number' ? details.confirmedTotalAmt : sent;
  if (typeof totalAmt !== 'number' || typeof confirmedTotalAmt !== 'number') return undefined;
  return { totalAmt, confirmedTotalAmt };
}

/**
 * Issue 37: the refusals of a delivery that changed between the bill and the order (the slot filled or
 * closed, the zone changed): the message to show above the bill read again.
 */
const DELIVERY_REFUSALS = new Set([
  'SLOT_FULL',
  'SLOT_CLOSED',
  'SLOT_NOT_FOUND',
  'SLOT_REQUIRED',
  'EXPRESS_UNAVAILABLE',
  'BELOW_MINIMUM_ORDER',
  'PINCODE_NOT_SERVICEABLE',
]);

export function slotRefusalOf(error: unknown): string | undefined {
  const code: string | undefined = errorCode(error);
  if (!code || !DELIVERY_REFUSALS.has(code)) return undefined;
  const { message } = detailsOf(error);
  return typeof message === 'string' && message ? message : 'Your delivery choice is no longer available.';
}

export function unitsLimitOf(error: unknown): UnitsLimit | undefined {
  if (errorCode(error) !== 'TOO_MANY_UNITS') return undefined;
  const { productId, max, held } = detailsOf(error);
  if (typeof productId !== 'string' || typeof max !== 'number' || typeof held !== 'number') return undefined;
  return { productId, max, held };
}

const CHECKOUT_CALLS = new Set(['placeCashOnDeliveryOrder', 'startCardCheckout']);

/**
 * Whether a failed call's refusal is one the checkout screen shows beside what fixes it (the total to
 * accept, the line to lower), so no toast repeats it over the screen.
 */
export function shownInPlace(endpointName: string | undefined, error: unknown): boolean {
  return (
    CHECKOUT_CALLS.has(endpointName ?? '') &&
    Boolean(totalChangedOf(error, 0) ?? unitsLimitOf(error) ?? slotRefusalOf(error))
  );
}
