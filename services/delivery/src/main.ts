import { startTelemetry } from '@shop/common/telemetry';
startTelemetry('delivery');

import { bootstrapService } from '@shop/common';
import { AppModule } from './app.module';
import { loadDeliveryEnv } from './config';

const env = loadDeliveryEnv();
void bootstrapService(AppModule.withEnv(env), {
  name: 'delivery',
  port: env.PORT,
  host: env.HOST,
  metricsToken: env.METRICS_TOKEN,
});
