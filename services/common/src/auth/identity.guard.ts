import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { Forbidden, Unauthenticated } from '../errors/common.errors';
import { declaredAccess } from './access';
import { admits } from './auth.decorators';
import { AuthUser, IdentityHeaders, Role, ROLES } from './identity-headers';

/**
 * Every route needs a signed-in caller unless marked @Public() or @Anonymous(); @Staff() narrows it to roles.
 * The caller comes from the gateway's identity headers, trusted only with the shared secret.
 */
@Injectable()
export class IdentityGuard implements CanActivate {
  private readonly secret: Buffer;

  constructor(
    private readonly reflector: Reflector,
    gatewaySecret: string,
  ) {
    this.secret = Buffer.from(gatewaySecret);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    request.user = this.userFrom(request);
    const targets = [context.getHandler(), context.getClass()];
    const access = declaredAccess(this.reflector, targets);
    if (access === 'public' || access === 'anonymous') return true;
    if (!request.user) throw new Unauthenticated();
    if (!admits(access, request.user.role)) throw new Forbidden();
    return true;
  }

  private userFrom(request: Request): AuthUser | undefined {
    const presented = Buffer.from(String(request.headers[IdentityHeaders.gatewaySecret] ?? ''));
    if (presented.length !== this.secret.length || !timingSafeEqual(presented, this.secret)) return undefined;
    const id = request.headers[IdentityHeaders.userId];
    const role = request.headers[IdentityHeaders.role];
    if (typeof id !== 'string' || !id || !ROLES.includes(role as Role)) return undefined;
    const sessionId = request.headers[IdentityHeaders.sessionId];
    return { id, role: role as Role, sessionId: typeof sessionId === 'string' ? sessionId : undefined };
  }
}
