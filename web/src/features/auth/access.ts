import type { Role } from '../../api/types';

/**
 * What a screen needs, in the server's own access levels (the gateway's table): 'manager' is every
 * admin screen but staff, 'admin' is staff management, 'rider' a rider's own deliveries, 'packer' the
 * packing screens (the packers and those above them).
 */
export type Access = 'manager' | 'admin' | 'rider' | 'packer';

const ROLES_OF: Record<Access, readonly Role[]> = {
  admin: ['ADMIN'],
  manager: ['ADMIN', 'MANAGER'],
  packer: ['ADMIN', 'MANAGER', 'PACKER'],
  rider: ['RIDER'],
};

/** Whether a user of `role` (none for a visitor) may use what needs `access`; the server checks the same. */
export function mayAccess(role: Role | undefined, access: Access): boolean {
  return role !== undefined && ROLES_OF[access].includes(role);
}

/** The staff roles by name, as the account menu's badge and the staff screen say them; shoppers have none. */
export const STAFF_ROLE_LABEL: Record<Exclude<Role, 'USER'>, string> = {
  ADMIN: 'Admin',
  MANAGER: 'Manager',
  PACKER: 'Packer',
  RIDER: 'Rider',
};

export const staffRoleLabel = (role: Role | undefined): string | undefined =>
  role && role !== 'USER' ? STAFF_ROLE_LABEL[role] : undefined;
