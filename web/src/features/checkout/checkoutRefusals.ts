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

export function totalChangedOf(error: unknown): TotalChangedFigures | undefined {
  if (errorCode(error) !== 'TOTAL_CHANGED') return undefined;
  const { totalAmt, confirmedTotalAmt } = detailsOf(error);
  if (typeof totalAmt !== 'number' || typeof confirmedTotalAmt !== 'number') return undefined;
  return { totalAmt, confirmedTotalAmt };
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
  return CHECKOUT_CALLS.has(endpointName ?? '') && Boolean(totalChangedOf(error) ?? unitsLimitOf(error));
}
