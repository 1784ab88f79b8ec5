import Redis from 'ioredis';
import mongoose, { Model, Schema } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '../contracts/contract';
import { DocumentLocks } from '../redis/document-locks';
import { DocumentWrites } from '../storage/document-writes';
import { FerretDbDocumentWrites } from '../storage/ferretdb-document-writes';
import { MongoDbDocumentWrites } from '../storage/mongodb-document-writes';
import { AmqpConnection } from './amqp.connection';
import { onEvent } from './event-bus';
import { createEvent, IntegrationEvent } from './integration-event';
import { OutboxRelay } from './outbox-relay';
import { queueEvent, withOutbox } from './outbox-schema';
import { RabbitMqEventBus } from './rabbitmq-event-bus';
import { RedisInboxStore } from './redis-inbox.store';
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

interface Thing {
  _id: mongoose.Types.ObjectId;
  name: string;
  outbox: IntegrationEvent[];
  outboxPending?: boolean;
}

/** The engine's DocumentWrites, with a write of someone else's to run just before the relay's next one. */
class WritesWithInterloper extends DocumentWrites {
  interloper?: () => Promise<unknown>;

  constructor(private readonly engine: DocumentWrites) {
    super();
  }

  async atomically<R>(model: Model<any>, id: unknown, write: () => Promise<R>): Promise<R> {
    const interloper = this.interloper;
    this.interloper = undefined;
    if (interloper) await interloper();
    return this.engine.atomically(model, id, write);
  }

  rewrite<T>(
    model: Model<any>,
    id: unknown,
    change: (document: T) => Record<string, unknown> | undefined,
    fields?: Record<string, 1>,
  ) {
    return this.engine.rewrite(model, id, change, fields);
  }
}

describe('the outbox relay finds waiting events by the outboxPending flag (real broker, FerretDB and Redis)', () => {
  const run = randomUUID().slice(0, 8);
  const amqp = new AmqpConnection(RABBITMQ_URL, `outbox-pending-spec-${run}`);
  const redis = new Redis(REDIS_URL);
  const bus = new RabbitMqEventBus(amqp, new RedisInboxStore(redis), [100]);
  const renamed = defineEvent(`spec-${run}.thing-renamed`, z.object({ name: z.string() }));
  const queue = `spec-${run}.outbox-pending`;
  const received: string[] = [];
  const writes = new WritesWithInterloper(
    process.env.MONGO_ENGINE === 'mongodb'
      ? new MongoDbDocumentWrites()
      : new FerretDbDocumentWrites(new DocumentLocks(redis)),
  );
  let connection: mongoose.Connection;
  let things: Model<Thing>;
  let relay: OutboxRelay;

  const stored = (id: unknown) => things.collection.findOne({ _id: id } as never) as Promise<Thing | null>;
  const rename = (id: unknown, name: string) =>
    things.updateOne({ _id: id }, { $set: { name }, ...queueEvent(renamed, { name }) });

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_outbox_pending' }).asPromise();
    await bus.subscribe({
      queue,
      handlers: [onEvent(renamed, async (event) => void received.push(event.payload.name))],
    });
  });

  beforeEach(async () => {
    things = connection.model<Thing>(
      `things_${randomUUID().slice(0, 8)}`,
      withOutbox(new Schema<Thing>({ name: String })),
    );
    relay = new OutboxRelay(bus, writes);
    relay.watch(things);
  });

  afterEach(() => relay.onApplicationShutdown());

  afterAll(async () => {
    const channel = amqp.manager.createChannel();
    await channel.waitForConnect();
    for (const name of [queue, Topology.deadLetterQueue(queue), Topology.retryQueue(queue, 100)])
      await channel.deleteQueue(name);
    await channel.close();
    await amqp.onApplicationShutdown();
    await connection.dropDatabase();
    await connection.close();
    await redis.quit();
  });

  it('is set by every write that queues an event, and only by those', async () => {
    const created = await things.create({ name: 'lamp', outbox: [createEvent(renamed, { name: 'lamp' })] });
    const plain = await things.create({ name: 'chair' });
    const [inserted] = await things.insertMany([{ name: 'desk', outbox: [createEvent(renamed, { name: 'desk' })] }]);
    expect((await stored(created._id))?.outboxPending).toBe(true);
    expect((await stored(inserted._id))?.outboxPending).toBe(true);
    expect((await stored(plain._id))?.outboxPending).toBeUndefined();

    await things.updateOne({ _id: plain._id }, { $set: { name: 'armchair' } });
    await things.updateOne({ _id: plain._id }, { $push: { outbox: { $each: [] } } });
    expect((await stored(plain._id))?.outboxPending).toBeUndefined();

    await things.updateOne(
      { _id: plain._id },
      { $push: { outbox: { $each: [createEvent(renamed, { name: 'stool' })] } } },
    );
    expect((await stored(plain._id))?.outboxPending).toBe(true);

    const other = await things.create({ name: 'shelf' });
    await things.findOneAndUpdate({ _id: other._id }, queueEvent(renamed, { name: 'bookshelf' }));
    expect((await stored(other._id))?.outboxPending).toBe(true);
  });

  it('is how the sweep finds the events nobody named, and is cleared after the last pull', async () => {
    const thing = await things.create({ name: 'lamp' });
    await rename(thing._id, 'desk lamp');
    await rename(thing._id, 'floor lamp');
    expect(await stored(thing._id)).toMatchObject({ outboxPending: true });
    const reads = jest.spyOn(things, 'find');

    await relay.sweepForOthers();

    expect(received).toEqual(expect.arrayContaining(['desk lamp', 'floor lamp']));
    expect(reads).toHaveBeenCalledWith({ outboxPending: true }, { outbox: 1 });
    const after = await stored(thing._id);
    expect(after?.outbox).toEqual([]);
    expect(after?.outboxPending).toBeUndefined();
  });

  it('is cleared after a kick publishes the events its write named', async () => {
    const thing = await things.create({ name: 'lamp' });
    const queued = queueEvent(renamed, { name: 'reading lamp' });
    await things.updateOne({ _id: thing._id }, queued);
    relay.kick(things, thing._id, [queued.$push.outbox]);
    await eventually(async () => (await stored(thing._id))?.outboxPending === undefined);
    expect(received).toContain('reading lamp');
    expect((await stored(thing._id))?.outbox).toEqual([]);
  });

  it('publishes each event once when the writer names the document by its id as a string', async () => {
    const thing = await things.create({ name: 'lamp' });
    const queued = queueEvent(renamed, { name: 'desk lamp by string' });
    await things.updateOne({ _id: thing._id }, queued);
    // Consumers skip a copy they have seen (the inbox); the gateway's live streams do not.
    const published = jest.spyOn(bus, 'publish');
    relay.kick(things, thing._id.toHexString(), [queued.$push.outbox]);
    await eventually(async () => (await stored(thing._id))?.outboxPending === undefined);
    const copies = published.mock.calls.filter(([event]) => event.id === queued.$push.outbox.id);
    published.mockRestore();
    expect(copies).toHaveLength(1);
  });

  it('publishes the events a write names at once, while another document’s pull waits', async () => {
    const slow = await things.create({ name: 'lamp' });
    const quick = await things.create({ name: 'chair' });
    // The slow document's pull waits (as for a lock another writer holds) until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    writes.interloper = () => released;
    const slowEvent = queueEvent(renamed, { name: 'stuck lamp' });
    await things.updateOne({ _id: slow._id }, slowEvent);
    relay.kick(things, slow._id, [slowEvent.$push.outbox]);
    await eventually(() => received.includes('stuck lamp'));

    const quickEvent = queueEvent(renamed, { name: 'quick chair' });
    await things.updateOne({ _id: quick._id }, quickEvent);
    relay.kick(things, quick._id, [quickEvent.$push.outbox]);
    await eventually(() => received.includes('quick chair'), 3_000);
    expect((await stored(slow._id))?.outbox).toHaveLength(1);

    release();
    await eventually(async () => (await stored(slow._id))?.outboxPending === undefined);
    await eventually(async () => (await stored(quick._id))?.outboxPending === undefined);
    expect((await stored(quick._id))?.outbox).toEqual([]);
  });

  it('stays set when an event is queued while the relay pulls the ones it published', async () => {
    const thing = await things.create({ name: 'lamp' });
    await rename(thing._id, 'bedside lamp');
    // Just before the relay pulls 'bedside lamp', a service queues another event on the document.
    writes.interloper = () => rename(thing._id, 'wall lamp');

    await relay.sweepForOthers();

    const raced = await stored(thing._id);
    expect(raced?.outbox.map((event) => event.payload)).toEqual([{ name: 'wall lamp' }]);
    expect(raced?.outboxPending).toBe(true);
    expect(received).toContain('bedside lamp');

    await relay.sweepForOthers();
    expect(received).toContain('wall lamp');
    const drained = await stored(thing._id);
    expect(drained?.outbox).toEqual([]);
    expect(drained?.outboxPending).toBeUndefined();
  });

  it('is given once, at start, to documents whose events were queued before the flag existed', async () => {
    const thing = await things.create({ name: 'lamp' });
    // Written as before the flag: an event in the outbox, no flag.
    await things.collection.updateOne({ _id: thing._id }, {
      $push: { outbox: createEvent(renamed, { name: 'old lamp' }) },
    } as never);
    expect((await stored(thing._id))?.outboxPending).toBeUndefined();

    relay.onApplicationBootstrap();

    await eventually(async () => received.includes('old lamp') && (await stored(thing._id))?.outbox.length === 0);
    await eventually(async () => (await stored(thing._id))?.outboxPending === undefined);
    const note = await connection.db!.collection('outboxflagged').findOne({ _id: things.collection.name } as never);
    expect(note).toBeTruthy();
  });
});
