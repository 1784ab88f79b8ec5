import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Sees every request before the Nest application: answers the ones it takes (now or later), and calls
 * `next` for the others, which then reach the application as if it had not been there.
 */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts a handler in front of the application on its HTTP server, for the hot calls that need none of
 * Express's and Nest's per-request work: on a cached catalogue read those layers (Express's router,
 * body parsers, guards, pipes) cost several times what Node's own HTTP server does
 * (deploy/k6/results/performance-benchmark.md). Call it before the application listens.
 */
export function serveFirst(app: INestApplication, handler: FrontHandler): void {
  const server = app.getHttpServer() as Server;
  const application = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) =>
    handler(request, response, () => {
      for (const listener of application) listener.call(server, request, response);
    }),
  );
}
