import { Logger } from '@nestjs/common';
import { z } from 'zod';
import { baseEnvSchema, loadEnv } from './env';

/** Declares every secret the services use, as the services' own schemas do between them. */
const schema = baseEnvSchema.extend({
  JWT_ALGORITHM: z.enum(['HS256', 'RS256']).default('HS256'),
  JWT_ACCESS_SECRET: z.string().default('local-dev-access-secret-change-me'),
  JWT_ACCESS_PRIVATE_KEY: z.string().optional(),
  JWT_REFRESH_SECRET: z.string().default('local-dev-refresh-secret-change-me'),
  ADMIN_PASSWORD: z.string().default('Admin12345!'),
  MINIO_ROOT_USER: z.string().default('shopadmin'),
  MINIO_ROOT_PASSWORD: z.string().default('shopadmin-secret'),
  STRIPE_SECRET_KEY: z.string().default('sk_test_123'),
  STRIPE_WEBHOOK_SECRET: z.string().default('whsec_local_shop_test_mode_secret'),
});

/** Made-up values of the kind a secret generator writes. */
const STRONG = {
  GATEWAY_SHARED_SECRET: 'p4Xq9LmZ2vR7tK1wN8yB3cF6hJ0sD5gA',
  JWT_ACCESS_SECRET: 'Vn2Ls8Qw4Er6Ty1Ui3Op5As7Df9Gh0JkZx',
  JWT_REFRESH_SECRET: 'Hb7Nm3Qa9Ws1Ed5Rf2Tg8Yh4Uj6Ik0OlPz',
  ADMIN_PASSWORD: 'correct horse battery staple violin tulip',
  MINIO_ROOT_USER: 'shop-media-writer',
  MINIO_ROOT_PASSWORD: 'Mw5Kp1Lz8Qx3Rv7Tn2Ys9Ub4Vc6Wd0XeF',
  STRIPE_SECRET_KEY: 'sk_live_51Hq2Lk8Pz4Rw7Tn1Ys5Ub3Vc9Wd6XeFgHj',
  STRIPE_WEBHOOK_SECRET: 'whsec_Zq3vL9x2Kp7wN4tR8yB1mF6hJ0cG5sA',
};

const production = (overrides: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'production',
  MONGO_ENGINE: 'mongodb',
  ...STRONG,
  ...overrides,
});

const refusal = (source: NodeJS.ProcessEnv) => {
  try {
    loadEnv(schema, source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

/** What the local scripts set (deploy/local/config.env): the published defaults, excused. */
const LOCAL_SWITCH = { ALLOW_DEMO_SECRETS: 'true' };

describe('loadEnv', () => {
  it("runs on the local defaults with the local scripts' switch, outside production", () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    expect(loadEnv(schema, LOCAL_SWITCH).JWT_ACCESS_SECRET).toBe('local-dev-access-secret-change-me');
    expect(loadEnv(schema, { ...LOCAL_SWITCH, NODE_ENV: 'test' }).GATEWAY_SHARED_SECRET).toBe(
      'local-gateway-shared-secret',
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ALLOW_DEMO_SECRETS is on'));
    warn.mockRestore();
  });

  // Issue 20, item 1: NODE_ENV defaults to development, so a deployment that forgot it ran on the
  // published secrets (a token signed with the demo JWT secret made an ADMIN).
  it.each([undefined, 'development', 'test'])(
    'refuses the published defaults without the switch when NODE_ENV is %s',
    (mode) => {
      const message = refusal({ NODE_ENV: mode });
      for (const name of Object.keys(STRONG)) expect(message).toContain(`  ${name}: must be set`);
    },
  );

  it.each([
    ['GATEWAY_SHARED_SECRET', 'local-gateway-shared-secret'],
    ['JWT_ACCESS_SECRET', 'local-dev-access-secret-change-me'],
    ['STRIPE_WEBHOOK_SECRET', 'whsec_local_shop_test_mode_secret'],
    ['MINIO_ROOT_PASSWORD', 'shopadmin-secret'],
  ])('refuses the published %s in development without the switch', (name, value) => {
    expect(refusal({ ...STRONG, NODE_ENV: 'development', [name]: value })).toMatch(
      new RegExp(`^Invalid configuration:\\n {2}${name}: [^\\n]*$`),
    );
  });

  it('accepts secrets of its own in development without the switch', () => {
    expect(loadEnv(schema, { ...STRONG, NODE_ENV: 'development' })).toMatchObject(STRONG);
  });

  it('never excuses demo secrets in production, even with the switch', () => {
    const message = refusal({ ...production({ ADMIN_PASSWORD: 'Admin12345!' }), ...LOCAL_SWITCH });
    expect(message).toContain('ADMIN_PASSWORD: must be at least 32 characters');
    expect(message).toContain('ALLOW_DEMO_SECRETS: is for the local scripts only');
  });

  it('accepts strong secrets in production', () => {
    expect(loadEnv(schema, production())).toMatchObject(STRONG);
  });

  it('accepts a Stripe test-mode key of a real account in production', () => {
    expect(() =>
      loadEnv(schema, production({ STRIPE_SECRET_KEY: 'sk_test_51Hq2Lk8Pz4Rw7Tn1Ys5Ub3Vc9Wd6' })),
    ).not.toThrow();
  });

  it.each(Object.keys(STRONG))('refuses to start in production when %s is missing', (name) => {
    expect(refusal(production({ [name]: undefined }))).toContain(`${name}: must be set`);
  });

  it.each(Object.keys(STRONG).filter((name) => name !== 'MINIO_ROOT_USER'))(
    'refuses %s shorter than 32 characters in production',
    (name) => {
      expect(refusal(production({ [name]: 'Zq3vL9x2Kp7wN4tR8yB1mF6hJ0cG5sA' }))).toContain(
        `${name}: must be at least 32 characters`,
      );
    },
  );

  it.each([
    ['GATEWAY_SHARED_SECRET', 'demo-gateway-shared-secret-change-me'],
    ['JWT_ACCESS_SECRET', 'local-dev-access-secret-change-me'],
    ['JWT_REFRESH_SECRET', 'demo-jwt-refresh-secret-change-me'],
    ['ADMIN_PASSWORD', 'my-secret-admin-password-for-the-shop'],
    ['MINIO_ROOT_USER', 'shopadmin'],
    ['MINIO_ROOT_PASSWORD', 'demo-minio-password-change-me-now'],
    ['STRIPE_WEBHOOK_SECRET', 'whsec_local_shop_test_mode_secret'],
    ['JWT_ACCESS_SECRET', 'this-is-an-EXAMPLE-value-of-the-right-length'],
  ])('refuses the demo value of %s in production', (name, value) => {
    expect(refusal(production({ [name]: value }))).toContain(`${name}: is a demo value`);
  });

  it('refuses the stripe-mock key in production', () => {
    expect(refusal(production({ STRIPE_SECRET_KEY: 'sk_test_123' }))).toContain('STRIPE_SECRET_KEY');
  });

  it('lists every refused secret at once and never shows a value', () => {
    const message = refusal({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Admin12345!' });
    for (const name of Object.keys(STRONG)) expect(message).toContain(`  ${name}: `);
    expect(message).not.toContain('Admin12345!');
  });

  it('checks only the secrets the service declares', () => {
    const gatewayLike = baseEnvSchema.extend({
      JWT_ACCESS_SECRET: z.string().default('local-dev-access-secret-change-me'),
    });
    const source = {
      NODE_ENV: 'production',
      MONGO_ENGINE: 'mongodb',
      GATEWAY_SHARED_SECRET: STRONG.GATEWAY_SHARED_SECRET,
    };
    expect(() => loadEnv(gatewayLike, source)).toThrow(
      /^Invalid configuration:\n {2}JWT_ACCESS_SECRET: must be set[^\n]*$/,
    );
  });

  it('sees through a schema with a transform', () => {
    const transformed = schema.transform((env) => ({ ...env, derived: true }));
    expect(() => loadEnv(transformed, production({ JWT_REFRESH_SECRET: undefined }))).toThrow('JWT_REFRESH_SECRET');
  });

  it('with RS256 wants the private key instead of the access secret', () => {
    const rs256 = production({ JWT_ALGORITHM: 'RS256', JWT_ACCESS_SECRET: undefined });
    expect(refusal(rs256)).toMatch(/^Invalid configuration:\n {2}JWT_ACCESS_PRIVATE_KEY: must be set[^\n]*$/);
    const pem = `-----BEGIN PRIVATE KEY-----\n${'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'.repeat(4)}\n-----END PRIVATE KEY-----`;
    expect(() => loadEnv(schema, { ...rs256, JWT_ACCESS_PRIVATE_KEY: pem })).not.toThrow();
  });

  it('refuses to start in production without MONGO_ENGINE, and defaults to ferretdb elsewhere', () => {
    expect(refusal(production({ MONGO_ENGINE: undefined }))).toBe(
      'Invalid configuration:\n  MONGO_ENGINE: must be set in production',
    );
    expect(loadEnv(schema, production()).MONGO_ENGINE).toBe('mongodb');
    expect(loadEnv(schema, STRONG).MONGO_ENGINE).toBe('ferretdb');
  });

  it('still reports schema errors first, every one at once', () => {
    expect(() => loadEnv(schema, { NODE_ENV: 'staging', MONGO_DB_PREFIX: 'a b' })).toThrow(
      /Invalid configuration:\n {2}NODE_ENV: .*\n {2}MONGO_DB_PREFIX: /,
    );
  });

  it('asks for METRICS_TOKEN when the app is reachable beyond loopback, as for any secret', () => {
    expect(refusal(production({ HOST: '0.0.0.0' }))).toMatch(/METRICS_TOKEN: must be set/);
    expect(refusal(production({ HOST: '0.0.0.0', METRICS_TOKEN: 'short' }))).toMatch(/METRICS_TOKEN: /);
    const token = 'Mt4Kq8Lz2Px6Rv1Tn9Ys3Ub7Vc5Wd0XeF';
    expect(loadEnv(schema, production({ HOST: '0.0.0.0', METRICS_TOKEN: token })).METRICS_TOKEN).toBe(token);
    expect(loadEnv(schema, production()).METRICS_TOKEN).toBeUndefined();
  });
});
