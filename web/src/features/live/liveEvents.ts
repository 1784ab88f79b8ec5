import type {
  LiveAdminOrderEvent,
  LiveCartEvent,
  LiveOrderEvent,
  LiveProductEvent,
  LiveRefetchEvent,
} from '../../api/types';

/**
 * What `GET /api/live` (Server-Sent Events, issue 23) sends: each event's name and its JSON `data`, as
 * the gateway defines them once (gateway/src/live/live-contract.ts) and the API description carries
 * them. Anonymous streams get `product` and `refetch`; a signed-in user's also `order` and `cart`; an
 * admin's also `admin-order`.
 */
export interface LiveEvents {
  product: LiveProductEvent;
  order: LiveOrderEvent;
  cart: LiveCartEvent;
  'admin-order': LiveAdminOrderEvent;
  refetch: LiveRefetchEvent;
}

export type LiveEventName = keyof LiveEvents;
export const LIVE_EVENT_NAMES: LiveEventName[] = ['product', 'order', 'cart', 'admin-order', 'refetch'];
