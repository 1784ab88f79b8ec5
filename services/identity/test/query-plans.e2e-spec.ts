import { planOn, QueryShape, seedForPlans } from '@shop/testkit';
import mongoose, { Types } from 'mongoose';
import { RefreshTokenSchema } from '../src/auth/refresh-token.schema';
import { orderMailSchema } from '../src/order-mail/order-mail.schema';
import { UserSchema } from '../src/users/user.schema';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

const USERS = 3_000;
const userId = (index: number) => new Types.ObjectId(index.toString(16).padStart(24, '0'));
const email = (index: number) => `shopper${index}@example.com`;

/**
 * Every query shape the identity service issues against a collection that grows with the shop's
 * history (users, refresh tokens, order mails), with values as the seeded shop holds them. Add a shape
 * here with the query: it must be served by an index on FerretDB.
 */
const SHAPES: QueryShape[] = [
  { issuedBy: 'UsersService.findByEmail: log-in, password reset', collection: 'users', filter: { email: email(42) } },
  {
    issuedBy: 'UsersService.update: is the new e-mail taken',
    collection: 'users',
    filter: { email: email(42), _id: { $ne: userId(1) } },
  },
  { issuedBy: 'UsersService.findById', collection: 'users', filter: { _id: userId(42) } },
  { issuedBy: 'OutboxRelay sweep (every minute)', collection: 'users', filter: { outboxPending: true } },
  {
    issuedBy: 'TokenService.rotate: uses a refresh token up',
    collection: 'refresh_tokens',
    filter: { jti: 'jti-42', usedAt: null, revokedAt: null, expiresAt: { $gt: new Date() } },
  },
  {
    issuedBy: 'TokenService.endSession: a session’s tokens',
    collection: 'refresh_tokens',
    filter: { family: 'family-42', revokedAt: null },
  },
  {
    issuedBy: 'TokenService.endAllSessions: a user’s sessions',
    collection: 'refresh_tokens',
    filter: { userId: userId(42).toHexString(), revokedAt: null },
  },
  {
    issuedBy: 'OrderMailLedger: pending mails due (resender), then dueAt in FerretDB',
    collection: 'ordermails',
    filter: { state: 'pending' },
  },
];

/** See services/order/test/query-plans.e2e-spec.ts for why plans after ANALYZE of a seeded shop. */
describe('identity queries on FerretDB (PostgreSQL plans)', () => {
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_identity_query_plans' }).asPromise();
    await connection.dropDatabase();
    await seedForPlans(connection.model('User', UserSchema), USERS, (index) => ({
      _id: userId(index),
      name: `Shopper ${index}`,
      email: email(index),
      password: '$2b$10$abcdefghijklmnopqrstuuSomeHashOfAPasswordThatIsLongEnough',
      mobile: '9876543210',
      role: 'USER',
      outbox: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    }));
    await seedForPlans(connection.model('RefreshToken', RefreshTokenSchema), USERS, (index) => ({
      jti: `jti-${index}`,
      family: `family-${Math.floor(index / 3)}`,
      userId: userId(index % 1_000).toHexString(),
      expiresAt: new Date(Date.now() + 86_400_000),
      usedAt: index % 3 === 2 ? null : new Date(),
      revokedAt: null,
    }));
    // Mails kept a while after they are sent; a handful pending.
    await seedForPlans(connection.model('OrderMail', orderMailSchema), USERS, (index) => ({
      _id: `change-${index}`,
      orderId: `ORD-${index}`,
      step: 'placed',
      to: email(index),
      subject: 'Your order',
      messageId: `<change-${index}@shop.local>`,
      state: index % 300 === 0 ? 'pending' : 'sent',
      dueAt: new Date(),
      attempts: 1,
      sentAt: new Date(),
    }));
  }, 120_000);

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it.each(SHAPES.map((shape) => [shape.issuedBy, shape]))('%s: read through an index', async (_, shape) => {
    const plan = await planOn(connection, shape);
    expect({ pushdown: plan.pushdown, sequential: plan.scans.includes('Seq Scan') }).toEqual({
      pushdown: true,
      sequential: false,
    });
    expect(plan.indexes.length).toBeGreaterThan(0);
  });
});
