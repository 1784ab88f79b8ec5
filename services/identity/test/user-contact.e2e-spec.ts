import { AmqpConnection, FulfilmentRpc, RpcClient } from '@shop/common';
import { signUp } from '@shop/testkit';

describe('identity.user-contact over the broker', () => {
  let connection: AmqpConnection;
  let rpc: RpcClient;

  beforeAll(() => {
    connection = new AmqpConnection(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672', 'identity-e2e');
    rpc = new RpcClient(connection);
  });

  afterAll(() => connection.onApplicationShutdown());

  it("answers a user's name, e-mail and mobile ('' until given)", async () => {
    const user = await signUp('Rita Contact');
    const userId = (await user.client.get('/api/user/user-details')).body.data._id;
    expect(await rpc.request(FulfilmentRpc.userContact, { userId })).toEqual({
      name: 'Rita Contact',
      email: user.email,
      mobile: '',
    });
    const updated = await user.client.put('/api/user/update-user', { mobile: '9876543210' });
    expect(updated.status).toBe(200);
    expect(await rpc.request(FulfilmentRpc.userContact, { userId })).toEqual({
      name: 'Rita Contact',
      email: user.email,
      mobile: '9876543210',
    });
  });

  it('answers null for an unknown or malformed id', async () => {
    expect(await rpc.request(FulfilmentRpc.userContact, { userId: '665f00000000000000000000' })).toBeNull();
    expect(await rpc.request(FulfilmentRpc.userContact, { userId: 'not-an-id' })).toBeNull();
  });
});
