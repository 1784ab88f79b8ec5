import { loadEnv } from '@shop/common';
import { identityEnvSchema } from './config';

/** Made-up values of the kind deploy/generate-secrets.sh writes: the least production starts with. */
const PRODUCTION = {
  NODE_ENV: 'production',
  MONGO_ENGINE: 'mongodb',
  GATEWAY_SHARED_SECRET: 'p4Xq9LmZ2vR7tK1wN8yB3cF6hJ0sD5gA',
  JWT_ACCESS_SECRET: 'Vn2Ls8Qw4Er6Ty1Ui3Op5As7Df9Gh0JkZx',
  JWT_REFRESH_SECRET: 'Hb7Nm3Qa9Ws1Ed5Rf2Tg8Yh4Uj6Ik0OlPz',
  ADMIN_PASSWORD: 'correct horse battery staple violin tulip',
  MINIO_ROOT_USER: 'shop-media-writer',
  MINIO_ROOT_PASSWORD: 'Mw5Kp1Lz8Qx3Rv7Tn2Ys9Ub4Vc6Wd0XeF',
};

const refusal = (source: NodeJS.ProcessEnv) => {
  try {
    loadEnv(identityEnvSchema, source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('identity configuration', () => {
  // Security issue, production fails closed: unset, these settings were those of local runs.
  it('in production makes cookies Secure and answers the refresh token only on request', () => {
    expect(loadEnv(identityEnvSchema, PRODUCTION)).toMatchObject({
      COOKIE_SECURE: true,
      REFRESH_TOKEN_IN_BODY: 'on-request',
    });
  });

  it('in production refuses to start with COOKIE_SECURE=false, saying why', () => {
    expect(refusal({ ...PRODUCTION, COOKIE_SECURE: 'false' })).toBe(
      'Invalid configuration:\n  COOKIE_SECURE: must be true in production (the session cookies must travel over HTTPS only)',
    );
  });

  it("in production keeps the refresh token in login's answer when the deployment says so", () => {
    const env = loadEnv(identityEnvSchema, {
      ...PRODUCTION,
      COOKIE_SECURE: 'true',
      REFRESH_TOKEN_IN_BODY: 'by-default',
    });
    expect(env).toMatchObject({ COOKIE_SECURE: true, REFRESH_TOKEN_IN_BODY: 'by-default' });
  });

  it("lists the cookie refusal with the schema's other problems", () => {
    const message = refusal({ ...PRODUCTION, COOKIE_SECURE: 'false', REFRESH_TOKEN_IN_BODY: 'sometimes' });
    expect(message).toContain('  COOKIE_SECURE: must be true in production');
    expect(message).toContain('  REFRESH_TOKEN_IN_BODY: ');
  });

  it("outside production keeps the local defaults (plain HTTP, the spec's client reads the token)", () => {
    const env = loadEnv(identityEnvSchema, { ...PRODUCTION, NODE_ENV: 'development' });
    expect(env).toMatchObject({ COOKIE_SECURE: false, REFRESH_TOKEN_IN_BODY: 'by-default' });
    expect(loadEnv(identityEnvSchema, { ...PRODUCTION, NODE_ENV: 'test', COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(
      true,
    );
  });
});
