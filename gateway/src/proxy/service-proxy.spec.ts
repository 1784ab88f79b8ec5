import { once } from 'node:events';
import { createServer, IncomingMessage, request, Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { gatewayEnvSchema } from '../config';
import { BodyLimit } from './body-limit';
import { LINGER_BYTES } from './linger';
import { ServiceProxy } from './service-proxy';

const listen = async (server: Server) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const call = (url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers: options.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });

const BODY_LIMIT = 64 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, 'a');
const CHUNKED_POST = 'POST /api/product/create HTTP/1.1\r\nhost: gateway\r\ntransfer-encoding: chunked\r\n\r\n';

function drainedOrClosed(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done).off('close', done);
      resolve();
    };
    socket.on('drain', done).on('close', done);
  });
}

/** A bare TCP connection to the gateway: the test decides what is sent when, whatever the answers. */
async function rawConnection(url: string) {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  await once(socket, 'connect');
  let text = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => (closed = true));
  socket.on('close', () => (closed = true));
  return {
    socket,
    received: () => text,
    closed: () => closed,
    /** Sends one chunk of a chunked body once the socket can take it; resolves with its size. */
    async sendChunk(chunk: Buffer): Promise<number> {
      if (closed) return 0;
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      if (!socket.write('\r\n')) await drainedOrClosed(socket);
      return chunk.length;
    },
    async until(done: (text: string) => boolean): Promise<void> {
      while (!done(text) && !closed) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

describe('ServiceProxy', () => {
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const service = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      seen.push({
        method: incoming.method,
        url: incoming.url,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (incoming.url === '/api/product/slow') return; // never answers
      answer.writeHead(207, {
        'content-type': 'application/json',
        'set-cookie': ['a=1', 'b=2'],
        'x-answer': 'yes',
        'keep-alive': 'timeout=99',
      });
      answer.end('{"ok":true}');
    });
  });
  let gateway: Server;
  let gatewayUrl: string;

  beforeAll(async () => {
    const serviceUrl = await listen(service);
    const proxy = new ServiceProxy(
      gatewayEnvSchema.parse({ CATALOG_URL: serviceUrl, IDENTITY_URL: 'http://127.0.0.1:9' }),
    );
    gateway = createServer((incoming, answer) =>
      proxy.forward(
        incoming.url!.startsWith('/api/user') ? 'identity' : 'catalog',
        incoming,
        answer,
        new BodyLimit(BODY_LIMIT, incoming.url!),
      ),
    );
    gatewayUrl = await listen(gateway);
  });

  afterAll(() => {
    gateway.close();
    service.close();
  });

  it('forwards the call whole and streams the answer back, without either hop’s connection headers', async () => {
    const answer = await call(`${gatewayUrl}/api/product/get?x=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': 'req-12345678',
        'proxy-authorization': 'secret',
        te: 'trailers',
      },
      body: '{"page":1}',
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/product/get?x=1',
      body: '{"page":1}',
      headers: { 'x-request-id': 'req-12345678', 'content-type': 'application/json' },
    });
    expect(seen.at(-1)!.headers['proxy-authorization']).toBeUndefined();
    expect(seen.at(-1)!.headers.te).toBeUndefined();
    expect(answer).toMatchObject({
      status: 207,
      body: '{"ok":true}',
      headers: { 'x-answer': 'yes', 'set-cookie': ['a=1', 'b=2'] },
    });
    expect(answer.headers['keep-alive']).not.toBe('timeout=99');
  });

  it('answers 503 in the envelope when the service cannot be reached', async () => {
    const answer = await call(`${gatewayUrl}/api/user/login`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: true,
      message: expect.stringContaining('unavailable'),
    });
  });

  it('lets go of the service’s connection when the client goes away', async () => {
    const arrived = once(service, 'request') as Promise<[IncomingMessage]>;
    const outgoing = request(`${gatewayUrl}/api/product/slow`, { method: 'POST' });
    outgoing.on('error', () => undefined);
    outgoing.end('{}');
    const [incoming] = await arrived;
    const closed = once(incoming.socket, 'close');
    outgoing.destroy();
    await expect(closed).resolves.toBeDefined();
  });

  it('stops a chunked body past the limit with 413 in the envelope, and the service never gets it whole', async () => {
    const before = seen.length;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // No Content-Length: Node sends the body chunked, as the probe's 12 MB upload was.
      const outgoing = request(`${gatewayUrl}/api/product/create`, { method: 'POST' }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode!, body: Buffer.concat(chunks).toString() }));
      });
      outgoing.on('error', reject);
      const chunk = Buffer.alloc(16 * 1024, 'a');
      let sent = 0;
      const more = () => {
        while (sent < 4 * BODY_LIMIT) {
          sent += chunk.length;
          if (!outgoing.write(chunk)) return void outgoing.once('drain', more);
        }
        outgoing.end();
      };
      more();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'BODY_TOO_LARGE' });
    expect(seen.slice(before).filter((call) => call.url === '/api/product/create')).toEqual([]);
  });

  it('reads the rest of a refused body, then takes the next call on the same connection', async () => {
    const connection = await rawConnection(gatewayUrl);
    connection.socket.write(CHUNKED_POST);
    while (!connection.received().includes('HTTP/1.1 413')) await connection.sendChunk(CHUNK);
    // Sent after the refusal: had the gateway closed the connection with these bytes unread, the
    // kernel would have reset it (ECONNRESET, and a refusal not yet read by the client was lost).
    for (let sent = 0; sent < 4 * 1024 * 1024; sent += CHUNK.length) await connection.sendChunk(CHUNK);
    connection.socket.write('0\r\n\r\n');
    connection.socket.write('GET /api/product/after HTTP/1.1\r\nhost: gateway\r\n\r\n');
    await connection.until((text) => text.includes('HTTP/1.1 207'));
    expect(connection.received()).toMatch(/^HTTP\/1.1 413[\s\S]*BODY_TOO_LARGE[\s\S]*HTTP\/1.1 207/);
    expect(connection.socket.destroyed).toBe(false);
    connection.socket.destroy();
  });

  it('closes the connection of a refused body that goes on past LINGER_BYTES more', async () => {
    const connection = await rawConnection(gatewayUrl);
    connection.socket.write(CHUNKED_POST);
    let sent = 0;
    while (!connection.closed() && sent < BODY_LIMIT + 2 * LINGER_BYTES) sent += await connection.sendChunk(CHUNK);
    expect(connection.closed()).toBe(true);
    expect(sent).toBeGreaterThan(LINGER_BYTES);
    expect(connection.received()).toContain('BODY_TOO_LARGE');
  });

  it('forwards a chunked body within the limit whole', async () => {
    const outgoing = await new Promise<number>((resolve, reject) => {
      const sending = request(`${gatewayUrl}/api/product/chunked`, { method: 'POST' }, (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode!));
      });
      sending.on('error', reject);
      sending.write('x'.repeat(BODY_LIMIT / 2));
      sending.end('x'.repeat(BODY_LIMIT / 2));
    });
    expect(outgoing).toBe(207);
    expect(seen.at(-1)).toMatchObject({ url: '/api/product/chunked', body: 'x'.repeat(BODY_LIMIT) });
  });
});
