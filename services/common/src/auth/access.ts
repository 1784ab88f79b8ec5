import type { Reflector } from '@nestjs/core';
import { Access, PUBLIC_ROUTE, StaffAccess, STAFF_ROUTE } from './auth.decorators';

/** A route's access from its decorators, the handler's overriding its controller's (as the guard reads them). */
export function declaredAccess(reflector: Reflector, targets: Parameters<Reflector['getAllAndOverride']>[1]): Access {
  const staff = reflector.getAllAndOverride<StaffAccess | undefined>(STAFF_ROUTE, targets);
  if (staff) return staff;
  return reflector.getAllAndOverride<Access | undefined>(PUBLIC_ROUTE, targets) ?? 'user';
}
