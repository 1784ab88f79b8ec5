import { IdentityEvents, IntegrationEvent, Topology, UserRegisteredPayload } from '@shop/common';
import { ApiClient, logIn, uniqueEmail } from '@shop/testkit';
import amqp from 'amqplib';

describe('integration events', () => {
  it('publishes user.registered once a user has registered', async () => {
    const connection = await amqp.connect(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const channel = await connection.createChannel();
    await channel.assertExchange(Topology.eventsExchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(queue, Topology.eventsExchange, IdentityEvents.userRegistered.type);
    const email = uniqueEmail('evented');
    const received = new Promise<IntegrationEvent<UserRegisteredPayload>>((resolve) => {
      void channel.consume(queue, (message) => {
        const event = message && JSON.parse(message.content.toString());
        if (event?.payload.email === email) resolve(event);
      });
    });

    const registered = await new ApiClient().post('/api/user/register', {
      name: 'Eve Vent',
      email,
      password: 'Secret-pass-1',
      confirmPassword: 'Secret-pass-1',
    });
    expect(registered.status).toBe(201);
    const event = await received;
    // The answer names no account (registration answers alike for taken addresses): the user is read back.
    const user = new ApiClient();
    await logIn(user, email, 'Secret-pass-1');
    const { _id } = (await user.get('/api/user/user-details')).body.data;
    expect(event).toMatchObject({
      type: 'user.registered',
      id: expect.any(String),
      payload: { userId: _id, email, name: 'Eve Vent' },
    });
    await connection.close();
  });
});
