import type { FulfilmentStatus, LiveProductEvent } from '../../api/types';

/**
 * What `GET /api/live` (Server-Sent Events, issue 23) sends: each event's name and its JSON `data`.
 * Anonymous streams get `product` and `refetch`; a signed-in user's also `order` and `cart`; an
 * admin's also `admin-order`.
 */
export interface LiveEvents {
  /**
   * A subscribed product's stock, price, discount or publication changed, or it was deleted (then only
   * `deleted` counts), or it was unpublished and its figures are withheld from shoppers (`hidden`), as the
   * gateway describes it (gateway/src/live/live-api.ts).
   */
  product: LiveProductEvent;
  /** One of the user's orders changed status. */
  order: { orderId: string; orderNo: string; status: FulfilmentStatus; at: string };
  /** The user's cart changed in another tab or device. */
  cart: { at: string };
  /** Any order placed or changed (admins). */
  'admin-order': {
    orderId: string;
    orderNo: string;
    from: FulfilmentStatus | null;
    status: FulfilmentStatus;
    at: string;
    totalAmt: number;
  };
  /** The stream could not replay what was missed: everything shown is read again. */
  refetch: Record<string, never>;
}

export type LiveEventName = keyof LiveEvents;
export const LIVE_EVENT_NAMES: LiveEventName[] = ['product', 'order', 'cart', 'admin-order', 'refetch'];
