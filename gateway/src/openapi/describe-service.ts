import type { DynamicModule } from '@nestjs/common';
import { describeOffline } from '@shop/common';
import { join } from 'node:path';

/**
 * One service's description, as the running service describes itself (run by describe-offline.ts, one
 * process per service). It loads nothing but common and that service: a refusal's code is listed when it
 * is defined in the process, so the gateway's own codes or another service's must not be loaded here.
 */
async function describeService(service: string) {
  const { describedModule } = (await import(join(__dirname, '../../../services', service, 'src/described-module'))) as {
    describedModule: () => DynamicModule;
  };
  return describeOffline(describedModule(), service);
}

describeService(process.argv[2]).then(
  (document) => process.stdout.write(JSON.stringify(document)),
  (error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
