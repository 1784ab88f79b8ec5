import { once } from 'node:events';
import { createServer, IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { peekBody } from './request-body';

/** A server that peeks at each body, then reads it as a body parser would, and answers both. */
async function peekingServer() {
  const server = createServer(async (incoming, answer) => {
    const peeked = await peekBody(incoming);
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    answer.end(JSON.stringify({ peeked: peeked?.toString() ?? null, read: Buffer.concat(chunks).toString() }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

const send = (
  port: number,
  write: (outgoing: ReturnType<typeof request>) => void,
  headers: Record<string, string | number> = {},
) =>
  new Promise<{ peeked: string | null; read: string }>((resolve, reject) => {
    const outgoing = request(
      { port, host: '127.0.0.1', method: 'POST', path: '/', headers },
      (answer: IncomingMessage) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
      },
    );
    outgoing.on('error', reject);
    write(outgoing);
  });

describe('peekBody', () => {
  let server: Awaited<ReturnType<typeof peekingServer>>;
  beforeAll(async () => (server = await peekingServer()));
  afterAll(() => server.server.close());

  it('sees a small body that came with the request, and leaves it for the reader', async () => {
    const body = '{"page":1,"limit":12}';
    expect(await send(server.port, (outgoing) => outgoing.end(body), { 'content-length': body.length })).toEqual({
      peeked: body,
      read: body,
    });
  });

  it('gives up on a body still on its way, which the reader then gets whole', async () => {
    const result = await send(
      server.port,
      (outgoing) => {
        outgoing.write('{"page":');
        setTimeout(() => outgoing.end('1}'), 50);
      },
      { 'content-length': 10 },
    );
    expect(result).toEqual({ peeked: null, read: '{"page":1}' });
  });

  it('leaves chunked and large bodies alone', async () => {
    expect(await send(server.port, (outgoing) => outgoing.end('{"a":1}'), { 'transfer-encoding': 'chunked' })).toEqual({
      peeked: null,
      read: '{"a":1}',
    });
    const large = 'x'.repeat(5000);
    expect(await send(server.port, (outgoing) => outgoing.end(large), { 'content-length': large.length })).toEqual({
      peeked: null,
      read: large,
    });
  });
});
