import { randomInt } from 'node:crypto';

export const GATEWAY_URL = process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}`;

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T & { success: boolean; error: boolean; message: string; data: any };
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON, multipart forms, raw webhook payloads). */
  raw?: BodyInit;
  headers?: Record<string, string>;
  token?: string | null;
}

/**
 * A browser-like client of the gateway: keeps cookies, sends its bearer token, and comes from its own
 * address (X-Forwarded-For, trusted from loopback) so per-address rate limits do not mix suites.
 */
export class ApiClient {
  token: string | undefined;
  private readonly cookies = new Map<string, string>();

  /** `address`: a random one of its own unless a test needs several clients behind one address. */
  constructor(
    readonly baseUrl = GATEWAY_URL,
    readonly address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  get<T = any>(path: string, options: RequestOptions = {}) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, { ...options, body });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...options.headers };
    const token = options.token === undefined ? this.token : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = options.raw;
    if (options.body !== undefined && body === undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    this.keepCookies(response.headers);
    const text = await response.text();
    let parsed: any;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }
}
