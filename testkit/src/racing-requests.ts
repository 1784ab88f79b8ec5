import { request } from 'node:http';
import type { ApiClient } from './api-client';

export interface RacingAnswer {
  status: number;
  body: any;
}

/**
 * Sends JSON calls so that they truly race: each opens its connection and sends its headers first, and
 * only once every one is connected do all the bodies go out together, so the server reads them at the
 * same moment (not in the order a loop of fetches would start them). Each call keeps its client's
 * address and token, as ApiClient sends them (each on a connection of its own).
 */
export async function racingRequests(
  calls: { client: ApiClient; method: string; path: string; body: unknown }[],
): Promise<RacingAnswer[]> {
  let release!: () => void;
  const barrier = new Promise<void>((resolve) => (release = resolve));
  let connected = 0;
  const answers = calls.map(
    ({ client, method, path, body }) =>
      new Promise<RacingAnswer>((resolve, reject) => {
        const payload = Buffer.from(JSON.stringify(body));
        const headers: Record<string, string | number> = {
          'content-type': 'application/json',
          'content-length': payload.length,
          'x-forwarded-for': client.address,
        };
        if (client.token) headers.authorization = `Bearer ${client.token}`;
        const outgoing = request(`${client.baseUrl}${path}`, { method, headers, agent: false }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        });
        outgoing.on('error', reject);
        outgoing.on('socket', (socket) =>
          socket.once('connect', () => {
            outgoing.flushHeaders();
            if (++connected === calls.length) release();
          }),
        );
        void barrier.then(() => outgoing.end(payload));
      }),
  );
  return Promise.all(answers);
}
