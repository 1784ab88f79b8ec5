import { loadEnv } from '@shop/common';
import { gatewayEnvSchema } from './config';

const STRONG = {
  MONGO_ENGINE: 'mongodb',
  GATEWAY_SHARED_SECRET: 'p4Xq9LmZ2vR7tK1wN8yB3cF6hJ0sD5gA',
  JWT_ACCESS_SECRET: 'Vn2Ls8Qw4Er6Ty1Ui3Op5As7Df9Gh0JkZx',
};

describe('gateway configuration', () => {
  it("starts on the local defaults with the local scripts' switch, outside production", () => {
    expect(() => loadEnv(gatewayEnvSchema, { ALLOW_DEMO_SECRETS: 'true' })).not.toThrow();
  });

  it.each(['development', 'production'])('in %s refuses the default secrets, naming both', (mode) => {
    expect(() => loadEnv(gatewayEnvSchema, { NODE_ENV: mode })).toThrow(
      /GATEWAY_SHARED_SECRET: must be set[\s\S]*JWT_ACCESS_SECRET: must be set/,
    );
  });

  it('in production refuses a demo access secret', () => {
    const source = { NODE_ENV: 'production', ...STRONG, JWT_ACCESS_SECRET: 'demo-jwt-access-secret-change-me' };
    expect(() => loadEnv(gatewayEnvSchema, source)).toThrow('JWT_ACCESS_SECRET: is a demo value');
  });

  it('in production starts with secrets of its own', () => {
    expect(loadEnv(gatewayEnvSchema, { NODE_ENV: 'production', ...STRONG })).toMatchObject(STRONG);
  });

  // Security issue, production fails closed: the interactive API page was served to anyone.
  it('in production serves no API docs unless API_DOCS=on; elsewhere it does unless API_DOCS=off', () => {
    const production = { NODE_ENV: 'production', ...STRONG };
    expect(loadEnv(gatewayEnvSchema, production).API_DOCS).toBe(false);
    expect(loadEnv(gatewayEnvSchema, { ...production, API_DOCS: 'on' }).API_DOCS).toBe(true);
    expect(loadEnv(gatewayEnvSchema, { ...STRONG, NODE_ENV: 'development' }).API_DOCS).toBe(true);
    expect(loadEnv(gatewayEnvSchema, { ...STRONG, API_DOCS: 'off' }).API_DOCS).toBe(false);
  });

  it('with RS256 verifies with the public key and needs no access secret', () => {
    const source = {
      NODE_ENV: 'production',
      MONGO_ENGINE: 'mongodb',
      GATEWAY_SHARED_SECRET: STRONG.GATEWAY_SHARED_SECRET,
      JWT_ALGORITHM: 'RS256',
      JWT_ACCESS_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\n...\n-----END PUBLIC KEY-----',
    };
    expect(() => loadEnv(gatewayEnvSchema, source)).not.toThrow();
  });
});
