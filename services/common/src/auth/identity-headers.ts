/**
 * Headers the gateway sets after verifying an access token. Clients' own copies are stripped at the
 * gateway, and services trust them only next to the shared secret, so a direct call cannot forge them.
 */
export const IdentityHeaders = {
  userId: 'x-user-id',
  role: 'x-user-role',
  sessionId: 'x-session-id',
  gatewaySecret: 'x-gateway-secret',
} as const;

/**
 * Who a user is to the shop: a shopper (USER) or one of its staff. An ADMIN does everything, staff
 * included; a MANAGER everything but staff; a PACKER packs orders; a RIDER delivers the orders given
 * to them. What each may call is in STAFF_ACCESS (auth.decorators.ts).
 */
export const Role = { admin: 'ADMIN', manager: 'MANAGER', packer: 'PACKER', rider: 'RIDER', user: 'USER' } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES = Object.values(Role) as [Role, ...Role[]];
/** Every role but a shopper's. */
export const STAFF_ROLES = ROLES.filter((role) => role !== Role.user) as [Role, ...Role[]];

export interface AuthUser {
  id: string;
  role: Role;
  sessionId?: string;
}
