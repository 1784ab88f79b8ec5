import type { LiveData, LiveEventName } from './live-contract';

/**
 * Who may see an event: the streams subscribed to a product (only admins' or only others' when `admin`
 * says), one user's streams, or admins' streams.
 */
export type Audience = { product: string; admin?: boolean } | { user: string } | { admins: true };

/** One event on its way to the streams of its audience (its data as live-contract.ts defines it). */
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
