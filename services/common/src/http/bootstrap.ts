import { DynamicModule, INestApplication, Logger, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import { createLogger } from '../observability/logger';
import { httpMetrics } from '../observability/http-metrics.middleware';
import { serveMetrics } from '../observability/metrics-endpoint';
import { MetricsAccess, metricsAccess } from '../observability/metrics-access';
import { requestContext } from '../observability/request-context';
import { refuseDeepBodies } from './body-depth';
import { refuseNulCharacters } from './nul-characters';
import { AllExceptionsFilter, describe, refusalBody } from './all-exceptions.filter';
import { serveApiDescription } from './openapi';
import { FrontHandler, serveFirst } from './serve-first';
import { createValidationPipe } from './validation.pipe';

export interface ServiceOptions {
  name: string;
  port: number;
  host: string;
  /** The service's METRICS_TOKEN: what a scraper of /metrics presents when the host is not loopback. */
  metricsToken: string | undefined;
  /** Keeps the unparsed body on req.rawBody, for signed webhooks. */
  rawBody?: boolean;
  bodyLimit?: string;
  /** Answers the service's hot calls ahead of Express and Nest (see serveFirst), made once the app exists. */
  front?: (app: INestApplication) => FrontHandler;
}

/** Creates a service's Nest application with the shared envelope, validation and body limits, and starts it. */
export async function bootstrapService(
  module: Type<unknown> | DynamicModule,
  options: ServiceOptions,
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, {
    rawBody: options.rawBody ?? false,
    bufferLogs: true,
  });
  app.useLogger(createLogger(options.name));
  configureHttp(app, options.bodyLimit ?? '100kb', metricsAccess(options.host, options.metricsToken));
  serveApiDescription(app, options.name);
  if (options.front) serveFirst(app, options.front(app));
  app.enableShutdownHooks();
  await app.listen(options.port, options.host);
  keepIdleConnectionsLongerThanTheGateway(app);
  new Logger(options.name).log(`listening on http://${options.host}:${options.port}`);
  return app;
}

/**
 * The gateway closes an upstream connection idle for 4 s (UPSTREAM_IDLE_MS in gateway/src/proxy);
 * Node's server closes one after 5 s. On a machine so busy that the gateway's timers ran a second
 * late, the gateway sent an admin's price change on a connection the catalog was closing, and
 * answered 503 (the live streams benchmark, 10,000 streams and checkouts on two cores). Kept open a
 * minute, an idle connection is always closed by the gateway first.
 */
function keepIdleConnectionsLongerThanTheGateway(app: INestApplication): void {
  const server: Server = app.getHttpServer();
  server.keepAliveTimeout = 60_000;
  // Above keepAliveTimeout, so a kept connection is never dropped for a request's headers arriving slowly.
  server.headersTimeout = 61_000;
}

/**
 * Metrics and the request id come first, so they time and name the whole request, body parsing and
 * its failures included.
 */
export function configureHttp(app: NestExpressApplication, bodyLimit: string, metrics: MetricsAccess): void {
  app.use(httpMetrics());
  app.use(requestContext());
  app.useBodyParser('json', { limit: bodyLimit });
  app.useBodyParser('urlencoded', { limit: bodyLimit, extended: false });
  app.use(refuseDeepBodies);
  app.use(refuseNulCharacters);
  app.use(bodyParserErrors);
  app.use(cookieParser());
  serveMetrics(app, metrics);
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(createValidationPipe());
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, uniquelocal');
}

/** Body-parser failures (malformed JSON, too large, too deep) answered in the envelope with their 4xx status. */
function bodyParserErrors(error: unknown, _request: Request, response: Response, next: NextFunction): void {
  if (!error) return next();
  const answer = describe(error);
  response.status(answer.status).json(refusalBody(answer));
}
