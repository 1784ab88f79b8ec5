import { startTelemetry } from '@shop/common/telemetry';
startTelemetry('gateway');

import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AllExceptionsFilter } from '@shop/common';
import { AppModule } from './app.module';
import { loadGatewayEnv } from './config';
import { apiDocs } from './openapi/api-docs';
import { webApp } from './web/web-app';

async function main(): Promise<void> {
  const env = loadGatewayEnv();
  // Bodies stream through to the services untouched, so the gateway never parses them.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.withEnv(env), { bodyParser: false });
  app.set('trust proxy', env.TRUST_PROXY);
  app.disable('x-powered-by');
  app.enableCors({ origin: env.WEB_ORIGIN.split(','), credentials: true });
  app.use(apiDocs(env));
  app.use(webApp(env.WEB_DIST_DIR));
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  await app.listen(env.GATEWAY_PORT, env.HOST);
  new Logger('Gateway').log(`listening on http://${env.HOST}:${env.GATEWAY_PORT}`);
}

void main();
