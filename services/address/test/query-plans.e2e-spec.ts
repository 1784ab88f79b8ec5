import { planOn, QueryShape, seedForPlans } from '@shop/testkit';
import mongoose, { Types } from 'mongoose';
import { AddressSchema } from '../src/address/address.schema';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

const ADDRESSES = 3_000;
const userId = (index: number) => new Types.ObjectId(index.toString(16).padStart(24, '0')).toHexString();

/**
 * Every query shape the address service issues against its addresses (a collection that grows with
 * the shop's users), with values as the seeded shop holds them. Add a shape here with the query: it
 * must be served by an index on FerretDB.
 */
const SHAPES: QueryShape[] = [
  {
    issuedBy: 'AddressService.list: a user’s addresses',
    collection: 'addresses',
    filter: { userId: userId(42), status: true },
  },
  {
    issuedBy: 'AddressService.update/remove/find: one of a user’s addresses',
    collection: 'addresses',
    filter: { _id: new Types.ObjectId(), userId: userId(42), status: true },
  },
];

/** See services/order/test/query-plans.e2e-spec.ts for why plans after ANALYZE of a seeded shop. */
describe('address queries on FerretDB (PostgreSQL plans)', () => {
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_address_query_plans' }).asPromise();
    await connection.dropDatabase();
    // One and a half addresses per user, one in ten removed.
    await seedForPlans(connection.model('Address', AddressSchema), ADDRESSES, (index) => ({
      userId: userId(Math.floor((index * 2) / 3)),
      address_line: `${index} Long Street, Block ${index % 40}`,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: `4110${index % 90}`,
      mobile: '9876543210',
      status: index % 10 !== 0,
      createdAt: new Date(),
      updatedAt: new Date(),
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
