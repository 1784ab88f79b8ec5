import { Logger } from '@nestjs/common';
import { z } from 'zod';
import { MONGO_ENGINES } from '../storage/mongo-engine';
import { secretProblems } from './secrets';

/** Settings every service reads; each service extends this with its own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * The local-only switch (deploy/local/config.env sets it, nothing else does): outside production, start
   * on the published demo secrets, saying so in the log. Without it every mode refuses missing, short and
   * demo secrets (see secrets.ts); in production it excuses nothing.
   */
  ALLOW_DEMO_SECRETS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  HOST: z.string().default('127.0.0.1'),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
  /**
   * The server behind MONGO_URL (see storage/mongo-engine.ts). The local stack sets ferretdb, compose and
   * Kubernetes set mongodb. Production must name it (a deployment on MongoDB that forgot it would run the
   * slow FerretDB paths without a word); elsewhere the default is the one that is exact on both.
   */
  MONGO_ENGINE: z.enum(MONGO_ENGINES).default('ferretdb'),
  /** Connections one service opens to the engine at most; unset, the engine's own bound (see maxPoolSizeFor). */
  MONGO_MAX_POOL_SIZE: z.coerce.number().int().min(1).optional(),
  /** Put before each service's database name; the test command uses its own databases this way. */
  MONGO_DB_PREFIX: z
    .string()
    .regex(/^[\w-]*$/)
    .default(''),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  RABBITMQ_URL: z.string().default('amqp://guest:guest@127.0.0.1:5672'),
  /** Shared with the gateway: identity headers are trusted only on requests that carry it. */
  GATEWAY_SHARED_SECRET: z.string().min(16).default('local-gateway-shared-secret'),
  /**
   * What a metrics scraper presents (bearer or x-metrics-token) to read /metrics when the app is bound
   * beyond loopback: its own credential, so a scraper's config never holds the gateway's secret.
   */
  METRICS_TOKEN: z.string().optional(),
  /**
   * Every token names who issued it (identity) and who it is for: access tokens the shop's API (the
   * gateway checks both), refresh tokens the issuer itself. A token of another system or environment
   * signed with the same key is refused.
   */
  JWT_ISSUER: z.string().min(1).default('shop-identity'),
  JWT_AUDIENCE: z.string().min(1).default('shop-api'),
  PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
  WEB_ORIGIN: z.string().default('http://127.0.0.1:8080'),
});

export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** Settings whose default suits local runs only: production states them. */
const PRODUCTION_REQUIRED = new Set(['MONGO_ENGINE']);

/** The setting names a schema declares, looking through .transform() and .refine() wrappers. */
function settingNames(schema: z.ZodTypeAny): Set<string> {
  let inner = schema;
  while (inner instanceof z.ZodEffects) inner = inner.innerType();
  return new Set(inner instanceof z.ZodObject ? Object.keys(inner.shape) : []);
}

/**
 * Parses process.env against the schema and stops start-up with every problem listed at once. The
 * secrets are checked in every mode, since the defaults that make local runs work are public and
 * NODE_ENV is easily forgotten: only the local scripts' ALLOW_DEMO_SECRETS lets a service start on them,
 * and never in production.
 */
export function loadEnv<S extends z.ZodTypeAny>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const env = parseEnv(schema, source) as Record<string, unknown>;
  const production = env.NODE_ENV === 'production';
  const unset = production
    ? [...settingNames(schema)]
        .filter((name) => PRODUCTION_REQUIRED.has(name) && !source[name])
        .map((name) => `${name}: must be set in production`)
    : [];
  let problems = secretProblems(settingNames(schema), source, env);
  if (problems.length > 0 && env.ALLOW_DEMO_SECRETS === true) {
    if (production) {
      problems.push('ALLOW_DEMO_SECRETS: is for the local scripts only and excuses nothing in production');
    } else {
      new Logger('Config').warn(`ALLOW_DEMO_SECRETS is on (local runs only); never expose this:\n${indent(problems)}`);
      problems = [];
    }
  }
  if (unset.length + problems.length > 0) throw new Error(describe([...unset, ...problems]));
  return env as z.infer<S>;
}

/**
 * The schema's values and defaults without the secret checks: for describing the API offline, where
 * nothing starts and no secret is used.
 */
export function parseEnv<S extends z.ZodTypeAny>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(describe(problems));
  }
  return parsed.data;
}

const indent = (problems: string[]) => problems.map((problem) => `  ${problem}`).join('\n');
const describe = (problems: string[]) => `Invalid configuration:\n${indent(problems)}`;
