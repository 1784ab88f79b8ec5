import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthUser, Role } from './identity-headers';

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

/** Holds the access an open route declares: 'public' or 'anonymous' (see Access). */
export const PUBLIC_ROUTE = 'shop:public';
export const REQUIRED_ROLES = 'shop:roles';

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

/** Only callers with one of these roles get through; others get 403. */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/** The verified caller (undefined on a public route called anonymously). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser | undefined => context.switchToHttp().getRequest().user,
);
