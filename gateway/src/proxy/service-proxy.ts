import { Inject, Injectable, Logger, NestMiddleware } from '@nestjs/common';
import { failure } from '@shop/common';
import type { NextFunction, Request, Response } from 'express';
import { Agent, IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware, RequestHandler } from 'http-proxy-middleware';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { fullPath, resolveRoute, serviceUrls } from './routes';

/** Forwards each /api call, untouched, to the service that owns its path; unknown paths get 404. */
@Injectable()
export class ProxyMiddleware implements NestMiddleware {
  private readonly logger = new Logger('Proxy');
  private readonly proxy: RequestHandler<Request, Response>;
  private readonly bodyLimit: number;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    const urls = serviceUrls(env);
    this.bodyLimit = env.GATEWAY_BODY_LIMIT_BYTES;
    this.proxy = createProxyMiddleware<Request, Response>({
      router: (request) => urls[resolveRoute(fullPath(request))!.service],
      changeOrigin: false,
      // http-proxy opens a new connection per request unless given an agent (measured: connecting cost
      // the gateway more CPU than proxying); keep-alive connections to the services are reused.
      agent: new Agent({ keepAlive: true, maxSockets: env.GATEWAY_UPSTREAM_SOCKETS }),
      proxyTimeout: 30_000,
      pathRewrite: (_path, request) => request.originalUrl,
      on: {
        error: (error: Error, _request: IncomingMessage, response: ServerResponse | unknown) => {
          this.logger.warn(`upstream unreachable: ${error.message}`);
          const res = response as ServerResponse;
          if (!res.headersSent && typeof res.writeHead === 'function') {
            res.writeHead(503, { 'content-type': 'application/json' });
            res.end(JSON.stringify(failure('This part of the shop is unavailable right now; please try again shortly')));
          }
        },
      },
    });
  }

  use(request: Request, response: Response, next: NextFunction): void {
    const route = resolveRoute(fullPath(request));
    if (!route) {
      response.status(404).json(failure(`No API route ${request.method} ${fullPath(request)}`));
      return;
    }
    if (Number(request.headers['content-length'] ?? 0) > this.bodyLimit) {
      response.status(413).json(failure('The request body is too large'));
      return;
    }
    // The client's address as this gateway trusts it (TRUST_PROXY) is what the services see. Set on the
    // incoming headers, which are copied to the upstream request: a 'proxyReq' handler would run too
    // late when the request waits for a pooled socket (its headers are already flushed by then).
    request.headers['x-forwarded-for'] = request.ip ?? '';
    void this.proxy(request, response, next);
  }
}
