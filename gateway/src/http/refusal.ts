import { DomainError, refusalBody } from '@shop/common';
import type { ServerResponse } from 'node:http';

/** Why the gateway turns a call away itself, before any service sees it (gateway.errors.ts, common's). */
export type Refusal = DomainError;

/** Answers a refused call in the shop's envelope, with its code and headers. */
export function refuse(response: ServerResponse, { status, code, message, details, headers }: Refusal): void {
  const body = JSON.stringify(refusalBody({ status, code, message, details }));
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}
