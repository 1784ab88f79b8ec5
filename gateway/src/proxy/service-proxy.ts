import { Inject, Injectable, Logger } from '@nestjs/common';
import { Agent, IncomingMessage, ServerResponse } from 'node:http';
import { createProxyMiddleware, RequestHandler } from 'http-proxy-middleware';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { refuse } from '../http/refusal';
import { ServiceName, serviceUrls } from './routes';

/**
 * Forwards a call, untouched, to the service that owns it: one http-proxy-middleware per service, so
 * the route is resolved once per request (by the caller), not again by a router option.
 */
@Injectable()
export class ServiceProxy {
  private readonly logger = new Logger('Proxy');
  private readonly proxies: Record<ServiceName, RequestHandler<IncomingMessage, ServerResponse>>;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    // http-proxy opens a new connection per request unless given an agent (measured: connecting cost
    // the gateway more CPU than proxying); keep-alive connections to the services are reused.
    const agent = new Agent({ keepAlive: true, maxSockets: env.GATEWAY_UPSTREAM_SOCKETS });
    const urls = serviceUrls(env);
    const proxyTo = (target: string) =>
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target,
        agent,
        changeOrigin: false,
        proxyTimeout: 30_000,
        on: { error: (error: Error, _request: IncomingMessage, response: ServerResponse | unknown) => this.unreachable(error, response) },
      });
    this.proxies = Object.fromEntries(Object.entries(urls).map(([service, url]) => [service, proxyTo(url)])) as ServiceProxy['proxies'];
  }

  forward(service: ServiceName, request: IncomingMessage, response: ServerResponse): void {
    // The middleware calls `next` only when it could not prepare the upstream request.
    void this.proxies[service](request, response, (error?: unknown) => this.unreachable(error instanceof Error ? error : new Error('not forwarded'), response));
  }

  private unreachable(error: Error, response: ServerResponse | unknown): void {
    this.logger.warn(`upstream unreachable: ${error.message}`);
    const res = response as ServerResponse;
    if (!res.headersSent && typeof res.writeHead === 'function') {
      refuse(res, { status: 503, message: 'This part of the shop is unavailable right now; please try again shortly' });
    }
  }
}
