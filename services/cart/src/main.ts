import { startTelemetry } from '@shop/common/telemetry';
startTelemetry('cart');

import { bootstrapService } from '@shop/common';
import { AppModule } from './app.module';
import { loadCartEnv } from './config';

const env = loadCartEnv();
void bootstrapService(AppModule.withEnv(env), {
  name: 'cart',
  port: env.PORT,
  host: env.HOST,
  metricsToken: env.METRICS_TOKEN,
});
