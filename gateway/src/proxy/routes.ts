import { ACCESS_LEVELS, Access } from '@shop/common';
import { z } from 'zod';
import type { GatewayEnv } from '../config';
import manifest from './access-manifest.json';

export type { Access } from '@shop/common';

const SERVICES = ['identity', 'catalog', 'cart', 'address', 'order', 'payment', 'delivery'] as const;
export type ServiceName = (typeof SERVICES)[number];
/** Who answers a route: a service behind the gateway, or the gateway itself (GET /api/live). */
export type Answerer = ServiceName | 'gateway';

/** One route of a service (or of the gateway), with who may call it (see Access). */
export interface AccessEntry {
  method: string;
  path: string;
  access: Access;
  service: Answerer;
}

const accessTableSchema = z
  .array(
    z.object({
      method: z.string(),
      path: z.string().regex(/^\/api\/[^/]+(\/.+)?$/),
      access: z.enum(ACCESS_LEVELS as [Access, ...Access[]]),
      service: z.enum([...SERVICES, 'gateway']),
    }),
  )
  .min(1);

/**
 * Every /api route the services answer, with its method, access and service, generated from their
 * controllers' declarations (@Public, @Anonymous, @Staff) by `npm run access-manifest -w @shop/gateway`,
 * committed, and checked against the controllers by lint and the unit tests. Read once at start, so the
 * gateway decides access without asking anything.
 */
export const ACCESS_TABLE: readonly AccessEntry[] = accessTableSchema.parse(manifest);

export interface ResolvedRoute {
  service: Answerer;
  access: Access;
  /**
   * The metrics' route label: a route of the table by its pattern (/api/user/login,
   * /api/payment/test-checkout/:sessionId), every other path under its prefix as one series
   * (/api/product/*), so ids and typos never make new series.
   */
  label: string;
}

interface Pattern {
  entry: AccessEntry;
  /** Lower-case literal segments; undefined where the route takes a parameter. */
  segments: (string | undefined)[];
}

interface Prefix {
  service: Answerer;
  /** For paths under the prefix that no route matches: the strictest access of its routes, never less. */
  access: Access;
  patterns: Pattern[];
}

const strictest = (levels: Access[]): Access =>
  levels.reduce((a, b) => (ACCESS_LEVELS.indexOf(b) > ACCESS_LEVELS.indexOf(a) ? b : a));

const PREFIX = /^\/api\/[^/]+\//;

function prefixesOf(table: readonly AccessEntry[]): Map<string, Prefix> {
  const prefixes = new Map<string, Prefix>();
  for (const entry of table.filter((route) => route.service !== 'gateway')) {
    const prefix = PREFIX.exec(entry.path.toLowerCase())![0];
    const known = prefixes.get(prefix) ?? { service: entry.service, access: entry.access, patterns: [] };
    if (known.service !== entry.service) {
      throw new Error(`${prefix} is answered by both ${known.service} and ${entry.service}`);
    }
    known.access = strictest([known.access, entry.access]);
    known.patterns.push({
      entry,
      segments: entry.path
        .split('/')
        .slice(1)
        .map((segment) => (segment.startsWith(':') ? undefined : segment.toLowerCase())),
    });
    prefixes.set(prefix, known);
  }
  return prefixes;
}

const PREFIXES = prefixesOf(ACCESS_TABLE);
/** The gateway's own routes, by method and path: matched whole, never by prefix. */
const OWN_ROUTES = new Map(
  ACCESS_TABLE.filter((entry) => entry.service === 'gateway').map((entry) => [`${entry.method} ${entry.path}`, entry]),
);
const REPEATED_SLASHES = /\/{2,}/g;
const TRAILING_SLASHES = /\/+$/;
/** An OpenAPI path parameter ({sessionId}) stands for any value, as a request's does. */
const matches = (pattern: Pattern, segments: string[]) =>
  pattern.segments.length === segments.length &&
  pattern.segments.every((literal, index) => literal === undefined || literal === segments[index]);

/**
 * The service and access of a call. A path the table does not list gets the strictest access of its
 * prefix; a listed path called with a method it does not answer, the strictest access of its methods.
 */
export function resolveRoute(rawPath: string, method = 'GET'): ResolvedRoute | undefined {
  // Services route case-insensitively and may fold repeated slashes, so access is decided on the same form.
  const path = rawPath.toLowerCase().replace(REPEATED_SLASHES, '/');
  // HEAD is answered by the GET route.
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const own = OWN_ROUTES.get(`${verb} ${path.replace(TRAILING_SLASHES, '')}`);
  if (own) return { service: own.service, access: own.access, label: own.path };
  const prefix = PREFIX.exec(path)?.[0];
  const known = prefix === undefined ? undefined : PREFIXES.get(prefix);
  if (!known) return undefined;
  const segments = path.replace(TRAILING_SLASHES, '').split('/').slice(1);
  const candidates = known.patterns.filter((pattern) => matches(pattern, segments));
  if (candidates.length === 0) return { service: known.service, access: known.access, label: `${prefix}*` };
  const answering = candidates.filter((pattern) => pattern.entry.method === verb);
  const chosen = answering.length > 0 ? answering : candidates;
  return {
    service: known.service,
    access: strictest(chosen.map((pattern) => pattern.entry.access)),
    label: chosen[0].entry.path,
  };
}

export function serviceUrls(env: GatewayEnv): Record<ServiceName, string> {
  return {
    identity: env.IDENTITY_URL,
    catalog: env.CATALOG_URL,
    cart: env.CART_URL,
    address: env.ADDRESS_URL,
    order: env.ORDER_URL,
    payment: env.PAYMENT_URL,
    delivery: env.DELIVERY_URL,
  };
}

/** The request's full path, without the query (Express middleware mounted under a path sees a shortened req.path). */
export function fullPath(request: { url?: string; originalUrl?: string }): string {
  return (request.originalUrl ?? request.url ?? '').split('?', 1)[0];
}
