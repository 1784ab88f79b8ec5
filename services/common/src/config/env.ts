import { z } from 'zod';

/** Settings every service reads; each service extends this with its own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
  /** Put before each service's database name; the test command uses its own databases this way. */
  MONGO_DB_PREFIX: z.string().regex(/^[\w-]*$/).default(''),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  RABBITMQ_URL: z.string().default('amqp://guest:guest@127.0.0.1:5672'),
  /** Shared with the gateway: identity headers are trusted only on requests that carry it. */
  GATEWAY_SHARED_SECRET: z.string().min(16).default('local-gateway-shared-secret'),
  PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
  WEB_ORIGIN: z.string().default('http://127.0.0.1:8080'),
});

export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** Parses process.env against the schema and stops start-up with every problem listed at once. */
export function loadEnv<S extends z.ZodTypeAny>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
