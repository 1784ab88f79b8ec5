import { baseEnvSchema, loadEnv, withProductionSettings } from '@shop/common';
import { resolve } from 'node:path';
import { z } from 'zod';

const serviceUrl = (port: number) => z.string().url().default(`http://127.0.0.1:${port}`);

const gatewaySettings = baseEnvSchema.extend({
  GATEWAY_PORT: z.coerce.number().int().default(8080),
  /** Prometheus metrics (GET /metrics), apart from the public port. */
  GATEWAY_METRICS_PORT: z.coerce.number().int().default(9464),
  IDENTITY_URL: serviceUrl(3001),
  CATALOG_URL: serviceUrl(3002),
  CART_URL: serviceUrl(3003),
  ADDRESS_URL: serviceUrl(3004),
  ORDER_URL: serviceUrl(3005),
  PAYMENT_URL: serviceUrl(3006),
  DELIVERY_URL: serviceUrl(3007),
  /** Object store whose public-read media bucket is served under /media. */
  S3_ENDPOINT: z.string().url().default('http://127.0.0.1:9000'),
  MEDIA_BUCKET: z.string().default('shop-media'),
  /** HS256 with JWT_ACCESS_SECRET, or RS256 with JWT_ACCESS_PUBLIC_KEY (PEM). */
  JWT_ALGORITHM: z.enum(['HS256', 'RS256']).default('HS256'),
  JWT_ACCESS_SECRET: z.string().min(16).default('local-dev-access-secret-change-me'),
  JWT_ACCESS_PUBLIC_KEY: z.string().optional(),
  /** Largest request body forwarded (uploads included); services apply tighter limits per route. */
  GATEWAY_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 1024 * 1024),
  /**
   * Where the shopper pays (comma-separated origins): the shop's pages may send forms there (the
   * Content-Security-Policy's form-action). Stripe's hosted checkout by default.
   */
  PAYMENT_PROVIDER_ORIGINS: z.string().default('https://checkout.stripe.com'),
  /** Which proxies may set X-Forwarded-For: a hop count, or addresses and subnets (proxy/trusted-proxies.ts). */
  TRUST_PROXY: z.string().default('loopback'),
  /** The built web app the gateway serves at / (web/dist beside the gateway in this repository). */
  WEB_DIST_DIR: z.string().default(resolve(__dirname, '../../web/dist')),
  /** Keep-alive connections the gateway holds open to each service. */
  GATEWAY_UPSTREAM_SOCKETS: z.coerce.number().int().positive().default(64),
  /** Tries per client address per window on sign-up and the reset-code paths (rate-limit/rate-limiter.ts). */
  RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Card and cash-on-delivery checkouts per signed-in user per window. */
  ORDER_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(10),
  ORDER_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Avatar uploads per signed-in user per window. */
  AVATAR_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(5),
  AVATAR_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(300),
  /** New delivery addresses per user per window (each is stored for good: a removed one is only hidden). */
  ADDRESS_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(20),
  ADDRESS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Guest carts one client address may start per window. */
  GUEST_CART_RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(30),
  GUEST_CART_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Live event streams (GET /api/live) one client address may hold open; more are refused with 429. */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(32),
  /** Unread bytes a stream may leave in the gateway before it is dropped as too slow. */
  LIVE_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Seconds between heartbeat comments on an idle stream (proxies time idle connections out). */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(25).default(20),
  /** How long events are kept to replay to a stream that reconnects with Last-Event-ID. */
  LIVE_REPLAY_SECONDS: z.coerce.number().int().min(120).default(150),
  /**
   * The interactive API page (/api/docs) and the description it reads (/api/openapi.json); off, both
   * answer the 404 of unknown API routes. Off in production unless turned on (see below).
   */
  API_DOCS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
});

/**
 * Production fails closed: the API page and its description (a map of every call, which the gateway
 * gathers from all six services on request) are served only when the deployment turns them on.
 */
export const gatewayEnvSchema = withProductionSettings(gatewaySettings, { defaults: { API_DOCS: 'off' } });

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
export const loadGatewayEnv = () => loadEnv(gatewayEnvSchema);
