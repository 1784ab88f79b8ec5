import { NotFoundException } from '@nestjs/common';
import Redis from 'ioredis';
import mongoose, { Schema } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineEvent, defineRpc } from '../contracts/contract';
import { EventOutcome, eventsHandled } from '../observability/metrics';
import { AmqpConnection } from './amqp.connection';
import { onEvent } from './event-bus';
import { createEvent, IntegrationEvent } from './integration-event';
import { OutboxRelay } from './outbox-relay';
import { queueEvent, withOutbox } from './outbox-schema';
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

/** How many of the queue's events ended with this outcome in this process (the bus's own metric). */
const outcomes = async (queue: string, outcome: EventOutcome) =>
  (await eventsHandled.get()).values
    .filter((value) => value.labels.queue === queue && value.labels.outcome === outcome)
    .reduce((sum, value) => sum + value.value, 0);

describe('messaging on the real broker', () => {
  const run = randomUUID().slice(0, 8);
  const amqp = new AmqpConnection(RABBITMQ_URL, `messaging-spec-${run}`);
  const redis = new Redis(REDIS_URL);
  const bus = new RabbitMqEventBus(amqp, new RedisInboxStore(redis), [100, 200]);
  const queues: string[] = [];
  const queue = (name: string) => {
    const full = `spec-${run}.${name}`;
    queues.push(
      full,
      Topology.deadLetterQueue(full),
      ...[100, 200, 300, 3_000].map((delay) => Topology.retryQueue(full, delay)),
    );
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
    const happened = defineEvent(`spec-${run}.happened`, z.object({ n: z.number() }));
    const received: IntegrationEvent[] = [];
    await bus.subscribe({
      queue: queue('once'),
      handlers: [onEvent(happened, async (event) => void received.push(event))],
    });
    const event = createEvent(happened, { n: 1 });
    await bus.publish(event);
    await bus.publish(event);
    await bus.publish(createEvent(happened, { n: 2 }));
    // All three deliveries were taken off the queue: two handled, the repeat recognised as a duplicate.
    await eventually(
      async () =>
        (await outcomes(queue('once'), 'handled')) === 2 && (await outcomes(queue('once'), 'duplicate')) === 1,
    );
    expect(received.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(received[0].id).toBe(event.id);
  });

  it('handles an event whose claim a consumer that died left behind, once that claim lapses', async () => {
    const orphaned = defineEvent(`spec-${run}.orphaned`, z.object({ n: z.number() }));
    const received: IntegrationEvent[] = [];
    const event = createEvent(orphaned, { n: 1 });
    // What a process killed while handling the event leaves: its claim, still running for a while.
    await redis.set(`inbox:${queue('orphaned')}:${event.id}`, 'handling', 'PX', 1_500);
    await bus.subscribe({
      queue: queue('orphaned'),
      handlers: [onEvent(orphaned, async (delivered) => void received.push(delivered))],
    });
    await bus.publish(event);
    // Acking it as a duplicate lost it: it waits in the retry queue until the claim is gone.
    await eventually(() => received.length === 1);
    expect(await outcomes(queue('orphaned'), 'deferred')).toBeGreaterThan(0);
    expect(await outcomes(queue('orphaned'), 'duplicate')).toBe(0);
    expect(await redis.get(`inbox:${queue('orphaned')}:${event.id}`)).toBe('handled');
  });

  it('retries a failing handler with back-off, then dead-letters what keeps failing', async () => {
    const flaky = defineEvent(`spec-${run}.flaky`, z.object({ fail: z.enum(['once', 'always']) }));
    let attempts = 0;
    await bus.subscribe({
      queue: queue('flaky'),
      handlers: [
        onEvent(flaky, async (event) => {
          attempts++;
          if (event.payload.fail === 'always' || attempts < 2) throw new Error('not yet');
        }),
      ],
    });
    await bus.publish(createEvent(flaky, { fail: 'once' }));
    await eventually(() => attempts === 2);

    attempts = 0;
    const doomed = createEvent(flaky, { fail: 'always' });
    await bus.publish(doomed);
    const channel = amqp.manager.createChannel();
    await channel.waitForConnect();
    await eventually(
      async () => (await channel.checkQueue(Topology.deadLetterQueue(`spec-${run}.flaky`))).messageCount === 1,
    );
    expect(attempts).toBe(3);
    const dead = await channel.get(Topology.deadLetterQueue(`spec-${run}.flaky`), { noAck: true });
    expect(dead && JSON.parse(dead.content.toString()).id).toBe(doomed.id);
    expect(dead && dead.properties.headers?.['x-shop-last-error']).toBe('not yet');
    await channel.close();
  });

  it('does not hold short retries behind a long one, and a failing handler never stops the process', async () => {
    const mixed = defineEvent(`spec-${run}.mixed`, z.object({ name: z.string() }));
    const mixedBus = new RabbitMqEventBus(amqp, new RedisInboxStore(redis), [300, 3_000]);
    const attempts = new Map<string, number>();
    let slowAttemptsWhenFastDone = 0;
    await mixedBus.subscribe({
      queue: queue('mixed'),
      handlers: [
        onEvent(mixed, async (event) => {
          const { name } = event.payload;
          const attempt = (attempts.get(name) ?? 0) + 1;
          attempts.set(name, attempt);
          // 'slow' fails twice, so it waits in the 3 s queue; 'fast' fails once and needs only 300 ms.
          if ((name === 'slow' && attempt <= 2) || (name === 'fast' && attempt === 1))
            throw new Error(`${name} failed`);
          if (name === 'fast') slowAttemptsWhenFastDone = attempts.get('slow') ?? 0;
        }),
      ],
    });
    await mixedBus.publish(createEvent(mixed, { name: 'slow' }));
    await eventually(() => attempts.get('slow') === 2);
    await mixedBus.publish(createEvent(mixed, { name: 'fast' }));
    await eventually(() => slowAttemptsWhenFastDone > 0, 5_000);
    // 'fast' was retried and handled while 'slow' still waited for its third attempt (how long each
    // waits is measured by deploy/k6/run-messaging-bench.sh, not asserted here).
    expect(slowAttemptsWhenFastDone).toBe(2);
    await eventually(() => attempts.get('slow') === 3, 6_000);
  });

  it('answers requests, carries handler errors back with their status, and times out', async () => {
    const server = new RpcServer(amqp);
    const client = new RpcClient(amqp);
    const lookup = defineRpc(
      `spec-${run}.lookup`,
      z.object({ id: z.string() }),
      z.object({ id: z.string(), found: z.boolean() }),
    );
    queues.push(Topology.rpcQueue(lookup.route));
    await server.handle(lookup, async ({ id }) => {
      if (id === 'missing') throw new NotFoundException('No such thing');
      return { id, found: true };
    });
    await expect(client.request(lookup, { id: 'a' })).resolves.toEqual({ id: 'a', found: true });
    const refused = client.request(lookup, { id: 'missing' });
    await expect(refused).rejects.toBeInstanceOf(RemoteCallError);
    await expect(refused).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such thing' });
    const nobodyListens = defineRpc(`spec-${run}.nobody-listens`, z.object({}), z.object({}));
    await expect(client.request(nobodyListens, {}, 300)).rejects.toMatchObject({ status: 503 });
  });

  describe('a request outside its contract', () => {
    const lines = z.object({
      lines: z.array(z.object({ productId: z.string(), quantity: z.number().int().positive() })).min(1),
    });
    const malformed = {
      lines: [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 0 },
      ],
    };

    it('is answered 400 naming the bad field by the serving side, and its handler never runs', async () => {
      const server = new RpcServer(amqp);
      const route = `spec-${run}.reserve`;
      queues.push(Topology.rpcQueue(route));
      let handled = 0;
      await server.handle(defineRpc(route, lines, z.object({ reserved: z.boolean() })), async () => {
        handled++;
        return { reserved: true };
      });
      // A caller holding another version of the contract, which checks nothing, reaches the server.
      const client = new RpcClient(amqp);
      const unchecked = defineRpc(route, z.unknown(), z.unknown());
      const sent = client.request(unchecked, malformed);
      await expect(sent).rejects.toBeInstanceOf(RemoteCallError);
      await expect(sent).rejects.toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'lines.1.quantity: Number must be greater than 0',
        details: { fields: ['lines.1.quantity'] },
      });
      await expect(client.request(unchecked, 'lines')).rejects.toMatchObject({
        status: 400,
        message: 'Expected object, received string',
      });
      expect(handled).toBe(0);
      await expect(client.request(unchecked, { lines: [{ productId: 'p1', quantity: 1 }] })).resolves.toEqual({
        reserved: true,
      });
      expect(handled).toBe(1);
    });

    it('is refused by the caller before it travels, and an answer outside the contract is a 502', async () => {
      const client = new RpcClient(amqp);
      // Nobody serves this route: a request that travelled would time out (503) instead of being refused
      // (the refusal's time against the timeout: deploy/k6/run-messaging-bench.sh).
      const unserved = defineRpc(`spec-${run}.unserved`, lines, z.object({}));
      await expect(client.request(unserved, malformed, 3_000)).rejects.toMatchObject({
        status: 400,
        message: 'lines.1.quantity: Number must be greater than 0',
      });

      const server = new RpcServer(amqp);
      const route = `spec-${run}.sloppy`;
      queues.push(Topology.rpcQueue(route));
      await server.handle(defineRpc(route, z.object({}), z.unknown()), async () => ({ price: 'ten' }));
      const answered = client.request(defineRpc(route, z.object({}), z.object({ price: z.number() })), {});
      await expect(answered).rejects.toMatchObject({
        status: 502,
        message: `${route} answered outside its contract: price: Expected number, received string`,
      });
    });
  });

  it('dead-letters an event its contract refuses at once, without retries or its handler, and handles the next', async () => {
    const reserved = defineEvent(
      `spec-${run}.reserved`,
      z.object({
        orderId: z.string(),
        lines: z.array(z.object({ productId: z.string(), quantity: z.number().int().positive() })),
      }),
    );
    const handled: unknown[] = [];
    const name = queue('refusing');
    await bus.subscribe({
      queue: name,
      handlers: [onEvent(reserved, async (event) => void handled.push(event.payload))],
    });
    // What a producer with another version of the contract would publish; createEvent refuses to make it.
    const malformed: IntegrationEvent = {
      id: randomUUID(),
      type: reserved.type,
      occurredAt: new Date().toISOString(),
      payload: { orderId: 'o1', lines: [{ productId: 'p1', quantity: 0 }] },
    };
    expect(() => createEvent(reserved, malformed.payload as never)).toThrow(
      `${reserved.type} event refused: lines.0.quantity: Number must be greater than 0`,
    );
    await bus.publish(malformed);
    await bus.publish(createEvent(reserved, { orderId: 'o2', lines: [{ productId: 'p1', quantity: 1 }] }));

    await eventually(() => handled.length === 1);
    expect(handled).toEqual([{ orderId: 'o2', lines: [{ productId: 'p1', quantity: 1 }] }]);
    const channel = amqp.manager.createChannel();
    await channel.waitForConnect();
    await eventually(async () => (await channel.checkQueue(Topology.deadLetterQueue(name))).messageCount === 1);
    const dead = await channel.get(Topology.deadLetterQueue(name), { noAck: true });
    expect(dead && JSON.parse(dead.content.toString()).id).toBe(malformed.id);
    expect(dead && dead.properties.headers?.['x-shop-last-error']).toBe(
      'lines.0.quantity: Number must be greater than 0',
    );
    // Straight to the dead-letter queue: it never went through a retry.
    expect(dead && dead.properties.headers?.['x-shop-retries']).toBeUndefined();
    await channel.close();
  });

  it('publishes events from the outbox of a stored document and empties it', async () => {
    const connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_messaging' }).asPromise();
    const Thing = connection.model(`thing_${run}`, withOutbox(new Schema({ name: String })));
    const thingRenamed = defineEvent(`spec-${run}.thing-renamed`, z.object({ name: z.string() }));
    const received: IntegrationEvent[] = [];
    await bus.subscribe({
      queue: queue('outbox'),
      handlers: [onEvent(thingRenamed, async (event) => void received.push(event))],
    });
    const relay = new OutboxRelay(bus);
    relay.watch(Thing);
    const thing = await Thing.create({ name: 'lamp' });
    await Thing.updateOne(
      { _id: thing._id },
      { $set: { name: 'desk lamp' }, ...queueEvent(thingRenamed, { name: 'desk lamp' }) },
    );
    relay.kick(Thing, thing._id);
    await eventually(() => received.length === 1);
    expect(received[0].payload).toEqual({ name: 'desk lamp' });
    await eventually(async () => (await Thing.findById(thing._id).lean<{ outbox: unknown[] }>())?.outbox.length === 0);
    await relay.onApplicationShutdown();
    await connection.dropDatabase();
    await connection.close();
  });

  it('publishes the events a write names without reading the document back, and reads it when one was not stored', async () => {
    const connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_messaging' }).asPromise();
    const Thing = connection.model(`named_${run}`, withOutbox(new Schema({ name: String })));
    const thingRenamed = defineEvent(`spec-${run}.thing-named`, z.object({ name: z.string() }));
    const received: string[] = [];
    await bus.subscribe({
      queue: queue('named'),
      handlers: [onEvent(thingRenamed, async (event) => void received.push(event.payload.name))],
    });
    const relay = new OutboxRelay(bus);
    relay.watch(Thing);
    const reads = jest.spyOn(Thing, 'findById');
    const outboxOf = async (id: unknown) =>
      ((await Thing.collection.findOne({ _id: id } as never)) as unknown as { outbox: unknown[] }).outbox;

    // Named with the events its write pushed (through Mongoose, as services write): published, pulled, never read.
    const thing = await Thing.create({ name: 'lamp' });
    const renamed = queueEvent(thingRenamed, { name: 'desk lamp' });
    await Thing.updateOne({ _id: thing._id }, { $set: { name: 'desk lamp' }, ...renamed });
    relay.kick(Thing, thing._id, [renamed.$push.outbox]);
    await eventually(async () => received.length === 1 && (await outboxOf(thing._id)).length === 0);
    expect(received).toEqual(['desk lamp']);
    expect(reads).not.toHaveBeenCalled();

    // Named with an event that is not on the document (say, a replica's sweep pulled it): the document
    // is read, and what it does hold is published.
    const stored = queueEvent(thingRenamed, { name: 'floor lamp' });
    await Thing.updateOne({ _id: thing._id }, { $set: { name: 'floor lamp' }, ...stored });
    relay.kick(Thing, thing._id, [createEvent(thingRenamed, { name: 'never stored' })]);
    await eventually(async () => received.includes('floor lamp') && (await outboxOf(thing._id)).length === 0);
    expect(reads).toHaveBeenCalledTimes(1);
    await relay.onApplicationShutdown();
    await connection.dropDatabase();
    await connection.close();
  });
});
