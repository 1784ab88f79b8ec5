import { failure } from '@shop/common';
import type { ServerResponse } from 'node:http';

/** Why the gateway turns a call away itself, before any service sees it. */
export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** Answers a refused call in the shop's envelope. */
export function refuse(response: ServerResponse, { status, message, headers }: Refusal): void {
  const body = JSON.stringify(failure(message));
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}
