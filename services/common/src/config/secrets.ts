import { isLoopbackHost } from '../observability/metrics-access';
/**
 * The settings that guard accounts, data and money. Every default and sample value of them is
 * published in this repository, so each must be set, long enough to resist guessing, and none of those
 * values, whatever NODE_ENV says (only the local scripts' ALLOW_DEMO_SECRETS excuses them, see env.ts).
 */
export const MIN_SECRET_LENGTH = 32;

interface SecretRule {
  name: string;
  minLength?: number;
  /** Whether the service uses the secret with the rest of its settings (undefined: always). */
  usedWhen?: (env: Record<string, unknown>) => boolean;
}

const hs256 = (env: Record<string, unknown>) => env.JWT_ALGORITHM !== 'RS256';
/** Off loopback, /metrics answers only a scraper that presents METRICS_TOKEN (observability/metrics-access.ts). */
const reachableBeyondLoopback = (env: Record<string, unknown>) => !isLoopbackHost(String(env.HOST ?? ''));

const SECRETS: SecretRule[] = [
  { name: 'GATEWAY_SHARED_SECRET' },
  { name: 'METRICS_TOKEN', usedWhen: reachableBeyondLoopback },
  { name: 'JWT_ACCESS_SECRET', usedWhen: hs256 },
  { name: 'JWT_ACCESS_PRIVATE_KEY', usedWhen: (env) => !hs256(env) },
  { name: 'JWT_REFRESH_SECRET' },
  { name: 'ADMIN_PASSWORD' },
  // The object store's account name; its password is what guards it, so MinIO's own minimum applies.
  { name: 'MINIO_ROOT_USER', minLength: 3 },
  { name: 'MINIO_ROOT_PASSWORD' },
  { name: 'STRIPE_SECRET_KEY' },
  { name: 'STRIPE_WEBHOOK_SECRET' },
];

/** The names of the secrets, for whoever must treat them with care (logs, checks of sample files). */
export const SECRET_NAMES: readonly string[] = SECRETS.map((rule) => rule.name);

/** Values committed in the schemas' defaults and deploy/local (and once in the compose and k8s samples), plus MinIO's own. */
const KNOWN_DEMO_VALUES = new Set(
  [
    'local-gateway-shared-secret',
    'local-dev-access-secret-change-me',
    'local-dev-refresh-secret-change-me',
    'Admin12345!',
    'shopadmin',
    'shopadmin-secret',
    'minioadmin',
    'sk_test_123',
    'whsec_local_shop_test_mode_secret',
    'whsec_demo_shop_test_mode_secret',
  ].map((value) => value.toLowerCase()),
);

/** Words the sample files put in their placeholders (demo-...-change-me); a real secret has none of them. */
const DEMO_MARKERS = ['demo', 'change-me', 'changeme', 'example', 'placeholder', 'secret'];

function isDemoValue(value: string): boolean {
  const lower = value.toLowerCase();
  return KNOWN_DEMO_VALUES.has(lower) || DEMO_MARKERS.some((marker) => lower.includes(marker));
}

/**
 * What is wrong with the secrets a service would start with, one line per variable, never showing a
 * value. `names` are the settings the service's schema knows; `source` tells set from defaulted, `env`
 * is the parsed result (a default is never acceptable: it is published).
 */
export function secretProblems(
  names: ReadonlySet<string>,
  source: NodeJS.ProcessEnv,
  env: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  for (const { name, minLength = MIN_SECRET_LENGTH, usedWhen } of SECRETS) {
    if (!names.has(name) || (usedWhen && !usedWhen(env))) continue;
    const value = source[name];
    if (!value) problems.push(`${name}: must be set (the default is a published demo value)`);
    else if (value.length < minLength) problems.push(`${name}: must be at least ${minLength} characters`);
    else if (isDemoValue(value)) problems.push(`${name}: is a demo value; set a secret of your own`);
  }
  return problems;
}
