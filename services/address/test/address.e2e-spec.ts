import { AddressRpc, AmqpConnection, DeliveryAddress, RpcClient } from '@shop/common';
import { ApiClient, signUp, TestUser } from '@shop/testkit';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

const home = {
  address_line: '12 Market Street',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  mobile: '9876543210',
};

describe('address service (through the gateway)', () => {
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signUp('Alice'), signUp('Bob')]);
  });

  async function create(user: TestUser, body: Record<string, unknown> = home) {
    const response = await user.client.post('/api/address/create', body);
    expect(response.status).toBeLessThan(300);
    return response.body.data as DeliveryAddress & { status: boolean };
  }

  const list = async (user: TestUser) =>
    (await user.client.get('/api/address/get')).body.data as (DeliveryAddress & { status: boolean })[];

  it('creates, lists (newest first), updates and disables an address', async () => {
    const user = await signUp('Carol');
    const first = await create(user, {
      ...home,
      address_line: '  1 First Lane  ',
      pincode: 411002,
      mobile: 9876500000,
    });
    expect(first).toMatchObject({
      address_line: '1 First Lane',
      pincode: '411002',
      mobile: '9876500000',
      status: true,
    });
    const second = await create(user, { ...home, city: 'Nashik' });

    const listed = await user.client.get('/api/address/get');
    expect(listed.status).toBe(200);
    expect(listed.body.success).toBe(true);
    expect(listed.body.data.map((a: DeliveryAddress) => a._id)).toEqual([second._id, first._id]);
    expect(Object.keys(listed.body.data[0])).toEqual(
      expect.arrayContaining([
        '_id',
        'userId',
        'address_line',
        'city',
        'state',
        'country',
        'pincode',
        'mobile',
        'status',
      ]),
    );

    const updated = await user.client.put('/api/address/update', { ...first, userId: 'ignored', city: 'Mumbai' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ _id: first._id, city: 'Mumbai', userId: first.userId });

    const disabled = await user.client.delete('/api/address/disable', { _id: first._id });
    expect(disabled.status).toBe(200);
    expect(disabled.body.message).toBe('Address Remove');
    expect((await list(user)).map((a) => a._id)).toEqual([second._id]);
  });

  it('refuses incomplete or malformed addresses with a clear 400', async () => {
    const missing = await alice.client.post('/api/address/create', { ...home, city: '  ', mobile: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      success: false,
      error: true,
      message: 'City is required; Mobile is required',
    });

    const tooLong = await alice.client.post('/api/address/create', { ...home, state: 's'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('State must be at most 100 characters');

    const badId = await alice.client.put('/api/address/update', { _id: 'nope', city: 'X' });
    expect(badId.status).toBe(400);
    const notJson = await alice.client.request('POST', '/api/address/create', {
      raw: '{"city":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it.each(['12', 'ABCDEF', '011001', '4110011', '41100A'])(
    'refuses pincode %j on create and update: 6 digits, not starting with 0 (issue 33, item 11)',
    async (pincode) => {
      const refusal = {
        success: false,
        error: true,
        code: 'VALIDATION_FAILED',
        fields: ['pincode'],
        message: 'Pincode must be 6 digits, not starting with 0',
      };
      const created = await alice.client.post('/api/address/create', { ...home, pincode });
      expect(created.status).toBe(400);
      expect(created.body).toMatchObject(refusal);

      const saved = await create(alice);
      const updated = await alice.client.put('/api/address/update', { _id: saved._id, pincode });
      expect(updated.status).toBe(400);
      expect(updated.body).toMatchObject(refusal);
      expect((await list(alice)).find((a) => a._id === saved._id)?.pincode).toBe(home.pincode);
    },
  );

  it('needs a signed-in user', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.get('/api/address/get')).status).toBe(401);
    expect((await anonymous.post('/api/address/create', home)).status).toBe(401);
  });

  it('hides, protects and never hands out another user’s address', async () => {
    const mine = await create(alice);
    expect((await list(bob)).map((a) => a._id)).not.toContain(mine._id);

    const hijack = await bob.client.put('/api/address/update', { _id: mine._id, userId: mine.userId, city: 'Stolen' });
    expect(hijack.status).toBe(404);
    const disable = await bob.client.delete('/api/address/disable', { _id: mine._id });
    expect(disable.status).toBe(404);

    const still = (await list(alice)).find((a) => a._id === mine._id);
    expect(still).toMatchObject({ city: 'Pune', status: true });
  });

  describe('RPC address.address-of-user', () => {
    let connection: AmqpConnection;
    let rpc: RpcClient;

    beforeAll(async () => {
      connection = new AmqpConnection(RABBITMQ_URL, 'address-e2e');
      rpc = new RpcClient(connection);
      // One round trip first: closing the connection while the client's channel is still being set up crashes jest.
      await expect(
        rpc.request(AddressRpc.addressOfUser, { addressId: '64b7f0c2a1b2c3d4e5f60718', userId: 'nobody' }),
      ).rejects.toMatchObject({ status: 404, code: 'ADDRESS_NOT_FOUND', message: 'Address not found' });
    });

    afterAll(async () => {
      await connection.onApplicationShutdown();
    });

    const ask = (addressId: string, userId: string) =>
      rpc.request(AddressRpc.addressOfUser, { addressId, userId }).then(
        (address) => ({ status: 200, address }),
        (error: { status: number }) => ({ status: error.status, address: undefined }),
      );

    it('answers the owner’s active address and refuses others, disabled ones and bad ids', async () => {
      const mine = await create(alice, { ...home, city: 'Delivery City' });
      expect(await ask(mine._id, mine.userId)).toEqual({
        status: 200,
        address: { _id: mine._id, userId: mine.userId, ...home, city: 'Delivery City' },
      });

      const bobsId = (await create(bob))!.userId;
      expect((await ask(mine._id, bobsId)).status).toBe(404);
      expect((await ask('not-an-id', mine.userId)).status).toBe(400);

      await alice.client.delete('/api/address/disable', { _id: mine._id });
      expect((await ask(mine._id, mine.userId)).status).toBe(404);
    });
  });
});
