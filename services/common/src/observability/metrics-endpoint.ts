import type { INestApplication } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { MetricsAccess } from './metrics-access';
import { collectProcessMetrics, metricsRegistry } from './metrics';

export const METRICS_PATH = '/metrics';

/** Answers Prometheus' scrape with every metric of this process, in its text format, to whom `access` admits. */
export function metricsHandler(access: MetricsAccess) {
  collectProcessMetrics();
  return (request: Request | IncomingMessage, response: Response | ServerResponse): void => {
    if (!access(request)) {
      response.statusCode = 401;
      response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      response.end('metrics need the gateway secret (x-gateway-secret, or as the bearer token)');
      return;
    }
    metricsRegistry.metrics().then(
      (body) => {
        response.setHeader('Content-Type', metricsRegistry.contentType);
        response.end(body);
      },
      (error: Error) => {
        response.statusCode = 500;
        response.end(`metrics unavailable: ${error.message}`);
      },
    );
  };
}

/**
 * GET /metrics on the application's own port, registered on Express ahead of Nest's routes: it is
 * for the scraper, so the identity guard does not apply (`access` does, see metrics-access.ts), and it
 * stays out of the API description.
 */
export function serveMetrics(app: INestApplication, access: MetricsAccess): void {
  app.getHttpAdapter().get(METRICS_PATH, metricsHandler(access));
}

/**
 * GET /metrics on a port of its own, for an app whose main port faces the Internet (the gateway
 * behind the Ingress): the scraper reaches the pod's metrics port, shoppers never see it.
 */
export function serveMetricsOnPort(port: number, host: string, access: MetricsAccess): Server {
  const handler = metricsHandler(access);
  return createServer((request, response) => {
    if (request.method === 'GET' && request.url === METRICS_PATH) return handler(request, response);
    response.statusCode = 404;
    response.end();
  }).listen(port, host);
}
