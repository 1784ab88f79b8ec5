import express from 'express';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gatewayEnvSchema } from '../config';
import { UnknownApiRouteMiddleware } from '../proxy/unknown-api-route.middleware';
import { apiDocs } from './api-docs';

/** The docs mounted as main.ts mounts them, with the gateway's answer to unknown API routes behind. */
async function gatewayWith(settings: Record<string, string>): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(apiDocs(gatewayEnvSchema.parse(settings)));
  const unknown = new UnknownApiRouteMiddleware();
  app.use('/api', (request, response) => unknown.use(request, response));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const DOC_PATHS = ['/api/docs', '/api/docs/start.js', '/api/docs/swagger-ui-bundle.js', '/api/openapi.json'];

describe('apiDocs', () => {
  const servers: Server[] = [];
  const start = async (settings: Record<string, string>) => {
    const gateway = await gatewayWith(settings);
    servers.push(gateway.server);
    return gateway.url;
  };

  afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

  // Security issue, production fails closed: the interactive page was served to anyone in production.
  it.each(DOC_PATHS)('in production answers %s as an unknown API route unless turned on', async (path) => {
    const url = await start({ NODE_ENV: 'production' });
    const answer = await fetch(`${url}${path}`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: `No API route GET ${path}` });
  });

  it('in production serves the page when API_DOCS=on', async () => {
    const url = await start({ NODE_ENV: 'production', API_DOCS: 'on' });
    const page = await fetch(`${url}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/start.js');
  });

  it('outside production serves the page unless API_DOCS=off', async () => {
    const on = await start({ NODE_ENV: 'development' });
    expect(await (await fetch(`${on}/api/docs/start.js`)).text()).toContain('/api/openapi.json');
    const off = await start({ NODE_ENV: 'development', API_DOCS: 'off' });
    expect((await fetch(`${off}/api/docs`)).status).toBe(404);
  });
});
