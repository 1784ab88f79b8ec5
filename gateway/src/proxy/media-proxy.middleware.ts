import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware, RequestHandler } from 'http-proxy-middleware';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { ImageNotFound } from '../http/gateway.errors';
import { refuse } from '../http/refusal';
import { fullPath } from './routes';

/** Serves uploaded images (GET /media/<bucket>/<key>) from the object store's public-read bucket. */
@Injectable()
export class MediaProxyMiddleware implements NestMiddleware {
  private readonly proxy: RequestHandler<Request, Response>;
  private readonly prefix: string;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.prefix = `/media/${env.MEDIA_BUCKET}/`;
    this.proxy = createProxyMiddleware<Request, Response>({
      target: env.S3_ENDPOINT,
      changeOrigin: true,
      pathRewrite: (_path, request) => fullPath(request).replace(/^\/media/, ''),
      // The object store's CORS answers (any Origin echoed, with credentials) are not the shop's to give:
      // images are same-origin for the shop's pages, and other sites get no CORS grant (issue 32, item 9).
      on: { proxyRes: (answer) => withoutCorsHeaders(answer.headers) },
    });
  }

  use(request: Request, response: Response, next: NextFunction): void {
    const path = fullPath(request);
    if (!['GET', 'HEAD'].includes(request.method) || !path.startsWith(this.prefix) || path.includes('..')) {
      return refuse(response, new ImageNotFound());
    }
    // The shopper's credentials never reach the object store (removed from the incoming headers, which
    // are copied upstream: a 'proxyReq' handler can run after the headers were flushed).
    delete request.headers.cookie;
    delete request.headers.authorization;
    delete request.headers.origin;
    void this.proxy(request, response, next);
  }
}

function withoutCorsHeaders(headers: Record<string, unknown>): void {
  for (const name of Object.keys(headers)) if (name.toLowerCase().startsWith('access-control-')) delete headers[name];
}
