import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id from upstream is kept only when it cannot smuggle anything into logs or headers. */
const WELL_FORMED = /^[\w-]{8,64}$/;

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request being handled, wherever the code runs within it (undefined outside any request). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * The request's id: the caller's `x-request-id` when well-formed (the gateway's, for a service), a new
 * one otherwise. It is set on the request's own headers, so the gateway's proxy forwards it to the
 * service, and returned in the response.
 */
export function identifyRequest(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const requestId = typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader(REQUEST_ID_HEADER, requestId);
  return requestId;
}

/**
 * Gives every request its id (identifyRequest) and keeps it for the logs of everything the request
 * runs (Express's body parsers keep the context while the body arrives: raw-body binds it).
 */
export function requestContext() {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    storage.run({ requestId: identifyRequest(request, response) }, next);
  };
}
