import { startTelemetry } from '@shop/common/telemetry';
startTelemetry('address');

import { bootstrapService } from '@shop/common';
import { AppModule } from './app.module';
import { loadAddressEnv } from './config';

const env = loadAddressEnv();
void bootstrapService(AppModule.withEnv(env), {
  name: 'address',
  port: env.PORT,
  host: env.HOST,
  metricsToken: env.METRICS_TOKEN,
});
