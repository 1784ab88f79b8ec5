import type { StaffRole } from '../../../api/types';
import { STAFF_ROLE_LABEL } from '../../auth/access';

/** The roles an admin gives, most powerful first, each with what it lets its holder do (one line each). */
export const STAFF_ROLES: readonly { role: StaffRole; label: string; may: string }[] = [
  { role: 'ADMIN', label: STAFF_ROLE_LABEL.ADMIN, may: 'everything, including who is on the staff' },
  {
    role: 'MANAGER',
    label: STAFF_ROLE_LABEL.MANAGER,
    may: 'every admin screen (orders, catalogue, delivery) but staff',
  },
  { role: 'PACKER', label: STAFF_ROLE_LABEL.PACKER, may: 'packs orders (the packing screen comes later)' },
  { role: 'RIDER', label: STAFF_ROLE_LABEL.RIDER, may: 'only the deliveries given to them' },
];
