import { LIVE_ORDERS } from './orderApi';
import { useLiveStreamUp } from '../live/useLiveProducts';

/**
 * How an order screen keeps up: the stream's order events while it is open (and a read on focus, which
 * costs one call); polling while it is down, as before the stream.
 */
export function useLiveOrderOptions(polling: { pollingInterval: number } = LIVE_ORDERS) {
  const up = useLiveStreamUp();
  return up
    ? { refetchOnFocus: true }
    : { pollingInterval: polling.pollingInterval, skipPollingIfUnfocused: true, refetchOnFocus: true };
}
