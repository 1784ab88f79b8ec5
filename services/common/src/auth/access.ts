import type { Reflector } from '@nestjs/core';
import { Access, PUBLIC_ROUTE, REQUIRED_ROLES } from './auth.decorators';
import { Role } from './identity-headers';

/** A route's access from its decorators, the handler's overriding its controller's (as the guard reads them). */
export function declaredAccess(reflector: Reflector, targets: Parameters<Reflector['getAllAndOverride']>[1]): Access {
  const roles = reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
  if (roles) return roles.includes(Role.user) ? 'user' : 'admin';
  return reflector.getAllAndOverride<Access | undefined>(PUBLIC_ROUTE, targets) ?? 'user';
}
