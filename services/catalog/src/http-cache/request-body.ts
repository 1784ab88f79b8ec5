import type { IncomingMessage } from 'node:http';
import { setImmediate } from 'node:timers/promises';

/** Bodies of public reads are a few dozen bytes; anything longer is left to the service. */
const MAX_BODY_BYTES = 1024;
const EMPTY = Buffer.alloc(0);

const bodyArrived = (request: IncomingMessage, length: number) => request.readableLength === length;

/**
 * The body of a small request once it has all arrived, peeked at without taking it from the request:
 * when the request is passed on, the service's body parser reads it as usual. Undefined for a body
 * that is chunked, too long, or not all there by the next turn of the event loop (then the service
 * answers, as for any other request).
 */
export async function peekBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.headers['transfer-encoding']) return undefined;
  const length = Number(request.headers['content-length'] ?? 0);
  if (!Number.isInteger(length) || length > MAX_BODY_BYTES) return undefined;
  if (length === 0) return EMPTY;
  // Node's HTTP parser pushes a body that came with the headers right after announcing the request.
  await Promise.resolve();
  if (!bodyArrived(request, length)) {
    await setImmediate();
    if (!bodyArrived(request, length)) return undefined;
  }
  const body = request.read() as Buffer;
  request.unshift(body);
  return body;
}
