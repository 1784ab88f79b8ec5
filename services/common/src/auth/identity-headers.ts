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

export const Role = { admin: 'ADMIN', user: 'USER' } as const;
export type Role = (typeof Role)[keyof typeof Role];

export interface AuthUser {
  id: string;
  role: Role;
  sessionId?: string;
}
