import { startTelemetry } from '@shop/common/telemetry';
startTelemetry('catalog');

import { bootstrapService } from '@shop/common';
import { AppModule } from './app.module';
import { loadCatalogEnv } from './config';
import { CachedReadsFront } from './http-cache/cached-reads.front';

const env = loadCatalogEnv();
void bootstrapService(AppModule.withEnv(env), {
  name: 'catalog',
  port: env.PORT,
  host: env.HOST,
  metricsToken: env.METRICS_TOKEN,
  front: (app) => app.get(CachedReadsFront).handle,
});
