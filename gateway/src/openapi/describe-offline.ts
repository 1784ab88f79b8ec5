import type { DynamicModule } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { describeOffline, loadEnv } from '@shop/common';
import { join } from 'node:path';
import { gatewayEnvSchema } from '../config';
import { serviceUrls, ServiceName } from '../proxy/routes';
import { mergeDescriptions } from './api-description';

const SERVICES_DIR = join(__dirname, '../../../services');

/**
 * The description /api/openapi.json answers, built from the sources with nothing running: npm run
 * api-types writes it for the web app's generated types, and web's lint checks they are up to date.
 * Each service's module (services/<name>/src/described-module.ts) is described as the running service
 * describes itself, and merged as the gateway merges the answers.
 */
async function describeAllOffline(): Promise<OpenAPIObject> {
  const env = loadEnv(gatewayEnvSchema, {});
  const documents: Partial<Record<ServiceName, OpenAPIObject>> = {};
  for (const service of Object.keys(serviceUrls(env)) as ServiceName[]) {
    const { describedModule } = (await import(join(SERVICES_DIR, service, 'src/described-module'))) as {
      describedModule: () => DynamicModule;
    };
    documents[service] = await describeOffline(describedModule(), service);
  }
  return mergeDescriptions(documents, env.PUBLIC_BASE_URL.replace(/\/+$/, ''));
}

describeAllOffline().then(
  (document) => process.stdout.write(JSON.stringify(document)),
  (error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
