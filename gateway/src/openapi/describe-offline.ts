import type { OpenAPIObject } from '@nestjs/swagger';
import { parseEnv } from '@shop/common';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gatewayEnvSchema } from '../config';
import { serviceUrls, ServiceName } from '../proxy/routes';
import { mergeDescriptions } from './api-description';

/**
 * The description /api/openapi.json answers, built from the sources with nothing running: npm run
 * api-types writes it for the web app's generated types, and web's lint checks they are up to date.
 * Each service's module (services/<name>/src/described-module.ts) is described in a process of its own
 * (describe-service.ts), as the running service describes itself, and
 * merged as the gateway merges the answers.
 */
async function describeAllOffline(): Promise<OpenAPIObject> {
  const env = parseEnv(gatewayEnvSchema, {});
  const documents: Partial<Record<ServiceName, OpenAPIObject>> = {};
  for (const service of Object.keys(serviceUrls(env)) as ServiceName[]) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...process.execArgv, join(__dirname, 'describe-service.ts'), service],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    documents[service] = JSON.parse(stdout) as OpenAPIObject;
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
