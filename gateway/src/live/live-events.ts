/**
 * What GET /api/live sends (the contract with the web app, issue 23): each event's name and data. One
 * integration event becomes one or two of these; each says who may see it (its audience).
 */
export interface LiveData {
  /** A subscribed product's stock, price, discount or publication changed, or it was deleted. */
  product: { productId: string; stock: number; price: number; discount: number; publish: boolean; deleted?: true };
  /** One of the user's orders changed status. */
  order: { orderId: string; orderNo: string; status: string; at: string };
  /** The user's cart changed (in another tab or device): refetch it. */
  cart: { at: string };
  /** Any order placed or changed (admins only). */
  'admin-order': {
    orderId: string;
    orderNo: string;
    from: string | null;
    status: string;
    at: string;
    totalAmt: number;
  };
  /** The stream could not replay what was missed: refetch everything shown. */
  refetch: Record<string, never>;
}
export type LiveEventName = keyof LiveData;

/** Who may see an event: the streams subscribed to a product, one user's streams, or admins' streams. */
export type Audience = { product: string } | { user: string } | { admins: true };

export interface LiveEvent<N extends LiveEventName = LiveEventName> {
  /** The SSE id: the integration event's id (the same on every gateway), so a stream resumes on any of them. */
  id: string;
  name: N;
  data: LiveData[N];
  audience: Audience;
}

/** One event as the stream sends it, serialised once for every stream it goes to. */
export function sseFrame(event: { id?: string; name: string; data: unknown }): string {
  const id = event.id ? `id: ${event.id}\n` : '';
  return `${id}event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * An id alone, no event: the browser takes it as the stream's last event id (and sends it as
 * Last-Event-ID when it reconnects) without dispatching anything.
 */
export function positionFrame(id: string): string {
  return `id: ${id}\n\n`;
}

/** A comment line: keeps proxies and the browser from timing an idle stream out. */
export const HEARTBEAT_FRAME = ':\n\n';
