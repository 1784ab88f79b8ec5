import { errorCode } from '../../api/errors';
import type { RefusalCode } from '../../api/types';

const RIDER_CALLS = new Set(['markDelivered', 'markDeliveryFailed']);
const SHOWN_IN_PLACE = new Set<RefusalCode>(['CASH_COLLECTED_INVALID', 'REASON_REQUIRED']);

/**
 * The refusals the delivery dialogs show under their field (the cash, the reason), so no toast repeats
 * them; kept apart from riderApi so the store's listener does not bring it into every page's code.
 */
export function riderRefusalShownInPlace(endpointName: string | undefined, error: unknown): boolean {
  const code = errorCode(error);
  return RIDER_CALLS.has(endpointName ?? '') && code !== undefined && SHOWN_IN_PLACE.has(code);
}
