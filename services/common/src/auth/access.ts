import type { Reflector } from '@nestjs/core';
import { PUBLIC_ROUTE, REQUIRED_ROLES } from './auth.decorators';
import { Role } from './identity-headers';

/**
 * Who may call a route: anyone ('public': the caller is forwarded when signed in; a token that is
 * not valid is served as a guest's call, with a header saying the session needs renewing, unless the
 * client says it is signed in), anyone whatever token they send ('anonymous': the calls that start a
 * session, and the card provider's), a signed-in user ('user'), or an ADMIN ('admin').
 * Declared on the controllers (@Public, @Anonymous, @Roles; nothing means 'user'); the gateway's
 * table is generated from them.
 */
export type Access = 'anonymous' | 'public' | 'user' | 'admin';

/** From the most open to the strictest. */
export const ACCESS_LEVELS: readonly Access[] = ['anonymous', 'public', 'user', 'admin'];

/** A route's access from its decorators, the handler's overriding its controller's (as the guard reads them). */
export function declaredAccess(reflector: Reflector, targets: Parameters<Reflector['getAllAndOverride']>[1]): Access {
  const roles = reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
  if (roles) return roles.includes(Role.user) ? 'user' : 'admin';
  return reflector.getAllAndOverride<Access | undefined>(PUBLIC_ROUTE, targets) ?? 'user';
}
