import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthUser, Role } from './identity-headers';

/**
 * Who may call a route: anyone ('public': the caller is forwarded when signed in; a token that is
 * not valid is served as a guest's call, with a header saying the session needs renewing, unless the
 * client says it is signed in), anyone whatever token they send ('anonymous': the calls that start a
 * session, and the card provider's), a signed-in user ('user'), or staff in the roles STAFF_ACCESS
 * gives the level ('rider', 'packer', 'manager', 'admin').
 * Declared on the controllers (@Public, @Anonymous, @Staff; nothing means 'user'); the gateway's
 * table is generated from them.
 */
export type StaffAccess = 'rider' | 'packer' | 'manager' | 'admin';
export type Access = 'anonymous' | 'public' | 'user' | StaffAccess;

/** The roles each staff level admits: a MANAGER runs the shop but not its staff, a PACKER only packs. */
export const STAFF_ACCESS: Readonly<Record<StaffAccess, readonly Role[]>> = {
  rider: ['RIDER'],
  packer: ['ADMIN', 'MANAGER', 'PACKER'],
  manager: ['ADMIN', 'MANAGER'],
  admin: ['ADMIN'],
};

/** From the most open to the strictest (a path no route declares gets its prefix's strictest). */
export const ACCESS_LEVELS: readonly Access[] = ['anonymous', 'public', 'user', 'rider', 'packer', 'manager', 'admin'];

export function isStaffAccess(access: Access): access is StaffAccess {
  return access in STAFF_ACCESS;
}

/** Whether a caller in `role` may call a route of `access` (signed in; open routes admit everyone). */
export function admits(access: Access, role: Role): boolean {
  return isStaffAccess(access) ? STAFF_ACCESS[access].includes(role) : true;
}

/** Holds the access an open route declares: 'public' or 'anonymous' (see Access). */
export const PUBLIC_ROUTE = 'shop:public';
export const STAFF_ROUTE = 'shop:staff';

/**
 * The route answers anonymous callers too; the caller's user is still attached when known. At the
 * gateway a stale token is served as a guest, unless the client says it is signed in (X-Signed-In: 1),
 * which is told to refresh.
 */
export const Public = () => SetMetadata(PUBLIC_ROUTE, 'public' satisfies Access);

/**
 * The route answers anyone, whatever token they send, and is never a reason to refresh: the calls that
 * start a session (login, register, refresh, password reset) and the card provider's.
 */
export const Anonymous = () => SetMetadata(PUBLIC_ROUTE, 'anonymous' satisfies Access);

/** Only staff in the roles STAFF_ACCESS gives `access` get through; others get 403. */
export const Staff = (access: StaffAccess) => SetMetadata(STAFF_ROUTE, access);

/** The verified caller (undefined on a public route called anonymously). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser | undefined => context.switchToHttp().getRequest().user,
);
