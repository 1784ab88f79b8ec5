import { currentRoleKey, DocumentLocks, FerretDbDocumentWrites } from '@shop/common';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { IdentityEnv } from '../config';
import { LastAdmin } from '../identity.errors';
import { User, UserSchema } from '../users/user.schema';
import { StaffRoles } from './staff-roles.service';

const MONGO_URL = process.env.MONGO_URL ?? `mongodb://127.0.0.1:${process.env.MONGO_PORT ?? 27017}`;

/** Issue 38: the shop keeps an admin whatever its admins do at once (its own database, real FerretDB and Redis). */
describe('StaffRoles (real FerretDB and Redis)', () => {
  let connection: mongoose.Connection;
  let users: mongoose.Model<User>;
  let redis: Redis;
  let roles: StaffRoles;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_staff_roles' }).asPromise();
    users = connection.model<User>(User.name, UserSchema);
    await users.init();
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const locks = new DocumentLocks(redis);
    roles = new StaffRoles(users, new FerretDbDocumentWrites(locks), locks, redis, {
      ACCESS_TOKEN_TTL_SECONDS: 60,
    } as IdentityEnv);
  });

  beforeEach(() => users.deleteMany({}));

  afterAll(async () => {
    await users.deleteMany({});
    await connection.close();
    await redis.quit();
  });

  const account = (role: string) =>
    users.create({
      name: `Admin ${randomUUID().slice(0, 4)}`,
      email: `${randomUUID()}@example.test`,
      password: 'x',
      role,
    });

  it('of two admins taking each other’s role at once, exactly one succeeds and one admin is left', async () => {
    for (let round = 0; round < 5; round += 1) {
      await users.deleteMany({});
      const [a, b] = await Promise.all([account('ADMIN'), account('ADMIN')]);
      const outcomes = await Promise.allSettled([roles.change(a.email, 'USER'), roles.change(b.email, 'USER')]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(LastAdmin);
      expect(await users.countDocuments({ role: 'ADMIN' })).toBe(1);
    }
  });

  it('the last admin keeps the role; another admin made first, it can go', async () => {
    const only = await account('ADMIN');
    await expect(roles.change(only.email, 'MANAGER')).rejects.toMatchObject({ code: 'LAST_ADMIN', status: 409 });
    const next = await account('USER');
    await roles.change(next.email, 'ADMIN');
    await expect(roles.change(only.email, 'MANAGER')).resolves.toMatchObject({ role: 'MANAGER' });
  });

  it('publishes each change for the gateways, and a change to the same role publishes nothing', async () => {
    const rider = await account('USER');
    await roles.change(rider.email, 'RIDER');
    expect(await redis.get(currentRoleKey(rider.id))).toBe('RIDER');
    expect(await redis.ttl(currentRoleKey(rider.id))).toBeGreaterThan(50);
    await redis.del(currentRoleKey(rider.id));
    await roles.change(rider.email, 'RIDER');
    expect(await redis.get(currentRoleKey(rider.id))).toBeNull();
    expect((await roles.list('RIDER')).map((member) => member.email)).toEqual([rider.email]);
  });
});
