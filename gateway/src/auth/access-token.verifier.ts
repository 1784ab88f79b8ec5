import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthUser, Role } from '@shop/common';
import { GATEWAY_ENV, GatewayEnv } from '../config';

export type Verification = { user: AuthUser } | { problem: 'expired' | 'invalid' };

interface AccessClaims {
  sub: string;
  role: Role;
  sid?: string;
  typ?: string;
}

/** Verifies access tokens with the algorithm pinned, so a token cannot choose how it is checked. */
@Injectable()
export class AccessTokenVerifier {
  constructor(
    private readonly jwt: JwtService,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
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
      return { user: { id: claims.sub, role: claims.role, sessionId: claims.sid } };
    } catch (error) {
      return { problem: (error as Error).name === 'TokenExpiredError' ? 'expired' : 'invalid' };
    }
  }
}
