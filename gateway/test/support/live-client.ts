import { GATEWAY_URL } from '@shop/testkit';
import { randomInt } from 'node:crypto';
import { request, IncomingMessage, ClientRequest } from 'node:http';

export interface LiveEvent {
  id?: string;
  event: string;
  data: any;
}

export interface LiveOptions {
  baseUrl?: string;
  products?: string[];
  /** The access token, sent as the session cookie (as the browser does). */
  token?: string;
  /** The client's address (X-Forwarded-For, trusted from loopback); a random one of its own by default. */
  address?: string;
  lastEventId?: string;
}

/** A random client address, so per-address limits of one test do not touch another's. */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** GET /api/live as EventSource makes it, reading the stream as it comes. */
export class LiveClient {
  readonly events: LiveEvent[] = [];
  /** The last id the stream gave, with an event or alone: what a browser sends as Last-Event-ID. */
  lastId?: string;
  heartbeats = 0;
  body = '';
  private buffer = '';
  private waiters: (() => void)[] = [];
  readonly ended: Promise<void>;

  private constructor(
    private readonly outgoing: ClientRequest,
    readonly response: IncomingMessage,
  ) {
    response.setEncoding('utf8');
    this.ended = new Promise((resolve) => {
      response.on('close', resolve);
      response.on('error', () => resolve());
    });
    response.on('data', (chunk: string) => {
      if (response.statusCode !== 200) this.body += chunk;
      else this.read(chunk);
    });
  }

  static open(options: LiveOptions = {}): Promise<LiveClient> {
    const query = new URLSearchParams();
    if (options.products) query.set('products', options.products.join(','));
    const url = new URL(`/api/live?${query}`, options.baseUrl ?? GATEWAY_URL);
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      'x-forwarded-for': options.address ?? someAddress(),
    };
    if (options.token) headers.cookie = `accessToken=${options.token}`;
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
    return new Promise((resolve, reject) => {
      const outgoing = request(url, { headers }, (response) => resolve(new LiveClient(outgoing, response)));
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  get status(): number {
    return this.response.statusCode ?? 0;
  }

  named(name: string): LiveEvent[] {
    return this.events.filter((event) => event.event === name);
  }

  /** The first event (already received or to come) that matches; fails after `timeoutMs`. */
  async waitFor(what: string, matches: (event: LiveEvent) => boolean, timeoutMs = 15_000): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} on the stream; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.outgoing.destroy();
  }

  private read(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.heartbeats++;
        const colon = line.indexOf(': ');
        if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 2);
      }
      if (fields.id) this.lastId = fields.id;
      if (fields.event) this.events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
    }
    for (const wake of this.waiters.splice(0)) wake();
  }
}
