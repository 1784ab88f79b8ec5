import { NotFoundException } from '@nestjs/common';
import Redis from 'ioredis';
import mongoose, { Schema } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { AmqpConnection } from './amqp.connection';
import { createEvent, IntegrationEvent } from './integration-event';
import { OutboxRelay, queueEvent, withOutbox } from './outbox';
import { RabbitMqEventBus } from './rabbitmq-event-bus';
import { RedisInboxStore } from './redis-inbox.store';
import { RemoteCallError, RpcClient, RpcServer } from './rpc';
import { Topology } from './topology';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

const eventually = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('messaging on the real broker', () => {
  const run = randomUUID().slice(0, 8);
  const amqp = new AmqpConnection(RABBITMQ_URL, `messaging-spec-${run}`);
  const redis = new Redis(REDIS_URL);
  const bus = new RabbitMqEventBus(amqp, new RedisInboxStore(redis), [100, 200]);
  const queues: string[] = [];
  const queue = (name: string) => {
    const full = `spec-${run}.${name}`;
    queues.push(full, Topology.deadLetterQueue(full), ...[100, 200, 300, 3_000].map((delay) => Topology.retryQueue(full, delay)));
    return full;
  };

  afterAll(async () => {
    const channel = amqp.manager.createChannel();
    await channel.waitForConnect();
    for (const name of queues) await channel.deleteQueue(name);
    await channel.close();
    await amqp.onApplicationShutdown();
    await redis.quit();
  });

  it('delivers a published event to each subscribed queue, once per event id', async () => {
    const type = `spec-${run}.happened`;
    const received: IntegrationEvent[] = [];
    await bus.subscribe({ queue: queue('once'), events: [type], handler: async (event) => void received.push(event) });
    const event = createEvent(type, { n: 1 });
    await bus.publish(event);
    await bus.publish(event);
    await bus.publish(createEvent(type, { n: 2 }));
    await eventually(() => received.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(received[0].id).toBe(event.id);
  });

  it('retries a failing handler with back-off, then dead-letters what keeps failing', async () => {
    const type = `spec-${run}.flaky`;
    let attempts = 0;
    await bus.subscribe({
      queue: queue('flaky'),
      events: [type],
      handler: async (event) => {
        attempts++;
        if ((event.payload as { fail: string }).fail === 'always' || attempts < 2) throw new Error('not yet');
      },
    });
    await bus.publish(createEvent(type, { fail: 'once' }));
    await eventually(() => attempts === 2);

    attempts = 0;
    const doomed = createEvent(type, { fail: 'always' });
    await bus.publish(doomed);
    const channel = amqp.manager.createChannel();
    await channel.waitForConnect();
    await eventually(async () => (await channel.checkQueue(Topology.deadLetterQueue(`spec-${run}.flaky`))).messageCount === 1);
    expect(attempts).toBe(3);
    const dead = await channel.get(Topology.deadLetterQueue(`spec-${run}.flaky`), { noAck: true });
    expect(dead && JSON.parse(dead.content.toString()).id).toBe(doomed.id);
    expect(dead && dead.properties.headers?.['x-shop-last-error']).toBe('not yet');
    await channel.close();
  });

  it('does not hold short retries behind a long one, and a failing handler never stops the process', async () => {
    const type = `spec-${run}.mixed`;
    const mixedBus = new RabbitMqEventBus(amqp, new RedisInboxStore(redis), [300, 3_000]);
    const attempts = new Map<string, number>();
    let fastDoneAt = 0;
    await mixedBus.subscribe({
      queue: queue('mixed'),
      events: [type],
      handler: async (event) => {
        const { name } = event.payload as { name: string };
        const attempt = (attempts.get(name) ?? 0) + 1;
        attempts.set(name, attempt);
        // 'slow' fails twice, so it waits in the 3 s queue; 'fast' fails once and needs only 300 ms.
        if ((name === 'slow' && attempt <= 2) || (name === 'fast' && attempt === 1)) throw new Error(`${name} failed`);
        if (name === 'fast') fastDoneAt = Date.now();
      },
    });
    await mixedBus.publish(createEvent(type, { name: 'slow' }));
    await eventually(() => attempts.get('slow') === 2);
    const fastPublishedAt = Date.now();
    await mixedBus.publish(createEvent(type, { name: 'fast' }));
    await eventually(() => fastDoneAt > 0, 5_000);
    expect(fastDoneAt - fastPublishedAt).toBeLessThan(2_000);
    expect(attempts.get('slow')).toBe(2);
    await eventually(() => attempts.get('slow') === 3, 6_000);
  });

  it('answers requests, carries handler errors back with their status, and times out', async () => {
    const server = new RpcServer(amqp);
    const client = new RpcClient(amqp);
    const route = `spec-${run}.lookup`;
    queues.push(Topology.rpcQueue(route));
    await server.handle<{ id: string }, { id: string; found: boolean }>(route, async ({ id }) => {
      if (id === 'missing') throw new NotFoundException('No such thing');
      return { id, found: true };
    });
    await expect(client.request(route, { id: 'a' })).resolves.toEqual({ id: 'a', found: true });
    const refused = client.request(route, { id: 'missing' });
    await expect(refused).rejects.toBeInstanceOf(RemoteCallError);
    await expect(refused).rejects.toMatchObject({ status: 404, message: 'No such thing' });
    await expect(client.request(`spec-${run}.nobody-listens`, {}, 300)).rejects.toMatchObject({ status: 503 });
  });

  it('publishes events from the outbox of a stored document and empties it', async () => {
    const connection = await mongoose.createConnection(MONGO_URL, { dbName: 'messaging_spec' }).asPromise();
    const Thing = connection.model(`thing_${run}`, withOutbox(new Schema({ name: String })));
    const type = `spec-${run}.thing-created`;
    const received: IntegrationEvent[] = [];
    await bus.subscribe({ queue: queue('outbox'), events: [type], handler: async (event) => void received.push(event) });
    const relay = new OutboxRelay(bus);
    relay.watch(Thing);
    const thing = await Thing.create({ name: 'lamp' });
    await Thing.updateOne({ _id: thing._id }, { $set: { name: 'desk lamp' }, ...queueEvent(type, { name: 'desk lamp' }) });
    relay.kick(Thing, thing._id);
    await eventually(() => received.length === 1);
    expect(received[0].payload).toEqual({ name: 'desk lamp' });
    await eventually(async () => ((await Thing.findById(thing._id).lean()) as { outbox: unknown[] }).outbox.length === 0);
    await relay.onApplicationShutdown();
    await connection.dropDatabase();
    await connection.close();
  });
});
