import type { INestApplication } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { collectProcessMetrics, metricsRegistry } from './metrics';

export const METRICS_PATH = '/metrics';

/** Answers Prometheus' scrape with every metric of this process, in its text format. */
export function metricsHandler() {
  collectProcessMetrics();
  return (_request: Request | IncomingMessage, response: Response | ServerResponse): void => {
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
 * for the scraper inside the cluster, so no identity guard applies, and it stays out of the API
 * description.
 */
export function serveMetrics(app: INestApplication): void {
  app.getHttpAdapter().get(METRICS_PATH, metricsHandler());
}

/**
 * GET /metrics on a port of its own, for an app whose main port faces the Internet (the gateway
 * behind the Ingress): the scraper reaches the pod's metrics port, shoppers never see it.
 */
export function serveMetricsOnPort(port: number, host: string): Server {
  const handler = metricsHandler();
  return createServer((request, response) => {
    if (request.method === 'GET' && request.url === METRICS_PATH) return handler(request, response);
    response.statusCode = 404;
    response.end();
  }).listen(port, host);
}
