import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import { createEvent, EventBus, IdentityEvents, REDIS, revokedSessionKey, Role } from '@shop/common';
import type Redis from 'ioredis';
import { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { SessionEnded } from '../identity.errors';
import { RefreshToken } from './refresh-token.schema';

/** A logout waits this long at most for the broker to take its announcement. */
const SESSION_ENDED_PUBLISH_MS = 2_000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

interface RefreshClaims {
  sub: string;
  sid: string;
  jti: string;
  typ: string;
}

/**
 * Issues short-lived access tokens and rotating refresh tokens. A revoked session is also written to
 * Redis (for as long as its access tokens live) so the gateway turns them away at once.
 */
@Injectable()
export class TokenService {
  private readonly logger = new Logger('Tokens');

  constructor(
    private readonly jwt: JwtService,
    @InjectModel(RefreshToken.name) private readonly refreshTokens: Model<RefreshToken>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    private readonly bus: EventBus,
  ) {}

  /** Starts a new session (a new refresh-token family). */
  startSession(userId: string, role: Role): Promise<TokenPair> {
    return this.issue(userId, role, randomUUID());
  }

  /** Uses up a refresh token and returns the next pair of its session; reuse revokes the session. */
  async rotate(refreshToken: string, roleOf: (userId: string) => Promise<Role | undefined>): Promise<TokenPair> {
    const claims = await this.verifyRefresh(refreshToken);
    const used = await this.refreshTokens.updateOne(
      { jti: claims.jti, usedAt: null, revokedAt: null, expiresAt: { $gt: new Date() } },
      { $set: { usedAt: new Date() } },
    );
    if (used.modifiedCount !== 1) {
      await this.endSession(claims.sub, claims.sid);
      throw new SessionEnded();
    }
    const role = await roleOf(claims.sub);
    if (!role) {
      await this.endSession(claims.sub, claims.sid);
      throw new SessionEnded();
    }
    return this.issue(claims.sub, role, claims.sid);
  }

  /** The session a refresh token belongs to, if the token is genuine (expired or not). */
  async sessionOf(refreshToken: string): Promise<string | undefined> {
    try {
      const claims = await this.jwt.verifyAsync<RefreshClaims>(refreshToken, this.refreshOptions(true));
      return claims.typ === 'refresh' ? claims.sid : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Revokes the session's refresh tokens and its access tokens (in Redis, read by every gateway), then
   * announces it so gateways end its live streams now. The announcement is best effort, straight to the
   * broker: when it is lost, a stream still ends when its access token expires, as it did before.
   */
  async endSession(userId: string, sessionId: string): Promise<void> {
    await this.refreshTokens.updateMany({ family: sessionId, revokedAt: null }, { $set: { revokedAt: new Date() } });
    await this.redis.set(revokedSessionKey(sessionId), '1', 'EX', this.env.ACCESS_TOKEN_TTL_SECONDS);
    await this.bus
      .publish(createEvent(IdentityEvents.sessionEnded, { userId, sessionId }), SESSION_ENDED_PUBLISH_MS)
      .catch((error: Error) => this.logger.warn(`session.ended of ${sessionId} not announced: ${error.message}`));
  }

  async endAllSessions(userId: string): Promise<void> {
    const families: string[] = await this.refreshTokens.distinct('family', { userId, revokedAt: null });
    await Promise.all(families.map((family) => this.endSession(userId, family)));
  }

  private async issue(userId: string, role: Role, sessionId: string): Promise<TokenPair> {
    const jti = randomUUID();
    const accessToken = await this.jwt.signAsync(
      { sub: userId, role, sid: sessionId, typ: 'access' },
      {
        algorithm: this.env.JWT_ALGORITHM,
        expiresIn: this.env.ACCESS_TOKEN_TTL_SECONDS,
        issuer: this.env.JWT_ISSUER,
        audience: this.env.JWT_AUDIENCE,
        ...(this.env.JWT_ALGORITHM === 'RS256'
          ? { privateKey: this.env.JWT_ACCESS_PRIVATE_KEY }
          : { secret: this.env.JWT_ACCESS_SECRET }),
      },
    );
    const refreshToken = await this.jwt.signAsync(
      { sub: userId, sid: sessionId, jti, typ: 'refresh' },
      {
        algorithm: 'HS256',
        secret: this.env.JWT_REFRESH_SECRET,
        expiresIn: this.env.REFRESH_TOKEN_TTL_SECONDS,
        // Only the issuer takes a refresh token back.
        issuer: this.env.JWT_ISSUER,
        audience: this.env.JWT_ISSUER,
      },
    );
    await this.refreshTokens.create({
      jti,
      family: sessionId,
      userId,
      expiresAt: new Date(Date.now() + this.env.REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return { accessToken, refreshToken };
  }

  private async verifyRefresh(token: string): Promise<RefreshClaims> {
    try {
      const claims = await this.jwt.verifyAsync<RefreshClaims>(token, this.refreshOptions(false));
      if (claims.typ !== 'refresh' || !claims.jti || !claims.sid) throw new Error('not a refresh token');
      return claims;
    } catch {
      throw new SessionEnded();
    }
  }

  private refreshOptions(ignoreExpiration: boolean) {
    return {
      algorithms: ['HS256' as const],
      secret: this.env.JWT_REFRESH_SECRET,
      issuer: this.env.JWT_ISSUER,
      audience: this.env.JWT_ISSUER,
      ignoreExpiration,
    };
  }
}
