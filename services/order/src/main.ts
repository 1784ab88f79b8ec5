import { startTelemetry } from '@shop/common/telemetry';
startTelemetry('order');

import { bootstrapService } from '@shop/common';
import { AppModule } from './app.module';
import { loadOrderEnv } from './config';

const env = loadOrderEnv();
void bootstrapService(AppModule.withEnv(env), {
  name: 'order',
  port: env.PORT,
  host: env.HOST,
  metricsToken: env.METRICS_TOKEN,
});
