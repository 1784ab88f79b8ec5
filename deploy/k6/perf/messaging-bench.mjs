// What the messaging and document-lock integration specs once asserted with a clock, measured here
// instead (a test that times itself passes or fails with the machine's load; a benchmark reports it):
//  - a short retry is not held behind a long one: an event failing once waits out the 300 ms retry
//    queue while another waits in the 3 s one (the spec asserted the short one done within 2 s);
//  - a request outside its contract is refused by the caller before it travels, instead of waiting for
//    a timeout (the spec asserted the refusal within 1 s of a 3 s timeout);
//  - a waiter takes over a dead holder's lock once its lease lapses, not before (the spec asserted at
//    least 250 ms of a 300 ms lease left); and, beside it, how many lock-protected updates per second
//    one document takes against eight different ones.
// Runs the shared library's own classes (the built @shop/common) against the broker and Redis of the
// local stack, on queues, routes and keys of its own, removed afterwards. Writes a markdown fragment
// (OUT) that run-messaging-bench.sh puts in the results file.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const common = require('@shop/common');
const { RabbitMqEventBus } = require('@shop/common/dist/messaging/rabbitmq-event-bus');
const { RedisInboxStore } = require('@shop/common/dist/messaging/redis-inbox.store');
const Redis = require('ioredis');
const { z } = require('zod');

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const OUT = process.env.OUT ?? 'messaging-table.md';
const RETRY_ROUNDS = Number(process.env.RETRY_ROUNDS ?? 5);
const RPC_REQUESTS = Number(process.env.RPC_REQUESTS ?? 200);
const TIMEOUTS = Number(process.env.TIMEOUTS ?? 3);
const TAKEOVERS = Number(process.env.TAKEOVERS ?? 20);
const LOCKED_UPDATES = Number(process.env.LOCKED_UPDATES ?? 400);

/** The delays of the spec's mixed bus: a short retry queue and a long one. */
const SHORT_MS = 300;
const LONG_MS = 3_000;
/** The caller's timeout the spec compared the refusal with. */
const RPC_TIMEOUT_MS = 3_000;
/** The lease a dead holder had left in the spec. */
const DEAD_LEASE_MS = 300;

const run = randomUUID().slice(0, 8);
const amqp = new common.AmqpConnection(RABBITMQ_URL, `messaging-bench-${run}`);
const redis = new Redis(REDIS_URL);
const queues = [];
// The library logs each retry and lock warning; the figures are what this run reports.
createRequire(require.resolve('@shop/common'))('@nestjs/common').Logger.overrideLogger(false);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => (value < 1 ? value.toFixed(3) : value < 10 ? value.toFixed(2) : value.toFixed(0));
const summary = (values) => `${ms(percentile(values, 50))} ms (p95 ${ms(percentile(values, 95))} ms)`;
const ratio = (a, b) => (a / b < 0.01 ? (a / b).toExponential(1) : (a / b).toFixed(2));

async function until(check, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(1);
  }
}

/** A queue of this run's, with the retry and dead-letter queues the bus declares for it. */
function queue(name) {
  const full = `bench-${run}.${name}`;
  queues.push(
    full,
    common.Topology.deadLetterQueue(full),
    ...[SHORT_MS, LONG_MS].map((delay) => common.Topology.retryQueue(full, delay)),
  );
  return full;
}

/**
 * Each round: 'slow' fails twice and so waits in the 3 s queue; once it does, 'fast' is published, fails
 * once and waits in the 300 ms queue. Timed: fast from publish to handled, and slow from its second
 * failure to its third attempt. A baseline round publishes 'fast' with nothing waiting.
 */
async function retryTiers() {
  const mixed = common.defineEvent(`bench-${run}.mixed`, z.object({ name: z.string() }));
  const bus = new RabbitMqEventBus(amqp, new RedisInboxStore(redis), [SHORT_MS, LONG_MS]);
  const attempts = new Map();
  const at = new Map();
  await bus.subscribe({
    queue: queue('mixed'),
    handlers: [
      common.onEvent(mixed, async (event) => {
        const { name } = event.payload;
        const attempt = (attempts.get(name) ?? 0) + 1;
        attempts.set(name, attempt);
        at.set(`${name}#${attempt}`, performance.now());
        if ((name.startsWith('slow') && attempt <= 2) || (name.startsWith('fast') && attempt === 1))
          throw new Error(`${name} failed`);
      }),
    ],
  });
  const alone = [];
  const besideLong = [];
  const longWaits = [];
  const slowAttemptsWhenFastDone = [];
  for (let round = 0; round < RETRY_ROUNDS; round++) {
    const baseline = `fast-alone-${round}`;
    let published = performance.now();
    await bus.publish(common.createEvent(mixed, { name: baseline }));
    await until(() => at.has(`${baseline}#2`), 'the baseline retry');
    alone.push(at.get(`${baseline}#2`) - published);

    const slow = `slow-${round}`;
    const fast = `fast-${round}`;
    await bus.publish(common.createEvent(mixed, { name: slow }));
    await until(() => at.has(`${slow}#2`), 'the long retry to start waiting');
    published = performance.now();
    await bus.publish(common.createEvent(mixed, { name: fast }));
    await until(() => at.has(`${fast}#2`), 'the short retry');
    besideLong.push(at.get(`${fast}#2`) - published);
    slowAttemptsWhenFastDone.push(attempts.get(slow));
    await until(() => at.has(`${slow}#3`), 'the long retry');
    longWaits.push(at.get(`${slow}#3`) - at.get(`${slow}#2`));
  }
  const heldBehind = slowAttemptsWhenFastDone.filter((count) => count !== 2).length;
  return [
    `| a short retry (fails once, ${SHORT_MS} ms queue), publish to handled, nothing else waiting | ${summary(alone)} | ${ratio(percentile(alone, 50), SHORT_MS)} × its delay |`,
    `| the same while another event waits in the ${LONG_MS} ms queue | ${summary(besideLong)} | ${ratio(percentile(besideLong, 50), percentile(alone, 50))} × alone, ${ratio(percentile(besideLong, 50), percentile(longWaits, 50))} × the long wait |`,
    `| the long retry's wait (second failure to third attempt) | ${summary(longWaits)} | ${ratio(percentile(longWaits, 50), LONG_MS)} × its delay |`,
    `| short retries handled before the long one's third attempt | ${RETRY_ROUNDS - heldBehind} of ${RETRY_ROUNDS} | |`,
  ];
}

/**
 * A request outside its contract, refused by the caller; the same contract served (one round trip on
 * the broker); and a request nobody serves, which only the caller's timeout ends.
 */
async function contractRefusals() {
  const lines = z.object({
    lines: z.array(z.object({ productId: z.string(), quantity: z.number().int().positive() })).min(1),
  });
  const malformed = { lines: [{ productId: 'p1', quantity: 0 }] };
  const client = new common.RpcClient(amqp);
  const server = new common.RpcServer(amqp);
  const served = common.defineRpc(`bench-${run}.served`, lines, z.object({ ok: z.boolean() }));
  const unserved = common.defineRpc(`bench-${run}.unserved`, lines, z.object({}));
  queues.push(common.Topology.rpcQueue(served.route));
  await server.handle(served, async () => ({ ok: true }));
  const expectStatus = async (call, status) => {
    const started = performance.now();
    const outcome = await call.then(
      () => 200,
      (error) => error.status,
    );
    if (outcome !== status) throw new Error(`expected ${status}, got ${outcome}`);
    return performance.now() - started;
  };
  await expectStatus(client.request(served, { lines: [{ productId: 'p1', quantity: 1 }] }), 200);
  const refused = [];
  const roundTrips = [];
  for (let i = 0; i < RPC_REQUESTS; i++) {
    refused.push(await expectStatus(client.request(served, malformed, RPC_TIMEOUT_MS), 400));
    roundTrips.push(await expectStatus(client.request(served, { lines: [{ productId: 'p1', quantity: 1 }] }), 200));
  }
  const timedOut = [];
  for (let i = 0; i < TIMEOUTS; i++)
    timedOut.push(
      await expectStatus(client.request(unserved, { lines: [{ productId: 'p1', quantity: 1 }] }, RPC_TIMEOUT_MS), 503),
    );
  return [
    `| a request outside its contract, refused by the caller (400), ${RPC_REQUESTS} requests | ${summary(refused)} | ${ratio(percentile(refused, 95), RPC_TIMEOUT_MS)} × the timeout (p95) |`,
    `| a request inside it, answered by a server on the broker, ${RPC_REQUESTS} requests | ${summary(roundTrips)} | ${ratio(percentile(refused, 50), percentile(roundTrips, 50))} refused ÷ answered |`,
    `| a request nobody serves, ended by the caller's ${RPC_TIMEOUT_MS} ms timeout (503), ${TIMEOUTS} requests | ${summary(timedOut)} | ${ratio(percentile(timedOut, 50), RPC_TIMEOUT_MS)} × the timeout |`,
  ];
}

/**
 * A holder that died with DEAD_LEASE_MS of its lease left: how long until a waiter's work runs, and
 * whether it ever ran before the lease was out. Then updates under the lock, eight callers at a time,
 * on one document and on eight.
 */
async function documentLocks() {
  const locks = new common.DocumentLocks(redis);
  const takeovers = [];
  let early = 0;
  for (let i = 0; i < TAKEOVERS; i++) {
    const key = common.lockKey(`bench-${run}-orphans`, randomUUID());
    await redis.set(`lock:${key}`, 'dead-holder', 'PX', DEAD_LEASE_MS);
    const started = performance.now();
    const holderDuringWork = await locks.withLock(key, async () => redis.get(`lock:${key}`));
    takeovers.push(performance.now() - started);
    if (holderDuringWork === 'dead-holder' || holderDuringWork === null) early++;
  }
  const throughput = async (keys) => {
    const started = performance.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, caller) => {
        const key = common.lockKey(`bench-${run}-counters`, keys[caller % keys.length]);
        while (done < LOCKED_UPDATES) {
          done++;
          await locks.withLock(key, async () => redis.incr(`bench-${run}-count:${key}`));
        }
      }),
    );
    return (done / (performance.now() - started)) * 1000;
  };
  const oneKey = [randomUUID()];
  const eightKeys = Array.from({ length: 8 }, () => randomUUID());
  const contended = await throughput(oneKey);
  const spread = await throughput(eightKeys);
  const counted = Number(await redis.get(`bench-${run}-count:${common.lockKey(`bench-${run}-counters`, oneKey[0])}`));
  for (const key of [...oneKey, ...eightKeys])
    await redis.del(`bench-${run}-count:${common.lockKey(`bench-${run}-counters`, key)}`);
  return [
    `| taking over a lock whose dead holder had ${DEAD_LEASE_MS} ms of lease left, ${TAKEOVERS} times | ${summary(takeovers)} | ${ratio(percentile(takeovers, 5), DEAD_LEASE_MS)} × the lease left (p5); taken early ${early} times |`,
    `| updates under the lock, 8 callers on one document | ${contended.toFixed(0)} per second (${counted} counted of ${LOCKED_UPDATES}) | |`,
    `| the same, 8 callers on 8 documents | ${spread.toFixed(0)} per second | ${ratio(spread, contended)} × one document |`,
  ];
}

async function cleanUp() {
  const channel = amqp.manager.createChannel();
  await channel.waitForConnect();
  for (const name of queues) await channel.deleteQueue(name);
  await channel.close();
  await amqp.onApplicationShutdown();
  await redis.quit();
}

try {
  const rows = [
    '| figure | measured | compared |',
    '|---|---:|---|',
    ...(await retryTiers()),
    ...(await contractRefusals()),
    ...(await documentLocks()),
  ];
  writeFileSync(OUT, `${rows.join('\n')}\n`);
  console.log(rows.join('\n'));
} finally {
  await cleanUp();
}
