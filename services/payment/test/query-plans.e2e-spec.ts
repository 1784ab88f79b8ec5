import { planOn, QueryShape, seedForPlans } from '@shop/testkit';
import mongoose, { Types } from 'mongoose';
import { PaymentSchema } from '../src/payments/payment.schema';
import { ProcessedEventSchema } from '../src/webhooks/processed-event.schema';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

const PAYMENTS = 3_000;
const sessionId = (index: number) => `cs_test_${index.toString(36).padStart(12, '0')}`;
const orderId = (index: number) => new Types.ObjectId(index.toString(16).padStart(24, '0')).toHexString();

/**
 * Every query shape the payment service issues against a collection that grows with the shop's
 * history (payments, the provider's events handled), with values as the seeded shop holds them. Add a
 * shape here with the query: it must be served by an index on FerretDB. (refunds_due holds only the
 * refunds still to make, so its due-time read is left out.)
 */
const SHAPES: QueryShape[] = [
  {
    issuedBy: 'PaymentsService.bySession: webhooks, test checkout',
    collection: 'payments',
    filter: { sessionId: sessionId(42) },
  },
  { issuedBy: 'PaymentsService.byOrder: an order’s payment', collection: 'payments', filter: { orderId: orderId(42) } },
  {
    issuedBy: 'PaymentsService: a conditional change of one payment',
    collection: 'payments',
    filter: { _id: new Types.ObjectId(), status: 'OPEN' },
  },
  {
    issuedBy: 'PackedRefundRecords.claim: a pack’s refund claimed once',
    collection: 'payments',
    filter: { _id: new Types.ObjectId(), status: 'PAID', packedRefund: { $exists: false } },
  },
  {
    issuedBy: 'PackedRefundRecords: a conditional change of a pending packed refund',
    collection: 'payments',
    filter: {
      _id: new Types.ObjectId(),
      'packedRefund.key': 'refund-cs_test_42-packed',
      'packedRefund.refundId': null,
      'packedRefund.droppedAt': null,
    },
  },
  { issuedBy: 'OutboxRelay sweep (every minute)', collection: 'payments', filter: { outboxPending: true } },
  {
    issuedBy: 'StripeWebhooksService: was this provider event handled',
    collection: 'processed_events',
    filter: { eventId: 'evt_42' },
  },
];

/** See services/order/test/query-plans.e2e-spec.ts for why plans after ANALYZE of a seeded shop. */
describe('payment queries on FerretDB (PostgreSQL plans)', () => {
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_payment_query_plans' }).asPromise();
    await connection.dropDatabase();
    await seedForPlans(connection.model('Payment', PaymentSchema), PAYMENTS, (index) => ({
      sessionId: sessionId(index),
      orderId: orderId(index),
      userId: orderId(index % 500),
      currency: 'inr',
      amountTotal: 72_000,
      lines: [{ name: `Product ${index} with a name of some length`, unitAmount: 24_000, quantity: 3 }],
      url: `https://checkout.stripe.com/c/pay/${sessionId(index)}`,
      status: index % 20 === 0 ? 'EXPIRED' : 'PAID',
      refundAttempts: 0,
      lastRefundError: null,
      outbox: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    }));
    await seedForPlans(connection.model('ProcessedEvent', ProcessedEventSchema), PAYMENTS, (index) => ({
      eventId: `evt_${index}`,
      processedAt: new Date(),
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
