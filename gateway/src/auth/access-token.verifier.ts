import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthUser, currentRoleKey, REDIS, revokedSessionKey, Role } from '@shop/common';
import type Redis from 'ioredis';
import { createPublicKey, createSecretKey } from 'node:crypto';
import { GATEWAY_ENV, GatewayEnv } from '../config';

export type Verification = { user: AuthUser } | { problem: 'expired' | 'invalid' | 'revoked' };

interface AccessClaims {
  sub: string;
  role: Role;
  sid?: string;
  typ?: string;
  exp?: number;
}

/**
 * Verifies access tokens with the algorithm pinned, so a token cannot choose how it is checked, and
 * their issuer and audience (a token signed with the same key for another system is refused), and
 * refuses tokens of sessions that were logged out or revoked, and tokens naming a role the user no
 * longer has (as expired: a refresh issues the new role). Identity gives every access token an
 * expiry and a session, so one without either (it would never end, or outlive its logout) is refused.
 */
@Injectable()
export class AccessTokenVerifier {
  private readonly jwt: JwtService;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    // The key is made once. Given the secret as a string, jsonwebtoken tries it as a PEM public key on
    // every call and only then, from the exception, as a secret: 12% of the gateway's CPU under the
    // checkout benchmark.
    const key =
      env.JWT_ALGORITHM === 'HS256'
        ? createSecretKey(Buffer.from(env.JWT_ACCESS_SECRET))
        : createPublicKey(env.JWT_ACCESS_PUBLIC_KEY ?? '');
    this.jwt = new JwtService({ secretOrKeyProvider: () => key });
  }

  async verify(token: string): Promise<Verification> {
    try {
      const claims = await this.jwt.verifyAsync<AccessClaims>(token, {
        algorithms: [this.env.JWT_ALGORITHM],
        issuer: this.env.JWT_ISSUER,
        audience: this.env.JWT_AUDIENCE,
      });
      if (claims.typ !== 'access' || typeof claims.sub !== 'string' || typeof claims.role !== 'string') {
        return { problem: 'invalid' };
      }
      if (typeof claims.exp !== 'number' || typeof claims.sid !== 'string' || !claims.sid) {
        return { problem: 'invalid' };
      }
      // One round trip for both, as the revocation check alone took before.
      const [revoked, currentRole] = await this.redis.mget(revokedSessionKey(claims.sid), currentRoleKey(claims.sub));
      if (revoked !== null) return { problem: 'revoked' };
      if (currentRole !== null && currentRole !== claims.role) return { problem: 'expired' };
      return { user: { id: claims.sub, role: claims.role, sessionId: claims.sid } };
    } catch (error) {
      return { problem: (error as Error).name === 'TokenExpiredError' ? 'expired' : 'invalid' };
    }
  }
}
