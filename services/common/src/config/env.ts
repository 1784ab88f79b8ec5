import { Logger } from '@nestjs/common';
import { z } from 'zod';
import { MONGO_ENGINES } from '../storage/mongo-engine';
import { productionSecretProblems } from './secrets';

/** Settings every service reads; each service extends this with its own. */
export const baseEnvSchema = z.object({
  /** production refuses missing, short and demo secrets (see secrets.ts); other modes run on the local defaults. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * For demonstrations only (deploy/compose/demo.env sets it): production starts with the published demo
   * secrets, and says so in the log, instead of refusing them.
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
  /** Put before each service's database name; the test command uses its own databases this way. */
  MONGO_DB_PREFIX: z
    .string()
    .regex(/^[\w-]*$/)
    .default(''),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  RABBITMQ_URL: z.string().default('amqp://guest:guest@127.0.0.1:5672'),
  /** Shared with the gateway: identity headers are trusted only on requests that carry it. */
  GATEWAY_SHARED_SECRET: z.string().min(16).default('local-gateway-shared-secret'),
  PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
  WEB_ORIGIN: z.string().default('http://127.0.0.1:8080'),
});

export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** Settings whose default suits local runs only: production states them (ALLOW_DEMO_SECRETS does not excuse them). */
const PRODUCTION_REQUIRED = new Set(['MONGO_ENGINE']);

/** The setting names a schema declares, looking through .transform() and .refine() wrappers. */
function settingNames(schema: z.ZodTypeAny): Set<string> {
  let inner = schema;
  while (inner instanceof z.ZodEffects) inner = inner.innerType();
  return new Set(inner instanceof z.ZodObject ? Object.keys(inner.shape) : []);
}

/**
 * Parses process.env against the schema and stops start-up with every problem listed at once. In
 * production the secrets are checked too, since the defaults that make local runs work are public.
 */
export function loadEnv<S extends z.ZodTypeAny>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(describe(problems));
  }
  const env = parsed.data as Record<string, unknown>;
  if (env.NODE_ENV === 'production') {
    const unset = [...settingNames(schema)]
      .filter((name) => PRODUCTION_REQUIRED.has(name) && !source[name])
      .map((name) => `${name}: must be set in production`);
    let problems = productionSecretProblems(settingNames(schema), source, env);
    if (problems.length > 0 && env.ALLOW_DEMO_SECRETS === true) {
      new Logger('Config').warn(`ALLOW_DEMO_SECRETS is on; never expose this deployment:\n${indent(problems)}`);
      problems = [];
    }
    if (unset.length + problems.length > 0) throw new Error(describe([...unset, ...problems]));
  }
  return parsed.data;
}

const indent = (problems: string[]) => problems.map((problem) => `  ${problem}`).join('\n');
const describe = (problems: string[]) => `Invalid configuration:\n${indent(problems)}`;
