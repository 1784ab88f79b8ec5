import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { SseFrame } from './live-events';
import { liveStreamsDropped } from './live-metrics';

/** Who is watching: the products the page shows, and the verified caller (none for a guest). */
export interface Viewer {
  products: ReadonlySet<string>;
  userId?: string;
  /** The signed-in session the stream belongs to: its logout ends the stream (LiveHub.endSession). */
  sessionId?: string;
  admin: boolean;
}

/**
 * One open event stream, its headers sent. Frames go to the socket as they travel (see SseFrame);
 * what the client has not read yet waits in Node's buffer, and a client that lets it grow past
 * `maxBufferedBytes` (a stalled tab, a slow link) is dropped: its EventSource reconnects with
 * Last-Event-ID when it can read again. So the gateway never holds more than that per stream, however
 * many events pass.
 */
export class LiveStream {
  private open = true;
  private readonly socket: Socket;

  constructor(
    readonly viewer: Viewer,
    private readonly response: ServerResponse,
    private readonly maxBufferedBytes: number,
  ) {
    this.socket = response.socket!;
  }

  get isOpen(): boolean {
    return this.open && !this.response.destroyed;
  }

  send(frame: SseFrame): void {
    if (!this.isOpen) return;
    this.socket.write(this.response.chunkedEncoding ? frame.chunk : frame.bytes);
    if (this.socket.writableLength > this.maxBufferedBytes) {
      liveStreamsDropped.inc({ reason: 'slow' });
      this.open = false;
      this.response.destroy();
    }
  }

  /** Ends the stream cleanly (the gateway is shutting down): the client reconnects, to another gateway. */
  end(): void {
    if (!this.isOpen) return;
    this.open = false;
    this.response.end();
  }
}
