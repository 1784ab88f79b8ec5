import type { IncomingMessage } from 'node:http';

/** How long, and how much more, the gateway reads of a refused body before it closes the connection. */
export const LINGER_MS = 5_000;
export const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * Reads and drops the rest of a body the gateway has refused, for at most LINGER_MS and LINGER_BYTES,
 * and closes the connection only if the client is still sending then. Closing a socket with unread
 * bytes makes the kernel reset it, and a reset can reach the client before it has read the refusal: a
 * chunked upload then failed with ECONNRESET and no answer (lingering close, as nginx does). A body
 * that ends in time leaves the connection open for the client's next call.
 */
export function lingerOnRefusedBody(request: IncomingMessage): void {
  let dropped = 0;
  const close = () => {
    clearTimeout(timer);
    request.socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  request.once('end', () => clearTimeout(timer));
  request.once('close', () => clearTimeout(timer));
  request.resume();
}
