import { Logger } from '@nestjs/common';
import type { ConsumeMessage } from 'amqplib';
import { z } from 'zod';
import { defineEvent } from '../contracts/contract';
import type { AmqpConnection } from '../messaging/amqp.connection';
import { EventBus, onEvent } from '../messaging/event-bus';
import type { InboxStore } from '../messaging/inbox.store';
import type { IntegrationEvent } from '../messaging/integration-event';
import { OutboxRelay } from '../messaging/outbox-relay';
import { RabbitMqEventBus } from '../messaging/rabbitmq-event-bus';
import { eventsHandled, outboxPending } from './metrics';

/** A broker connection that hands the consumer's callback to the test and records acks and re-sends. */
function fakeBroker() {
  const acks: ConsumeMessage[] = [];
  const sent: { queue: string; content: Buffer }[] = [];
  let consume: (message: ConsumeMessage) => void = () => undefined;
  const channel = {
    assertExchange: async () => undefined,
    assertQueue: async () => undefined,
    bindQueue: async () => undefined,
    prefetch: async () => undefined,
    consume: async (_queue: string, callback: (message: ConsumeMessage) => void) => void (consume = callback),
    ack: (message: ConsumeMessage) => void acks.push(message),
  };
  const connection = {
    manager: {
      createChannel: ({ setup }: { setup: (ch: typeof channel) => Promise<unknown> }) => {
        const ready = setup(channel);
        return {
          waitForConnect: () => ready,
          sendToQueue: async (queue: string, content: Buffer) => void sent.push({ queue, content }),
        };
      },
    },
  } as unknown as AmqpConnection;
  return { connection, acks, sent, deliver: (message: ConsumeMessage) => consume(message) };
}

function message(content: string, properties: Partial<ConsumeMessage['properties']> = {}): ConsumeMessage {
  return {
    content: Buffer.from(content),
    fields: {},
    properties: { headers: {}, ...properties },
  } as unknown as ConsumeMessage;
}

const event = (id: string, type = 'order.placed'): IntegrationEvent => ({
  id,
  type,
  occurredAt: '2025-01-01T00:00:00Z',
  payload: {},
});

async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 2_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function count(queue: string, event: string, outcome: string): Promise<number> {
  const { values } = await eventsHandled.get();
  return (
    values.find(({ labels }) => labels.queue === queue && labels.event === event && labels.outcome === outcome)
      ?.value ?? 0
  );
}

describe('event handling counts', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('counts each outcome by queue and event type', async () => {
    const broker = fakeBroker();
    const claimed = new Set<string>();
    const inbox: InboxStore = {
      claim: async (_consumer, id) => (claimed.has(id) ? 'handled' : (claimed.add(id), 'claimed')),
      complete: async () => undefined,
      release: async (_consumer, id) => void claimed.delete(id),
    };
    const bus = new RabbitMqEventBus(broker.connection, inbox, [1_000]);
    const queue = 'spec.counts';
    const orderPlaced = defineEvent(
      'order.placed',
      z.object({ fail: z.boolean().optional(), n: z.number().optional() }),
    );
    await bus.subscribe({
      queue,
      handlers: [
        onEvent(orderPlaced, async ({ payload }) => {
          if (payload.fail) throw new Error('stock service down');
        }),
      ],
    });

    // One at a time, as the broker redelivers: each is acked before the next comes.
    const handle = async (delivered: ConsumeMessage) => {
      const acked = broker.acks.length;
      broker.deliver(delivered);
      await until(() => broker.acks.length > acked);
    };
    const failing = JSON.stringify({ ...event('e2'), payload: { fail: true } });
    await handle(message(JSON.stringify(event('e1')), { type: 'order.placed' }));
    await handle(message(JSON.stringify(event('e1')), { type: 'order.placed' }));
    await handle(message(failing, { type: 'order.placed' }));
    // Back from the retry queue, without its properties: the type is read from the event.
    await handle(message(failing, { headers: { 'x-shop-retries': 1 } }));
    await handle(message('not json'));
    // A payload its contract refuses is dead-lettered at once, counted under its own type.
    await handle(message(JSON.stringify({ ...event('e3'), payload: { n: 'one' } }), { type: 'order.placed' }));

    expect(await count(queue, 'order.placed', 'handled')).toBe(1);
    expect(await count(queue, 'order.placed', 'duplicate')).toBe(1);
    expect(await count(queue, 'order.placed', 'retried')).toBe(1);
    expect(await count(queue, 'order.placed', 'dead_lettered')).toBe(2);
    expect(await count(queue, 'unreadable', 'dead_lettered')).toBe(1);
    expect(broker.sent.map(({ queue: to }) => to)).toEqual([
      `${queue}.retry.1000ms`,
      `${queue}.dead`,
      `${queue}.dead`,
      `${queue}.dead`,
    ]);
  });
});

describe('outbox backlog', () => {
  beforeAll(() => Logger.overrideLogger(false));

  const pending = async (collection: string) =>
    (await outboxPending.get()).values.find((value) => value.labels.collection === collection)?.value;

  it("is what the relay's last pass found, less what it has published since", async () => {
    const documents = [
      { _id: 'a', outbox: [event('o1'), event('o2')] },
      { _id: 'b', outbox: [event('o3')] },
    ];
    const model = {
      collection: { name: 'spec_orders', updateOne: async () => ({ modifiedCount: 1 }) },
      find: () => ({ limit: () => ({ lean: async () => documents.filter((document) => document.outbox.length > 0) }) }),
    };
    // The broker confirms this many events, then goes away.
    let confirms = 1;
    const published: string[] = [];
    const bus = {
      publish: async ({ id }: IntegrationEvent) => {
        if (confirms-- <= 0) throw new Error('broker unreachable');
        published.push(id);
      },
    } as unknown as EventBus;
    const relay = new OutboxRelay(bus);
    relay.watch(model as never);

    await relay.sweepForOthers();
    expect(published).toEqual(['o1']);
    expect(await pending('spec_orders')).toBe(2);

    confirms = Infinity;
    published.length = 0;
    documents[0].outbox.shift();
    await relay.sweepForOthers();
    expect(published).toEqual(['o2', 'o3']);
    expect(await pending('spec_orders')).toBe(0);
  });
});
