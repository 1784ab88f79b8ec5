import { startTelemetry } from '@shop/common/telemetry';
startTelemetry('gateway');

import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  AllExceptionsFilter,
  createLogger,
  httpMetrics,
  metricsAccess,
  requestContext,
  serveFirst,
  serveMetricsOnPort,
} from '@shop/common';
import { AppModule } from './app.module';
import { loadGatewayEnv } from './config';
import { gatewayRoute } from './observability/route-label';
import { apiDocs } from './openapi/api-docs';
import { withSecurityHeaders } from './http/security-headers';
import { ApiFront, corsOptions } from './proxy/api-front';
import { trustedProxies } from './proxy/trusted-proxies';
import { webApp } from './web/web-app';

async function main(): Promise<void> {
  const env = loadGatewayEnv();
  // Bodies stream through to the services untouched, so the gateway never parses them.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.withEnv(env), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(createLogger('gateway'));
  // Before everything else: metrics time the whole request, and every log line of it has its id.
  app.use(httpMetrics(gatewayRoute));
  app.use(requestContext());
  // For the scraper, not the shop: on a port of its own, which the Ingress never routes to, and off
  // loopback only for a scraper with the gateway secret (metrics-access.ts).
  const metrics = serveMetricsOnPort(env.GATEWAY_METRICS_PORT, env.HOST, metricsAccess(env.HOST, env.METRICS_TOKEN));
  app.getHttpServer().on('close', () => metrics.close());
  app.set('trust proxy', trustedProxies(env.TRUST_PROXY));
  app.disable('x-powered-by');
  app.enableCors(corsOptions(env));
  app.use(apiDocs(env));
  app.use(webApp(env.WEB_DIST_DIR));
  app.useGlobalFilters(new AllExceptionsFilter());
  // The API's calls are answered ahead of everything above, which serves the rest (health, docs, images,
  // the web app); every answer, either way, carries the security headers.
  const secured = withSecurityHeaders(env);
  const api = app.get(ApiFront).handle;
  serveFirst(app, (request, response, next) => {
    secured(response);
    api(request, response, next);
  });
  app.enableShutdownHooks();
  // Idle connections stay open longer than any client or load balancer in front keeps them (an ingress
  // or cloud balancer: 60 s), so the gateway never closes one as a request is sent on it. At Node's 5 s, a
  // busy test client reused a connection the gateway was closing ("other side closed") on a sign-in.
  const server = app.getHttpServer();
  server.keepAliveTimeout = 65_000;
  // Above keepAliveTimeout, so a kept connection is never dropped for a request's headers arriving slowly.
  server.headersTimeout = 66_000;
  await app.listen(env.GATEWAY_PORT, env.HOST);
  new Logger('Gateway').log(`listening on http://${env.HOST}:${env.GATEWAY_PORT}`);
}

void main();
