import { startTelemetry } from '@shop/common/telemetry';
startTelemetry('payment');

import { bootstrapService } from '@shop/common';
import { AppModule } from './app.module';
import { loadPaymentEnv } from './config';

const env = loadPaymentEnv();
// The webhook's signature is computed over the exact bytes Stripe sent, so they are kept (req.rawBody).
void bootstrapService(AppModule.withEnv(env), {
  name: 'payment',
  port: env.PORT,
  host: env.HOST,
  metricsToken: env.METRICS_TOKEN,
  rawBody: true,
});
