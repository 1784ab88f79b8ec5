import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  currentRoleKey,
  DocumentLocks,
  DocumentWrites,
  REDIS,
  Role,
  ROLES,
  STAFF_ROLES,
  StaffMember,
} from '@shop/common';
import type Redis from 'ioredis';
import { Model } from 'mongoose';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { LastAdmin, UserNotFound } from '../identity.errors';
import { User } from '../users/user.schema';

/** Every role change holds this lock, so two admins taking each other's role at once leave one admin. */
const ROLES_LOCK = 'users:staff-roles';

/**
 * The one writer of users' roles. A change is stored, then published for the gateways (currentRoleKey)
 * for an access token's life: a token naming the old role is answered as expired from the next request
 * on, and the refresh that follows issues the new role.
 */
@Injectable()
export class StaffRoles {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly writes: DocumentWrites,
    private readonly locks: DocumentLocks,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  /** Gives the account with `email` the role; the last admin keeps theirs (409 LAST_ADMIN). */
  async change(email: string, role: Role): Promise<StaffMember> {
    return this.locks.withLock(ROLES_LOCK, async () => {
      const user = await this.users.findOne({ email }, { name: 1, email: 1, mobile: 1, role: 1 }).lean();
      if (!user) throw new UserNotFound();
      if (user.role === Role.admin && role !== Role.admin) {
        const otherAdmins = await this.users.countDocuments({ role: Role.admin, _id: { $ne: user._id } });
        if (otherAdmins === 0) throw new LastAdmin();
      }
      if (user.role !== role) {
        await this.writes.atomically(this.users, user._id, () =>
          this.users.updateOne({ _id: user._id }, { $set: { role } }),
        );
        await this.redis.set(currentRoleKey(String(user._id)), role, 'EX', this.env.ACCESS_TOKEN_TTL_SECONDS);
      }
      return toStaffMember({ ...user, role });
    });
  }

  /** Everyone with a staff role (or only `role`), by role then name. */
  async list(role?: Role): Promise<StaffMember[]> {
    const staff = await this.users
      .find({ role: role ?? { $in: STAFF_ROLES } }, { name: 1, email: 1, mobile: 1, role: 1 })
      .lean();
    return staff
      .map(toStaffMember)
      .sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role) || a.name.localeCompare(b.name));
  }

  /** The staff member with this e-mail, or null when it names nobody or a shopper. */
  async member(email: string): Promise<StaffMember | null> {
    const user = await this.users
      .findOne({ email: email.trim().toLowerCase() }, { name: 1, email: 1, mobile: 1, role: 1 })
      .lean();
    return user && user.role !== Role.user ? toStaffMember(user) : null;
  }
}

function toStaffMember(user: Pick<User, 'name' | 'email' | 'mobile' | 'role'> & { _id: unknown }): StaffMember {
  return { id: String(user._id), name: user.name, email: user.email, mobile: user.mobile ?? '', role: user.role };
}
