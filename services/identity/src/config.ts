import { baseEnvSchema, loadEnv, withProductionSettings } from '@shop/common';
import { z } from 'zod';

const identitySettings = baseEnvSchema.extend({
  PORT: z.coerce.number().int().default(3001),
  JWT_ALGORITHM: z.enum(['HS256', 'RS256']).default('HS256'),
  JWT_ACCESS_SECRET: z.string().min(16).default('local-dev-access-secret-change-me'),
  /** PEM keys, used when JWT_ALGORITHM is RS256. */
  JWT_ACCESS_PRIVATE_KEY: z.string().optional(),
  JWT_ACCESS_PUBLIC_KEY: z.string().optional(),
  JWT_REFRESH_SECRET: z.string().min(16).default('local-dev-refresh-secret-change-me'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /**
   * Whether login answers with the refresh token when the client does not say (X-Token-Delivery, see
   * auth/refresh-token-delivery.ts): `by-default`, for the spec's client, which reads it there, or
   * `on-request`, for a deployment without such clients (production's default, see below). The cookie
   * carries it either way; the web app asks for the cookie only.
   */
  REFRESH_TOKEN_IN_BODY: z.enum(['by-default', 'on-request']).default('by-default'),
  /** Consecutive failed logins that lock an account for one client address, and for how long. */
  LOGIN_MAX_CONSECUTIVE_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60),
  /** Failed logins one client address may make across all accounts in a window. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  LOGIN_ADDRESS_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Successful logins to one account from one client address per window (each costs a bcrypt comparison). */
  LOGIN_MAX_SUCCESSES: z.coerce.number().int().positive().default(20),
  LOGIN_SUCCESS_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60),
  /** Password-reset codes mailed per e-mail per hour (password-reset/reset-code.store.ts). */
  RESET_CODES_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Wrong reset codes one client address may enter for one e-mail per window before it is locked out. */
  RESET_WRONG_TRIES_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  /** Wrong reset codes per e-mail from all addresses per window; past it each wrong one burns the code. */
  RESET_WRONG_TRIES_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
  RESET_TRIES_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** E-mail changes one account may ask for per hour (email-change/email-change.store.ts). */
  EMAIL_CHANGES_PER_HOUR: z.coerce.number().int().positive().default(5),
  ADMIN_EMAIL: z.string().email().default('admin@shop.local'),
  ADMIN_PASSWORD: z.string().min(8).default('Admin12345!'),
  ADMIN_NAME: z.string().default('Shop Admin'),
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().default(1025),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('shopit <no-reply@shop.local>'),
  /** The shop's name as its e-mails show it. */
  SHOP_NAME: z.string().min(1).default('shopit'),
  /**
   * How long a sender holds an order mail it took (the first delivery, or the resender) before another
   * may try it: far longer than one send can take (the mailer's timeouts add up to under a minute).
   */
  ORDER_MAIL_LEASE_SECONDS: z.coerce.number().int().positive().default(300),
  /** How often the resender looks for order mails that are due again. */
  ORDER_MAIL_RESEND_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  S3_ENDPOINT: z.string().url().default('http://127.0.0.1:9000'),
  MINIO_ROOT_USER: z.string().default('shopadmin'),
  MINIO_ROOT_PASSWORD: z.string().default('shopadmin-secret'),
  MEDIA_BUCKET: z.string().default('shop-media'),
  /** Cookies get the Secure flag: always in production (see below); locally the shop is plain HTTP. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/**
 * Production fails closed: the session cookies are Secure whatever is set (a deployment served over
 * plain HTTP must not run as production), and a login answers the refresh token only to a client that
 * asks, unless the deployment has the spec's client and says `by-default`.
 */
export const identityEnvSchema = withProductionSettings(identitySettings, {
  defaults: { REFRESH_TOKEN_IN_BODY: 'on-request' },
  required: { COOKIE_SECURE: { value: 'true', because: 'the session cookies must travel over HTTPS only' } },
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;
export const IDENTITY_ENV = Symbol('IDENTITY_ENV');
export const loadIdentityEnv = () => loadEnv(identityEnvSchema);
