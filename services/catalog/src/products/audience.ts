import { admits, AuthUser } from '@shop/common';

/** Those who run the catalogue (admins, managers) see unpublished products too (their lists use the shop's calls). */
export type Audience = 'admin' | 'shopper';

export function audienceOf(user: AuthUser | undefined): Audience {
  return user && admits('manager', user.role) ? 'admin' : 'shopper';
}
