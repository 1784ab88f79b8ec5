import Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { gatewayEnvSchema } from '../config';
import { AccessTokenVerifier } from './access-token.verifier';

describe('AccessTokenVerifier (real Redis)', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const secret = 'unit-test-secret-of-sufficient-length';
  const hsEnv = gatewayEnvSchema.parse({ JWT_ACCESS_SECRET: secret });
  const verifier = new AccessTokenVerifier(hsEnv, redis);
  /** As identity signs them, with a session and (in `shop`) an expiry, so each refusal below has one cause. */
  const claims = { sub: 'u1', role: 'USER', typ: 'access', sid: randomUUID() };
  /** Who the shop's tokens come from and are for (the defaults of JWT_ISSUER and JWT_AUDIENCE). */
  const parties = { issuer: 'shop-identity', audience: 'shop-api' };
  const shop = { ...parties, expiresIn: 60 };

  afterAll(() => redis.quit());

  it('accepts a well-signed access token', async () => {
    const sid = randomUUID();
    const result = await verifier.verify(jwt.sign({ ...claims, sid }, secret, shop));
    expect(result).toEqual({ user: { id: 'u1', role: 'USER', sessionId: sid } });
  });

  it('refuses other secrets, other algorithms, expiry and non-access tokens', async () => {
    expect(await verifier.verify(jwt.sign(claims, 'another-secret-entirely-0000', shop))).toEqual({
      problem: 'invalid',
    });
    expect(await verifier.verify(jwt.sign(claims, secret, { ...shop, algorithm: 'HS512' }))).toEqual({
      problem: 'invalid',
    });
    expect(await verifier.verify(jwt.sign(claims, '', { algorithm: 'none' }))).toEqual({ problem: 'invalid' });
    expect(await verifier.verify(jwt.sign({ ...claims, exp: 1 }, secret, parties))).toEqual({ problem: 'expired' });
    expect(await verifier.verify(jwt.sign({ ...claims, typ: 'refresh' }, secret, shop))).toEqual({
      problem: 'invalid',
    });
    expect(await verifier.verify('garbage')).toEqual({ problem: 'invalid' });
  });

  // Issue 20, "Also": tokens carried no audience or issuer.
  it('refuses a token of another issuer or audience, or naming none', async () => {
    for (const options of [{}, { ...shop, issuer: 'another-system' }, { ...shop, audience: 'another-api' }]) {
      expect(await verifier.verify(jwt.sign(claims, secret, { ...options, expiresIn: 60 }))).toEqual({
        problem: 'invalid',
      });
    }
  });

  it('refuses tokens of a revoked session', async () => {
    const sid = randomUUID();
    await redis.set(`session:revoked:${sid}`, '1', 'EX', 60);
    expect(await verifier.verify(jwt.sign({ ...claims, sid }, secret, shop))).toEqual({ problem: 'revoked' });
  });

  // Issue 38: a role an admin took back works for no request after the change.
  it('answers a token naming a role the user no longer has as expired, and the new role as valid', async () => {
    const sub = randomUUID();
    const packer = jwt.sign({ ...claims, sub, role: 'PACKER' }, secret, shop);
    expect(await verifier.verify(packer)).toMatchObject({ user: { id: sub, role: 'PACKER' } });
    await redis.set(`user:role:${sub}`, 'USER', 'EX', 60);
    expect(await verifier.verify(packer)).toEqual({ problem: 'expired' });
    const renewed = jwt.sign({ ...claims, sub, role: 'USER' }, secret, shop);
    expect(await verifier.verify(renewed)).toMatchObject({ user: { id: sub, role: 'USER' } });
  });

  // Security issue: identity gives every access token an expiry and a session, which a logout revokes.
  it('refuses a well-signed token without an expiry or without a session', async () => {
    expect(await verifier.verify(jwt.sign(claims, secret, parties))).toEqual({ problem: 'invalid' });
    expect(await verifier.verify(jwt.sign({ ...claims, sid: undefined }, secret, shop))).toEqual({
      problem: 'invalid',
    });
  });

  it('with RS256 pinned, refuses an HS256 token signed with the public key', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const rsEnv = gatewayEnvSchema.parse({ JWT_ALGORITHM: 'RS256', JWT_ACCESS_PUBLIC_KEY: pem });
    const rsVerifier = new AccessTokenVerifier(rsEnv, redis);
    const good = jwt.sign(claims, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), {
      ...shop,
      algorithm: 'RS256',
    });
    expect(await rsVerifier.verify(good)).toMatchObject({ user: { id: 'u1' } });
    const confused = jwt.sign(claims, pem, { ...shop, algorithm: 'HS256' });
    expect(await rsVerifier.verify(confused)).toEqual({ problem: 'invalid' });
  });
});
