import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  Agent,
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  request as httpRequest,
  ServerResponse,
} from 'node:http';
import type { BodyTooLarge } from '@shop/common';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { ServiceUnreachable } from '../http/gateway.errors';
import { refuse } from '../http/refusal';
import { BodyLimit } from './body-limit';
import { lingerOnRefusedBody } from './linger';
import { ServiceName, serviceUrls } from './routes';

/** Headers about one connection, not the message (RFC 9110 §7.6.1): each hop sets its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);
const UPSTREAM_TIMEOUT_MS = 30_000;
/**
 * An idle upstream connection is closed by the gateway after this long, before the service closes it
 * (Node's servers do after 5 s): otherwise a call can be sent on a connection the service is closing
 * that very moment, and fail with "socket hang up" (seen once in a checkout benchmark run).
 */
const UPSTREAM_IDLE_MS = 4_000;

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const name in headers) if (!HOP_BY_HOP.has(name)) kept[name] = headers[name];
  return kept;
}

/**
 * Forwards a call, untouched, to the service that owns it, over keep-alive connections, and streams the
 * answer back. Replaces http-proxy-middleware on the API's path (images still use it): on a cached
 * catalogue read it cost 13 of the gateway's 78 µs of CPU per request (its URL parsing, option merging
 * and event plumbing), the largest part of the gateway's own work left once Express was out of the way
 * (deploy/k6/results/performance-benchmark.md).
 */
@Injectable()
export class ServiceProxy {
  private readonly logger = new Logger('Proxy');
  private readonly targets: Record<ServiceName, { host: string; port: number }>;
  /** Measured: opening a connection per request cost the gateway more CPU than proxying. */
  private readonly agent: Agent;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.agent = new Agent({ keepAlive: true, maxSockets: env.GATEWAY_UPSTREAM_SOCKETS, timeout: UPSTREAM_IDLE_MS });
    const target = (url: string) => ({ host: new URL(url).hostname, port: Number(new URL(url).port || 80) });
    this.targets = Object.fromEntries(
      Object.entries(serviceUrls(env)).map(([service, url]) => [service, target(url)]),
    ) as ServiceProxy['targets'];
  }

  /** Forwards the call with its body counted by `body`, which stops it past the gateway's limit. */
  forward(service: ServiceName, request: IncomingMessage, response: ServerResponse, body: BodyLimit): void {
    const upstream = httpRequest({
      ...this.targets[service],
      agent: this.agent,
      method: request.method,
      path: request.url,
      headers: endToEnd(request.headers),
      timeout: UPSTREAM_TIMEOUT_MS,
    });
    upstream.on('timeout', () =>
      upstream.destroy(new Error(`no answer from ${service} within ${UPSTREAM_TIMEOUT_MS / 1000}s`)),
    );
    // Set once the gateway stops the call itself (the client left, or sent too much): the upstream
    // request it then destroys is not a service that failed.
    let abandoned = false;
    upstream.on('error', (error) => abandoned || this.unreachable(service, error, response));
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode!, answer.statusMessage, endToEnd(answer.headers));
      answer.on('error', () => response.destroy());
      answer.pipe(response);
    });
    // A client that goes away before its answer is complete frees the service's connection too.
    response.on('close', () => {
      if (response.writableFinished) return;
      abandoned = true;
      upstream.destroy();
    });
    body.on('error', (tooLarge: BodyTooLarge) => {
      abandoned = true;
      upstream.destroy();
      if (response.headersSent) return void response.destroy();
      lingerOnRefusedBody(request);
      refuse(response, tooLarge);
    });
    request.pipe(body).pipe(upstream);
  }

  private unreachable(service: ServiceName, error: Error, response: ServerResponse): void {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    this.logger.warn(`${service} unreachable: ${error.message}`);
    refuse(response, new ServiceUnreachable());
  }
}
