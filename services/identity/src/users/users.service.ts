import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  createEvent,
  CustomerContact,
  DocumentWrites,
  IdentityEvents,
  NothingToUpdate,
  OutboxRelay,
  Role,
  toObjectId,
} from '@shop/common';
import { isValidObjectId, Model, Types, UpdateQuery } from 'mongoose';
import { hashPassword } from '../auth/passwords';
import { EmailTaken, UserNotFound } from '../identity.errors';
import { ProfileDetails } from './dto/update-user.dto';
import { User, UserDocument } from './user.schema';

@Injectable()
export class UsersService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly outbox: OutboxRelay,
    private readonly writes: DocumentWrites,
  ) {}

  /** A new account with its password already hashed; undefined when the e-mail has one already. */
  async create(name: string, email: string, passwordHash: string): Promise<UserDocument | undefined> {
    if (await this.users.exists({ email })) return undefined;
    const user = new this.users({ name, email, password: passwordHash });
    user.set('outbox', [
      createEvent(IdentityEvents.userRegistered, { userId: user.id, email: user.email, name: user.name }),
    ]);
    try {
      await user.save();
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return undefined;
      throw error;
    }
    this.outbox.kick(this.users, user._id);
    return user;
  }

  findByEmail(email: string): Promise<UserDocument | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() });
  }

  async findById(id: string): Promise<UserDocument> {
    const user = await this.users.findById(toObjectId(id, 'user id'));
    if (!user) throw new UserNotFound();
    return user;
  }

  /** Who a user is for mails and order lists; null for an id that is malformed or names nobody. */
  async contactOf(id: string): Promise<CustomerContact | null> {
    if (!/^[0-9a-f]{24}$/i.test(id) || !isValidObjectId(id)) return null;
    const user = await this.users.findById(id, { name: 1, email: 1, mobile: 1 }).lean();
    return user && { name: user.name, email: user.email, mobile: user.mobile ?? '' };
  }

  /** Name and mobile; the e-mail address changes through EmailChangeService only. */
  async updateProfile(id: string, changes: ProfileDetails, alsoChanging = false): Promise<UserDocument> {
    const fields = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(fields).length === 0) {
      if (alsoChanging) return this.findById(id);
      throw new NothingToUpdate('Nothing to update');
    }
    await this.update(id, { $set: fields });
    return this.findById(id);
  }

  emailTakenByOther(email: string, id: string): Promise<boolean> {
    return this.users.exists({ email, _id: { $ne: toObjectId(id) } }).then(Boolean);
  }

  /** A confirmed new address (it received the code), which then counts as verified. */
  async changeEmail(id: string, email: string): Promise<UserDocument> {
    if (await this.emailTakenByOther(email, id)) throw EmailTaken.onUpdate();
    try {
      await this.update(id, { $set: { email, verify_email: true } });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) throw EmailTaken.onUpdate();
      throw error;
    }
    return this.findById(id);
  }

  /** Sets the avatar; answers the one it replaced ('' when there was none). */
  async setAvatar(id: string, url: string): Promise<string> {
    const { avatar } = await this.findById(id);
    await this.update(id, { $set: { avatar: url } });
    return avatar;
  }

  async setPassword(id: string, password: string): Promise<void> {
    await this.update(id, { $set: { password: await hashPassword(password) } });
  }

  async recordLogin(id: string): Promise<void> {
    await this.update(id, { $set: { last_login_date: new Date() } });
  }

  /**
   * Creates the configured admin account when no account has its address. An existing account is
   * never promoted: whoever registered or moved to that address would otherwise become an admin.
   * Whether it was created, found as an admin, or found as someone else's account.
   */
  async ensureAdmin(name: string, email: string, password: string): Promise<'created' | 'exists' | 'not-admin'> {
    const existing = await this.findByEmail(email);
    if (existing) return existing.role === Role.admin ? 'exists' : 'not-admin';
    await this.users.create({
      name,
      email,
      password: await hashPassword(password),
      role: Role.admin,
      verify_email: true,
    });
    return 'created';
  }

  /** Users carry an outbox, which the outbox relay writes too: each update applies atomically. */
  private async update(id: string, change: UpdateQuery<User>): Promise<void> {
    const _id: Types.ObjectId = toObjectId(id, 'user id');
    await this.writes.atomically(this.users, _id, () => this.users.updateOne({ _id }, change));
  }
}
