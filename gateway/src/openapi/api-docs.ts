import { Logger } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { OPENAPI_PATH } from '@shop/common';
import { Router } from 'express';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GatewayEnv } from '../config';
import { serviceUrls, ServiceName } from '../proxy/routes';
import { mergeDescriptions } from './api-description';

/** A merged description is kept this long; services change their routes only when redeployed. */
const KEEP_MS = 60_000;
const FETCH_TIMEOUT_MS = 3_000;
/** swagger-ui-dist's own entry loads its whole bundle into the process; only its files are needed. */
const UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const UI_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** Starts the interactive page: a file of its own, since the Content-Security-Policy allows no inline script. */
const START = `SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', withCredentials: true });\n`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Shop API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <main id="docs"></main>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/start.js"></script>
</body>
</html>`;

/**
 * The API description at /api/openapi.json (merged from every service's own) and an interactive page
 * at /api/docs. Mounted ahead of the proxy: these two paths belong to the gateway itself. With API_DOCS
 * off (production's default) it serves nothing, and they answer the 404 of any unknown API route.
 */
export function apiDocs(env: GatewayEnv): Router {
  if (!env.API_DOCS) return Router();
  const logger = new Logger('ApiDocs');
  const urls = serviceUrls(env);
  const serverUrl = env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  let kept: { document: OpenAPIObject; until: number } | undefined;

  async function description(): Promise<OpenAPIObject> {
    if (kept && kept.until > Date.now()) return kept.document;
    const fetched = await Promise.all(
      (Object.entries(urls) as [ServiceName, string][]).map(async ([service, url]) => {
        try {
          const response = await fetch(`${url}${OPENAPI_PATH}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
          if (!response.ok) throw new Error(`status ${response.status}`);
          return [service, (await response.json()) as OpenAPIObject] as const;
        } catch (error) {
          logger.warn(`no description from ${service}: ${(error as Error).message}`);
          return [service, undefined] as const;
        }
      }),
    );
    const missing = fetched.filter(([, document]) => !document).map(([service]) => service);
    const document = mergeDescriptions(Object.fromEntries(fetched.filter(([, doc]) => doc)), serverUrl);
    // A service that did not answer is asked again on the next request; a complete description is kept.
    if (missing.length) return { ...document, 'x-missing-services': missing } as OpenAPIObject;
    kept = { document, until: Date.now() + KEEP_MS };
    return document;
  }

  const router = Router();
  router.get('/api/openapi.json', (_request, response, next) => {
    description()
      .then((document) => response.json(document))
      .catch(next);
  });
  router.get('/api/docs', (_request, response) => {
    response.type('html').setHeader('Cache-Control', 'no-cache');
    response.send(PAGE);
  });
  router.get('/api/docs/start.js', (_request, response) => {
    response.type('text/javascript; charset=utf-8').setHeader('Cache-Control', 'no-cache');
    response.send(START);
  });
  router.get('/api/docs/:file', (request, response, next) => {
    const type = UI_FILES[request.params.file];
    if (!type) return next();
    response.type(type).setHeader('Cache-Control', 'public, max-age=86400');
    response.send(readFileSync(join(UI_DIR, request.params.file)));
  });
  return router;
}
