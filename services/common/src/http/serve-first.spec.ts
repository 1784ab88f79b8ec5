import { Body, Controller, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureHttp } from './bootstrap';
import { metricsAccess } from '../observability/metrics-access';
import { serveFirst } from './serve-first';

@Controller('api')
class EchoController {
  @Post('echo')
  echo(@Body() body: unknown) {
    return { from: 'nest', body };
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('serveFirst', () => {
  let app: NestExpressApplication;
  let base: string;
  const seen: string[] = [];

  beforeAll(async () => {
    app = await NestFactory.create<NestExpressApplication>(EchoModule, { logger: false });
    configureHttp(app, '100kb', metricsAccess('127.0.0.1', 'a-gateway-secret-for-the-tests'));
    serveFirst(app, (request, response, next) => {
      seen.push(request.url!);
      if (request.url !== '/fast') return next();
      response.writeHead(200, { 'content-type': 'text/plain' }).end('from the front');
    });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(() => app.close());

  it('answers what the front handler takes, before the application', async () => {
    const answer = await fetch(`${base}/fast`);
    expect(await answer.text()).toBe('from the front');
  });

  it('leaves everything else to the application, bodies and all', async () => {
    const answer = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ from: 'nest', body: { a: 1 } });
    expect(seen).toEqual(['/fast', '/api/echo']);
  });
});
