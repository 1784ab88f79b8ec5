/**
 * What GET /api/live sends (the contract with the web app, issue 23): each event's name and data. One
 * integration event becomes one or two of these; each says who may see it (its audience).
 */
export interface LiveData {
  /**
   * A subscribed product's stock, price, discount or publication changed, or it was deleted. Shoppers
   * are told of an unpublished product only that it is off sale (`hidden`: its figures are withheld).
   */
  product: {
    productId: string;
    stock: number;
    price: number;
    discount: number;
    publish: boolean;
    deleted?: true;
    hidden?: true;
  };
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

/**
 * Who may see an event: the streams subscribed to a product (only admins' or only others' when `admin`
 * says), one user's streams, or admins' streams.
 */
export type Audience = { product: string; admin?: boolean } | { user: string } | { admins: true };

export interface LiveEvent<N extends LiveEventName = LiveEventName> {
  /** The SSE id: the integration event's id (the same on every gateway), so a stream resumes on any of them. */
  id: string;
  name: N;
  data: LiveData[N];
  audience: Audience;
}

const CRLF = Buffer.from('\r\n');

/**
 * What a stream sends, encoded once for every stream it goes to, as the HTTP/1.1 chunk it travels in
 * (LiveStream.send writes it to the socket as it is). Through ServerResponse.write, each of 10,000
 * streams framed and encoded it anew: 170 ms of CPU per event for all of them, against 95 ms for the
 * chunk encoded once (measured on this machine's two cores; results/live-streams.md).
 */
export class SseFrame {
  /** The frame as an HTTP/1.1 chunk: its size in hex, the frame, a line end. */
  readonly chunk: Buffer;
  /** The frame alone (a view into `chunk`), for a response that is not chunked (an HTTP/1.0 client). */
  readonly bytes: Buffer;

  constructor(text: string) {
    const bytes = Buffer.from(text);
    const size = Buffer.from(`${bytes.length.toString(16)}\r\n`);
    this.chunk = Buffer.concat([size, bytes, CRLF]);
    this.bytes = this.chunk.subarray(size.length, size.length + bytes.length);
  }

  get text(): string {
    return this.bytes.toString();
  }
}

/** One event as the stream sends it, serialised once for every stream it goes to. */
export function sseFrame(event: { id?: string; name: string; data: unknown }): SseFrame {
  const id = event.id ? `id: ${event.id}\n` : '';
  return new SseFrame(`${id}event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`);
}

/**
 * An id alone, no event: the browser takes it as the stream's last event id (and sends it as
 * Last-Event-ID when it reconnects) without dispatching anything.
 */
export function positionFrame(id: string): SseFrame {
  return new SseFrame(`id: ${id}\n\n`);
}

/** A comment line: keeps proxies and the browser from timing an idle stream out. */
export const HEARTBEAT_FRAME = new SseFrame(':\n\n');
