import {
  ApiClient,
  CatalogFixture,
  expectOk,
  placeCashOrder,
  placePaidCardOrder,
  racingRequests,
  signInAdmin,
  signUp,
  signUpStaff,
  TestUser,
} from '@shop/testkit';

/** Issue 38, riders: an admin gives packed orders to riders, who see only their own and mark each delivered. */
let catalog: CatalogFixture;
let admin: ApiClient;
let rider: TestUser;
let otherRider: TestUser;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Riders');
  admin = await signInAdmin();
  [rider, otherRider] = await Promise.all([signUpStaff('RIDER', 'Ravi Rider'), signUpStaff('RIDER', 'Other Rider')]);
});

const updateStatus = (orderId: string, status: string, reason?: string) =>
  admin.put('/api/order/admin/update-status', { orderId, status, ...(reason ? { reason } : {}) });
const assign = (orderId: string, riderEmail: string) =>
  admin.put('/api/order/admin/assign-rider', { orderId, riderEmail });
const roundOf = async (member: TestUser) => {
  const answer = await member.client.get('/api/order/rider/list');
  expectOk(answer, 'rider list');
  return answer.body.data as { open: any[]; deliveredToday: any[] };
};
const idsOf = (orders: { _id: string }[]) => orders.map((order) => order._id);

const placeCod = (shopper: TestUser, price = 120, quantity = 2) =>
  placeCashOrder(catalog, shopper.client, { price, quantity, stock: 10 });

describe('riders', () => {
  let shopper: TestUser;
  beforeEach(async () => {
    shopper = await signUp('Door Bell');
  });

  it('delivers a cash order given to them: address, phone and cash to collect, then the cash recorded', async () => {
    const order = await placeCod(shopper);
    const early = await assign(order._id, rider.email);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'ORDER_NOT_ASSIGNABLE' });

    expectOk(await updateStatus(order._id, 'PACKED'), 'packed');
    const given = await assign(order.orderId, rider.email);
    expect(given.status).toBe(200);
    expect(given.body.data.rider).toMatchObject({ name: 'Ravi Rider', email: rider.email });

    const round = await roundOf(rider);
    const mine = round.open.find((listed) => listed._id === order._id);
    expect(mine).toMatchObject({
      orderId: order.orderId,
      status: 'PACKED',
      amountToCollect: 240,
      paymentMethod: 'CASH_ON_DELIVERY',
      itemCount: 2,
      customer: { name: 'Door Bell' },
      delivery_address: { pincode: '411001' },
      nextStatuses: [],
    });
    expect(mine.customer.mobile).not.toBe('');
    // Nothing else of the shopper's: no e-mail, no history.
    expect(mine.customer.email).toBeUndefined();
    expect(mine.statusHistory).toBeUndefined();
    expect(idsOf((await roundOf(otherRider)).open)).not.toContain(order._id);

    const notOut = await rider.client.put('/api/order/rider/delivered', { orderId: order._id, cashCollected: 240 });
    expect(notOut.status).toBe(409);
    expect(notOut.body.code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    expectOk(await updateStatus(order._id, 'OUT_FOR_DELIVERY'), 'out');
    const byOther = await otherRider.client.put('/api/order/rider/delivered', {
      orderId: order._id,
      cashCollected: 240,
    });
    expect(byOther.status).toBe(404);
    expect(byOther.body.code).toBe('ORDER_NOT_FOUND');
    const noCash = await rider.client.put('/api/order/rider/delivered', { orderId: order._id });
    expect(noCash.status).toBe(400);
    expect(noCash.body).toMatchObject({
      code: 'CASH_COLLECTED_INVALID',
      message: 'Enter the cash collected (240.00 is due)',
    });
    const badCash = await rider.client.put('/api/order/rider/delivered', { orderId: order._id, cashCollected: -5 });
    expect(badCash.status).toBe(400);

    const delivered = await rider.client.put('/api/order/rider/delivered', { orderId: order._id, cashCollected: 240 });
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ status: 'DELIVERED', cashCollected: 240, nextStatuses: [] });
    const after = await roundOf(rider);
    expect(idsOf(after.open)).not.toContain(order._id);
    expect(idsOf(after.deliveredToday)).toContain(order._id);

    const seen = (await admin.post('/api/order/admin/details', { orderId: order._id })).body.data;
    expect(seen).toMatchObject({ status: 'DELIVERED', cashCollected: 240, rider: { email: rider.email } });
    expect(seen.paymentCollectedAt).toEqual(expect.any(String));
    expect(seen.statusHistory.at(-1)).toMatchObject({ status: 'DELIVERED', by: 'RIDER' });
    const shopperSees = (await shopper.client.get(`/api/order/details?orderId=${order._id}`)).body.data;
    expect(shopperSees.statusHistory.at(-1)).toMatchObject({ status: 'DELIVERED', by: 'RIDER' });
  });

  it('records a failed attempt with its reason; the order stays theirs for the next attempt', async () => {
    const order = await placeCod(shopper, 50, 1);
    expectOk(await updateStatus(order._id, 'PACKED'), 'packed');
    expectOk(await assign(order._id, rider.email), 'assign');
    expectOk(await updateStatus(order._id, 'OUT_FOR_DELIVERY'), 'out');
    const withoutReason = await rider.client.put('/api/order/rider/delivery-failed', { orderId: order._id });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.code).toBe('REASON_REQUIRED');
    const failed = await rider.client.put('/api/order/rider/delivery-failed', {
      orderId: order._id,
      reason: 'Nobody at home',
    });
    expect(failed.status).toBe(200);
    expect(failed.body.data.status).toBe('DELIVERY_FAILED');
    expect(idsOf((await roundOf(rider)).open)).toContain(order._id);

    // The shop sends it out again with another rider: it moves to their round.
    expectOk(await assign(order._id, otherRider.email), 'reassign');
    expect(idsOf((await roundOf(rider)).open)).not.toContain(order._id);
    expectOk(await updateStatus(order._id, 'OUT_FOR_DELIVERY'), 'out again');
    expectOk(
      await otherRider.client.put('/api/order/rider/delivered', { orderId: order._id, cashCollected: 50 }),
      'delivered',
    );
    const history = (await admin.post('/api/order/admin/details', { orderId: order._id })).body.data.statusHistory;
    expect(history.map(({ status, by, reason }: any) => [status, by, reason ?? null]).slice(-3)).toEqual([
      ['DELIVERY_FAILED', 'RIDER', 'Nobody at home'],
      ['OUT_FOR_DELIVERY', 'ADMIN', null],
      ['DELIVERED', 'RIDER', null],
    ]);
  });

  it('a paid card order has no cash to collect', async () => {
    const { orderId } = await placePaidCardOrder(catalog, shopper.client);
    expectOk(await updateStatus(orderId, 'PACKED'), 'packed');
    expectOk(await assign(orderId, rider.email), 'assign');
    expect((await roundOf(rider)).open.find((listed) => listed._id === orderId)).toMatchObject({ amountToCollect: 0 });
    expectOk(await updateStatus(orderId, 'OUT_FOR_DELIVERY'), 'out');
    const cash = await rider.client.put('/api/order/rider/delivered', { orderId, cashCollected: 99 });
    expect(cash.status).toBe(400);
    expect(cash.body.message).toBe('This order was paid by card: there is no cash to collect');
    const delivered = await rider.client.put('/api/order/rider/delivered', { orderId });
    expect(delivered.body.data).toMatchObject({ status: 'DELIVERED', cashCollected: null });
  });

  it('gives an order only to a rider, and of two admins giving it at once one wins', async () => {
    const order = await placeCod(shopper, 30, 1);
    expectOk(await updateStatus(order._id, 'PACKED'), 'packed');
    const toShopper = await assign(order._id, shopper.email);
    expect(toShopper.status).toBe(404);
    expect(toShopper.body.code).toBe('RIDER_NOT_FOUND');
    const packer = await signUpStaff('PACKER');
    expect((await assign(order._id, packer.email)).body.code).toBe('RIDER_NOT_FOUND');
    expect((await assign(order._id, 'not an email')).status).toBe(400);

    const secondAdmin = await signInAdmin();
    const answers = await racingRequests(
      [
        [admin, rider.email],
        [secondAdmin, otherRider.email],
      ].map(([client, riderEmail]) => ({
        client: client as ApiClient,
        method: 'PUT',
        path: '/api/order/admin/assign-rider',
        body: { orderId: order._id, riderEmail },
      })),
    );
    // Both read it unassigned: one wins, the other is refused (had one read it after the other's write,
    // its call would be a plain reassignment, also 200). Either way exactly one rider has it.
    const statuses = answers.map((answer) => answer.status).sort();
    expect([
      [200, 409],
      [200, 200],
    ]).toContainEqual(statuses);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.code).toBe('ORDER_CHANGED_MEANWHILE');
    }
    const stored = (await admin.post('/api/order/admin/details', { orderId: order._id })).body.data;
    const winner = stored.rider.email;
    const given = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.rider.email);
    expect(given).toContain(winner);
    const [winnerRound, loserRound] = await Promise.all(
      (winner === rider.email ? [rider, otherRider] : [otherRider, rider]).map(roundOf),
    );
    expect(idsOf(winnerRound.open)).toContain(order._id);
    expect(idsOf(loserRound.open)).not.toContain(order._id);
  });

  it('a cancelled order leaves the round', async () => {
    const order = await placeCod(shopper, 40, 1);
    expectOk(await updateStatus(order._id, 'PACKED'), 'packed');
    expectOk(await assign(order._id, rider.email), 'assign');
    expectOk(await updateStatus(order._id, 'CANCELLED', 'out of stock'), 'cancelled');
    expect(idsOf((await roundOf(rider)).open)).not.toContain(order._id);
  });
});
