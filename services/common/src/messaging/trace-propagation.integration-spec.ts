import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import Redis from 'ioredis';
import mongoose, { Schema } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '../contracts/contract';
import { AmqpConnection } from './amqp.connection';
import { onEvent } from './event-bus';
import { OutboxRelay } from './outbox-relay';
import { queueEvent, withOutbox } from './outbox-schema';
import { RabbitMqEventBus } from './rabbitmq-event-bus';
import { RedisInboxStore } from './redis-inbox.store';
import { Topology } from './topology';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

// Tracing as a service runs it, with spans kept in memory to look at.
const spans = new InMemorySpanExporter();
trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }));
propagation.setGlobalPropagator(new W3CTraceContextPropagator());
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
const tracer = trace.getTracer('trace-propagation-spec');

describe('traces across the outbox and the broker (real broker, database and cache)', () => {
  const run = randomUUID().slice(0, 8);
  const amqp = new AmqpConnection(RABBITMQ_URL, `trace-spec-${run}`);
  const redis = new Redis(REDIS_URL);
  const bus = new RabbitMqEventBus(amqp, new RedisInboxStore(redis), [100]);
  const queue = `spec-${run}.traced`;
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_trace' }).asPromise();
  });

  afterAll(async () => {
    const channel = amqp.manager.createChannel();
    await channel.waitForConnect();
    for (const name of [queue, Topology.deadLetterQueue(queue), Topology.retryQueue(queue, 100)])
      await channel.deleteQueue(name);
    await channel.close();
    await amqp.onApplicationShutdown();
    await redis.quit();
    await connection.dropDatabase();
    await connection.close();
  });

  it('continues each of several concurrent checkouts in its own trace, however the relay batches their events', async () => {
    const Order = connection.model(`order_${run}`, withOutbox(new Schema({ n: Number })));
    const orderPlaced = defineEvent(`spec-${run}.order-placed`, z.object({ n: z.number() }));
    const handledIn = new Map<number, string>();
    await bus.subscribe({
      queue,
      handlers: [
        onEvent(
          orderPlaced,
          async (event) => void handledIn.set(event.payload.n, trace.getActiveSpan()!.spanContext().traceId),
        ),
      ],
    });
    const relay = new OutboxRelay(bus);
    relay.watch(Order);

    // Five checkouts at once, each storing its order with the event; another request names them all to
    // the relay, so one relay pass, started inside that request's trace, publishes every event.
    const checkouts = await Promise.all(
      [0, 1, 2, 3, 4].map((n) =>
        tracer.startActiveSpan(`checkout ${n}`, async (span) => {
          const order = await Order.create({ n });
          await Order.updateOne({ _id: order._id }, queueEvent(orderPlaced, { n }));
          span.end();
          return { traceId: span.spanContext().traceId, orderId: order._id };
        }),
      ),
    );
    await tracer.startActiveSpan('request that kicks', async (span) => {
      for (const { orderId } of checkouts) relay.kick(Order, orderId);
      span.end();
    });
    const traces = checkouts.map(({ traceId }) => traceId);

    const deadline = Date.now() + 15_000;
    while (handledIn.size < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await relay.onApplicationShutdown();

    expect([0, 1, 2, 3, 4].map((n) => handledIn.get(n))).toEqual(traces);
    expect(new Set(traces).size).toBe(5);
    // The consumer's span is a child in that trace, named after the event it handles.
    const processSpans = spans.getFinishedSpans().filter((span) => span.name === `handle ${orderPlaced.type}`);
    expect(processSpans.map((span) => span.spanContext().traceId).sort()).toEqual([...traces].sort());
  });
});
