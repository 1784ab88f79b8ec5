import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { declaredApi } from './declared-api';

/** The gateway's committed access table (read by src/proxy/routes.ts). */
export const MANIFEST_PATH = join(__dirname, '../src/proxy/access-manifest.json');

/**
 * Writes the gateway's access table from the services' controllers, or with --check (lint) fails when
 * the committed one differs from what they declare.
 */
async function main(check: boolean): Promise<void> {
  const options = { ...(await resolveConfig(MANIFEST_PATH)), filepath: MANIFEST_PATH };
  const declared = await format(JSON.stringify(declaredApi()), options);
  if (!check) {
    writeFileSync(MANIFEST_PATH, declared);
    return;
  }
  if (readFileSync(MANIFEST_PATH, 'utf8') !== declared) {
    process.stderr.write(
      `${MANIFEST_PATH} differs from the controllers' @Public/@Anonymous/@Staff: run npm run access-manifest -w @shop/gateway\n`,
    );
    process.exitCode = 1;
  }
}

void main(process.argv.includes('--check'));
