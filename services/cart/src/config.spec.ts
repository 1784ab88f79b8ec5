import { loadEnv } from '@shop/common';
import { cartEnvSchema } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  MONGO_ENGINE: 'mongodb',
  GATEWAY_SHARED_SECRET: 'p4Xq9LmZ2vR7tK1wN8yB3cF6hJ0sD5gA',
};

describe('cart configuration', () => {
  // Security issue, production fails closed: unset, the guest-cart cookie went without the Secure flag.
  it('in production makes the guest-cart cookie Secure, and refuses to start when told otherwise', () => {
    expect(loadEnv(cartEnvSchema, PRODUCTION).COOKIE_SECURE).toBe(true);
    expect(() => loadEnv(cartEnvSchema, { ...PRODUCTION, COOKIE_SECURE: 'false' })).toThrow(
      'COOKIE_SECURE: must be true in production',
    );
  });

  it('outside production leaves it off by default (the local shop is plain HTTP)', () => {
    expect(loadEnv(cartEnvSchema, { ...PRODUCTION, NODE_ENV: 'development' }).COOKIE_SECURE).toBe(false);
  });
});
