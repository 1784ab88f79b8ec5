import { Body, Controller, Get, Module, Param, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { request } from 'node:http';
import { configureHttp } from '../http/bootstrap';
import { metricsAccess } from './metrics-access';
import { currentRequestId } from './request-context';

@Controller('api/thing')
class ThingController {
  @Get(':id')
  get(@Param('id') id: string) {
    return { id, requestId: currentRequestId() };
  }

  /** After the body parsers have read the body: the request's context must still be there. */
  @Post('echo')
  async echo(@Body() body: unknown) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { body, requestId: currentRequestId() };
  }
}

@Module({ controllers: [ThingController] })
class ThingModule {}

describe('HTTP metrics and request ids, as every service is configured', () => {
  let app: NestExpressApplication;
  let base: string;

  beforeAll(async () => {
    app = await NestFactory.create<NestExpressApplication>(ThingModule, { logger: false });
    configureHttp(app, '100kb', metricsAccess('127.0.0.1', 'a-gateway-secret-for-the-tests'));
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(() => app.close());

  const metrics = async () => {
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('labels requests by route pattern, method and status, never by raw path', async () => {
    await fetch(`${base}/api/thing/6650f1c2a9b3e4d5f6a7b8c9?debug=1`);
    await fetch(`${base}/api/thing/another-id`);
    await fetch(`${base}/api/thing/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    await fetch(`${base}/no/such/path/12345`);

    const text = await metrics();
    expect(text).toContain('http_requests_total{method="GET",route="/api/thing/:id",status="200"} 2');
    expect(text).toContain('http_requests_total{method="POST",route="/api/thing/echo",status="201"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/thing\/:id",status="200"\} \d+/,
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/thing/:id",status="200"} 2');
    expect(text).not.toMatch(/6650f1c2|another-id|12345|debug/);
  });

  it('serves the process metrics, the event counters and the outbox gauge', async () => {
    const text = await metrics();
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    expect(text).toContain('# TYPE events_handled_total counter');
    expect(text).toContain('# TYPE outbox_pending_events gauge');
  });

  it('keeps a well-formed request id, replaces a malformed one, and returns it', async () => {
    const kept = await fetch(`${base}/api/thing/1`, { headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-12345678');
    expect(((await kept.json()) as { requestId: string }).requestId).toBe('trace-12345678');

    const replaced = await fetch(`${base}/api/thing/1`, { headers: { 'x-request-id': 'bad id\twith spaces' } });
    const id = replaced.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await replaced.json()) as { requestId: string }).requestId).toBe(id);
  });

  it('keeps the request id in a handler that ran after a body that arrived in parts', async () => {
    // The second part arrives later, so the body parser resumes from a socket event, outside the middleware's call.
    const answer = await new Promise<string>((resolve, reject) => {
      const call = request(`${base}/api/thing/echo`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': 'checkout-abcdef12',
          'transfer-encoding': 'chunked',
        },
      });
      call.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(text));
      });
      call.on('error', reject);
      call.write('{"first":');
      setTimeout(() => call.end('"part"}'), 50);
    });
    expect(JSON.parse(answer)).toEqual({ body: { first: 'part' }, requestId: 'checkout-abcdef12' });
  });
});
