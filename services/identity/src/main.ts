import { startTelemetry } from '@shop/common/telemetry';
startTelemetry('identity');

import { bootstrapService } from '@shop/common';
import { AppModule } from './app.module';
import { loadIdentityEnv } from './config';

const env = loadIdentityEnv();
void bootstrapService(AppModule.withEnv(env), {
  name: 'identity',
  port: env.PORT,
  host: env.HOST,
  metricsToken: env.METRICS_TOKEN,
});
