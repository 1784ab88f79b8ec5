import type { DynamicModule } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { describeOffline, loadEnv } from '@shop/common';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gatewayEnvSchema } from '../config';
import { serviceUrls, ServiceName } from '../proxy/routes';
import { mergeDescriptions } from './api-description';

const SERVICES_DIR = join(__dirname, '../../../services');

/** One service's description, as the running service describes itself. */
async function describeService(service: ServiceName): Promise<OpenAPIObject> {
  const { describedModule } = (await import(join(SERVICES_DIR, service, 'src/described-module'))) as {
    describedModule: () => DynamicModule;
  };
  return describeOffline(describedModule(), service);
}

/**
 * The description /api/openapi.json answers, built from the sources with nothing running: npm run
 * api-types writes it for the web app's generated types, and web's lint checks they are up to date.
 * Each service's module (services/<name>/src/described-module.ts) is described in a process of its own,
 * as the running service describes itself (its refusal codes are those defined in its process), and
 * merged as the gateway merges the answers.
 */
async function describeAllOffline(): Promise<OpenAPIObject> {
  const env = loadEnv(gatewayEnvSchema, {});
  const documents: Partial<Record<ServiceName, OpenAPIObject>> = {};
  for (const service of Object.keys(serviceUrls(env)) as ServiceName[]) {
    const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, __filename, service], {
      maxBuffer: 64 * 1024 * 1024,
    });
    documents[service] = JSON.parse(stdout) as OpenAPIObject;
  }
  return mergeDescriptions(documents, env.PUBLIC_BASE_URL.replace(/\/+$/, ''));
}

const service = process.argv[2] as ServiceName | undefined;
(service ? describeService(service) : describeAllOffline()).then(
  (document) => process.stdout.write(JSON.stringify(document)),
  (error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
