import type Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { gatewayEnvSchema } from '../config';
import { AccessTokenVerifier } from './access-token.verifier';

describe('AccessTokenVerifier (claims identity always sets)', () => {
  const secret = 'unit-test-secret-of-sufficient-length';
  /** No session is revoked: what is refused here is refused for the token alone. */
  const redis = { mget: jest.fn(async () => [null, null]) } as unknown as Redis;
  const verifier = new AccessTokenVerifier(gatewayEnvSchema.parse({ JWT_ACCESS_SECRET: secret }), redis);
  const claims = { sub: 'u1', role: 'USER', typ: 'access' };
  const shop = { issuer: 'shop-identity', audience: 'shop-api' };

  it('accepts a token with an expiry and a session', async () => {
    const sid = randomUUID();
    expect(await verifier.verify(jwt.sign({ ...claims, sid }, secret, { ...shop, expiresIn: 60 }))).toEqual({
      user: { id: 'u1', role: 'USER', sessionId: sid },
    });
  });

  // Security issue: a correctly signed token without exp never expired, and one without sid could not
  // be revoked by a logout; identity issues neither.
  it('refuses a correctly signed token without an expiry', async () => {
    expect(await verifier.verify(jwt.sign({ ...claims, sid: randomUUID() }, secret, shop))).toEqual({
      problem: 'invalid',
    });
  });

  it('refuses a correctly signed token without a session, or with an empty one', async () => {
    for (const session of [{}, { sid: '' }, { sid: 42 }]) {
      expect(await verifier.verify(jwt.sign({ ...claims, ...session }, secret, { ...shop, expiresIn: 60 }))).toEqual({
        problem: 'invalid',
      });
    }
  });
});
