import { ApiClient, GATEWAY_URL, signUp } from '@shop/testkit';

describe('gateway', () => {
  it('answers unknown /api paths with 404 in the envelope', async () => {
    const response = await new ApiClient().get('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      success: false,
      error: true,
      message: 'No API route GET /api/nothing/here',
      data: null,
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('refuses malformed JSON with 400 and oversized bodies with 413, in the envelope', async () => {
    const client = new ApiClient();
    const malformed = await client.post('/api/user/login', undefined, {
      raw: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      success: false,
      message: 'The request body is not valid JSON',
      code: 'INVALID_JSON',
    });

    const tooLargeForService = await client.post('/api/user/register', { name: 'x'.repeat(200_000) });
    expect(tooLargeForService.status).toBe(413);
    expect(tooLargeForService.body).toMatchObject({ success: false, code: 'BODY_TOO_LARGE' });

    const tooLargeForGateway = await client.post('/api/user/register', undefined, {
      raw: Buffer.alloc(7 * 1024 * 1024, 'a'),
      headers: { 'content-type': 'application/json' },
    });
    expect(tooLargeForGateway.status).toBe(413);
    expect(tooLargeForGateway.body).toMatchObject({ message: 'The request body is too large', code: 'BODY_TOO_LARGE' });

    // A photo over the gateway's limit sent to the image upload is told the image limit (issue 17).
    const photo = await client.post('/api/file/upload', undefined, {
      raw: Buffer.alloc(Math.round(6.7 * 1024 * 1024), 1),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(photo.status).toBe(413);
    expect(photo.body).toMatchObject({ message: 'Images up to 5 MB', code: 'BODY_TOO_LARGE' });
  });

  it('gives each request an id', async () => {
    const response = await new ApiClient().get('/api/category/get');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    const kept = await new ApiClient().get('/api/nothing', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-12345678');
  });

  it('allows the web origin with credentials', async () => {
    const response = await fetch(`${GATEWAY_URL}/api/user/login`, {
      method: 'OPTIONS',
      headers: { origin: GATEWAY_URL, 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(GATEWAY_URL);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await fetch(`${GATEWAY_URL}/api/user/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rate-limits password-reset requests per client address with a clear 429', async () => {
    const client = new ApiClient();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 12; i++) {
      last = await client.put('/api/user/forgot-password', { email: `nobody-${i}@example.test` });
      statuses.push(last.status);
    }
    // The first ten reach the identity service and are answered as usual; the next are refused.
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(last!.body.message).toMatch(/Too many attempts; please wait \d+ seconds/);
    expect(last!.body.code).toBe('RATE_LIMITED');
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    const otherAddress = await new ApiClient().put('/api/user/forgot-password', { email: 'nobody@example.test' });
    expect(otherAddress.status).toBe(200);
  });

  it('turns signed-in non-admins away from admin routes with 403', async () => {
    const user = await signUp();
    const response = await user.client.post('/api/product/create', { name: 'x' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: 'You do not have permission to do this', code: 'FORBIDDEN' });
  });

  it('reports the health of every service', async () => {
    const response = await fetch(`${GATEWAY_URL}/health`);
    const body = (await response.json()) as { data: { services: Record<string, string> } };
    expect(response.status).toBe(200);
    expect(body.data.services).toEqual({
      address: 'up',
      cart: 'up',
      catalog: 'up',
      delivery: 'up',
      identity: 'up',
      order: 'up',
      payment: 'up',
    });
  });

  it('answers liveness without checking dependencies, and readiness with them, on every app', async () => {
    const defaults = {
      gateway: 8080,
      identity: 3001,
      catalog: 3002,
      cart: 3003,
      address: 3004,
      order: 3005,
      payment: 3006,
      delivery: 3007,
    };
    for (const [name, fallback] of Object.entries(defaults)) {
      const port = process.env[`${name.toUpperCase()}_PORT`] ?? fallback;
      const live = await fetch(`http://127.0.0.1:${port}/health/live`);
      expect({ name, status: live.status, body: await live.json() }).toEqual({
        name,
        status: 200,
        body: { status: 'ok' },
      });
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      const readiness = (await ready.json()) as { info?: Record<string, unknown>; details: Record<string, unknown> };
      expect({ name, status: ready.status }).toEqual({ name, status: 200 });
      // The gateway's one store is Redis, and it reports its live feed; every service checks at least
      // the broker and Redis.
      const stores =
        name === 'gateway'
          ? { info: { redis: 'up', liveFeed: 'up' } }
          : { details: { rabbitmq: { status: 'up' }, redis: { status: 'up' } } };
      expect({ name, readiness }).toMatchObject({ name, readiness: stores });
    }
  });

  it('serves Prometheus metrics on every app (the gateway on its own port), labelled by route pattern', async () => {
    await fetch(`${GATEWAY_URL}/api/category/get`);
    const ports = {
      gateway: process.env.GATEWAY_METRICS_PORT ?? 9464,
      identity: 3001,
      catalog: 3002,
      cart: 3003,
      address: 3004,
      order: 3005,
      payment: 3006,
      delivery: 3007,
    };
    for (const [name, fallback] of Object.entries(ports)) {
      const port = name === 'gateway' ? fallback : (process.env[`${name.toUpperCase()}_PORT`] ?? fallback);
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect({ name, status: metrics.status }).toEqual({ name, status: 200 });
      const text = await metrics.text();
      expect(text).toContain('http_request_duration_seconds_bucket');
      expect(text).toContain('process_cpu_user_seconds_total');
    }
    const gateway = await (await fetch(`http://127.0.0.1:${ports.gateway}/metrics`)).text();
    expect(gateway).toMatch(/http_requests_total\{method="GET",route="\/api\/category\/get",status="200"\} \d+/);
    // Not on the public port: the Ingress routes that one.
    expect((await fetch(`${GATEWAY_URL}/metrics`)).headers.get('content-type')).not.toContain(
      'text/plain; version=0.0.4',
    );
  });

  it('gives every request an id, keeps a well-formed one from upstream, and returns it', async () => {
    const generated = await fetch(`${GATEWAY_URL}/api/category/get`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
    const kept = await fetch(`${GATEWAY_URL}/api/category/get`, { headers: { 'x-request-id': 'trace-me-12345' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-me-12345');
  });
});
