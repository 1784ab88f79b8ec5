import { AuthUser, Role } from '@shop/common';

/** Admins see unpublished products too (the admin list uses the same calls as the shop). */
export type Audience = 'admin' | 'shopper';

export function audienceOf(user: AuthUser | undefined): Audience {
  return user?.role === Role.admin ? 'admin' : 'shopper';
}
