import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthUser, Role } from './identity-headers';

export const PUBLIC_ROUTE = 'shop:public';
export const REQUIRED_ROLES = 'shop:roles';

/** The route answers anonymous callers too; the caller's user is still attached when known. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only callers with one of these roles get through; others get 403. */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/** The verified caller (undefined on a public route called anonymously). */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser | undefined => context.switchToHttp().getRequest().user,
);
