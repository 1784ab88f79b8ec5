import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthUser, REDIS, revokedSessionKey, Role } from '@shop/common';
import type Redis from 'ioredis';
import { GATEWAY_ENV, GatewayEnv } from '../config';

export type Verification = { user: AuthUser } | { problem: 'expired' | 'invalid' | 'revoked' };

interface AccessClaims {
  sub: string;
  role: Role;
  sid?: string;
  typ?: string;
}

/**
 * Verifies access tokens with the algorithm pinned, so a token cannot choose how it is checked, and
 * refuses tokens of sessions that were logged out or revoked.
 */
@Injectable()
export class AccessTokenVerifier {
  constructor(
    private readonly jwt: JwtService,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async verify(token: string): Promise<Verification> {
    try {
      const claims = await this.jwt.verifyAsync<AccessClaims>(token, {
        algorithms: [this.env.JWT_ALGORITHM],
        secret: this.env.JWT_ALGORITHM === 'HS256' ? this.env.JWT_ACCESS_SECRET : undefined,
        publicKey: this.env.JWT_ALGORITHM === 'RS256' ? this.env.JWT_ACCESS_PUBLIC_KEY : undefined,
      });
      if (claims.typ !== 'access' || typeof claims.sub !== 'string' || typeof claims.role !== 'string') {
        return { problem: 'invalid' };
      }
      if (claims.sid && (await this.redis.exists(revokedSessionKey(claims.sid)))) return { problem: 'revoked' };
      return { user: { id: claims.sub, role: claims.role, sessionId: claims.sid } };
    } catch (error) {
      return { problem: (error as Error).name === 'TokenExpiredError' ? 'expired' : 'invalid' };
    }
  }
}
