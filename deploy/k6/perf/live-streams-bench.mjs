// Live streams benchmark (issue 23): opens STREAMS event streams (GET /api/live) on one gateway with
// Node's raw sockets (k6 has no Server-Sent Events; Node's http client cost twice the CPU per event
// read, on the machine the gateway shares), each subscribed to the sale product and a few
// others, then measures the gateway's memory per stream, how long a price change of the sale product
// takes to reach 95% and 100% of the streams while shoppers check out ORDERS_PER_SECOND cash orders
// (each moving a product's stock, pushed to that product's streams), and the gateway's CPU per event
// it wrote to a stream. Writes a markdown table to OUT.
// Env: GATEWAY_URL (a gateway of its own, started by run-live-bench.sh), GATEWAY_PID, GATEWAY_METRICS_URL,
// STREAMS (10000), CHANGES (10), ORDERS_PER_SECOND (20: 0 runs no checkout), OTHER_PRODUCTS (40: the products whose stock the
// orders move, four on each stream beside the sale product), ADMIN_EMAIL, ADMIN_PASSWORD, OUT, and
// FIGURES_OUT for the figures as JSON (run-live-sweep.sh).
import { connect } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

const BASE = process.env.GATEWAY_URL;
const PID = process.env.GATEWAY_PID;
const METRICS = process.env.GATEWAY_METRICS_URL;
const STREAMS = Number(process.env.STREAMS ?? 10_000);
const CHANGES = Number(process.env.CHANGES ?? 10);
const ORDERS_PER_SECOND = Number(process.env.ORDERS_PER_SECOND ?? 20);
/** Shoppers placing orders side by side: an order takes over a second on the shared machine. */
const SHOPPERS = Math.max(4, ORDERS_PER_SECOND * 2);
const OTHER_PRODUCTS = Number(process.env.OTHER_PRODUCTS ?? 40);
const BASE_URL = new URL(BASE);
/** Shared by every stream's reads: the callback is done with it before the next read. */
const READ_BUFFER = Buffer.alloc(64 * 1024);
const PRICE_KEY = Buffer.from('"price":');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(method, path, body, token) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-token-delivery': 'body',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
  return json.data;
}

const logIn = async (email, password) => (await call('POST', '/api/user/login', { email, password })).accesstoken;

function residentBytes() {
  const status = readFileSync(`/proc/${PID}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}
function cpuSeconds() {
  const text = readFileSync(`/proc/${PID}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
/** The sum of a metric's series on the gateway's metrics port. */
async function metric(name) {
  const text = await (await fetch(`${METRICS}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}
const delivered = () => metric('live_events_delivered_total');
const heapUsed = () => metric('nodejs_heap_size_used_bytes');

/**
 * Opens one stream on a raw socket and calls onPrice(price) for every event of the sale product that
 * carries a price. Cheap on purpose, as the client shares the machine with the gateway it measures: no
 * HTTP parser and no stream machinery, each read lands in one buffer shared by all sockets (`onread`)
 * and is searched as bytes. An event is one small chunk written at once, so it arrives in one read.
 */
function openStream(products, saleMarker, onPrice) {
  return new Promise((resolve, reject) => {
    const path = `/api/live?products=${products.join(',')}`;
    let answered = false;
    const socket = connect({
      host: BASE_URL.hostname,
      port: Number(BASE_URL.port),
      onread: {
        buffer: READ_BUFFER,
        callback(length, buffer) {
          const data = buffer.subarray(0, length);
          if (!answered) {
            answered = true;
            if (!data.toString('latin1', 0, 12).startsWith('HTTP/1.1 200'))
              return reject(new Error(`stream refused: ${data.toString('latin1', 0, 40)}`));
            resolve(socket);
          }
          let at = data.indexOf(saleMarker);
          while (at >= 0) {
            let digit = data.indexOf(PRICE_KEY, at) + PRICE_KEY.length;
            let price = 0;
            for (let byte = data[digit]; byte >= 48 && byte <= 57; byte = data[++digit]) price = price * 10 + byte - 48;
            onPrice(price);
            at = data.indexOf(saleMarker, digit);
          }
        },
      },
    });
    socket.on('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${BASE_URL.host}\r\nAccept: text/event-stream\r\n\r\n`);
  });
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const adminToken = await logIn(
    process.env.ADMIN_EMAIL ?? 'admin@shop.local',
    process.env.ADMIN_PASSWORD ?? 'Admin12345!',
  );
  const tag = randomUUID().slice(0, 8);
  const category = await call(
    'POST',
    '/api/category/add-category',
    { name: `Live bench ${tag}`, image: 'https://img.example.test/c.png' },
    adminToken,
  );
  const sub = await call(
    'POST',
    '/api/subcategory/create',
    { name: `Live bench sub ${tag}`, image: 'https://img.example.test/s.png', category: [category._id] },
    adminToken,
  );
  const product = (name, stock) =>
    call(
      'POST',
      '/api/product/create',
      {
        name: `Live bench ${name} ${tag}`,
        image: ['https://img.example.test/p.png'],
        category: [category._id],
        subCategory: [sub._id],
        unit: '1 kg',
        stock,
        price: 1000,
        discount: 0,
        description: 'live streams benchmark',
        more_details: {},
        publish: true,
      },
      adminToken,
    );
  const sale = await product('sale', 1_000_000);
  const others = [];
  for (let i = 0; i < OTHER_PRODUCTS; i++) others.push(await product(`other ${i}`, 1_000_000));

  // Shoppers (with an address each) for the checkout load.
  const shoppers = [];
  const signUp = async (i) => {
    const email = `live-bench-${tag}-${i}@shop.test`;
    await call('POST', '/api/user/register', {
      name: 'Live Bench',
      email,
      password: 'Secret-pass-1',
      confirmPassword: 'Secret-pass-1',
    });
    const token = await logIn(email, 'Secret-pass-1');
    const address = await call(
      'POST',
      '/api/address/create',
      {
        address_line: '1 Bench Road',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        pincode: '411001',
        mobile: '9876543210',
      },
      token,
    );
    shoppers.push({ token, addressId: address._id });
  };
  for (let i = 0; i < SHOPPERS; i += 10) {
    await Promise.all(Array.from({ length: Math.min(10, SHOPPERS - i) }, (_, k) => signUp(i + k)));
  }

  // The streams: each the sale product and four others.
  const saleMarker = Buffer.from(`"productId":"${sale._id}"`);
  const arrivals = new Map(); // price → arrival times (ms), one per stream
  const onPrice = (price) => {
    const list = arrivals.get(price);
    if (list) list.push(performance.now());
  };
  await sleep(3_000);
  const rssBefore = residentBytes();
  const heapBefore = await heapUsed();
  const streams = [];
  const opening = performance.now();
  for (let i = 0; i < STREAMS; i += 500) {
    const batch = [];
    for (let j = i; j < Math.min(STREAMS, i + 500); j++) {
      const picked = Array.from({ length: 4 }, (_, k) => others[(j * 7 + k * 13) % OTHER_PRODUCTS]._id);
      batch.push(openStream([sale._id, ...new Set(picked)], saleMarker, onPrice));
    }
    streams.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - opening) / 1000;
  await sleep(3_000);
  const rssAfter = residentBytes();
  const heapAfter = await heapUsed();

  // Checkout load: a cash order of one unit of another product every 1/ORDERS_PER_SECOND s, each by a
  // shopper with no order under way (arrivals do not wait for answers, up to SHOPPERS at once).
  let ordering = ORDERS_PER_SECOND > 0;
  let orders = 0;
  let orderFailures = 0;
  const failureReasons = new Map();
  let skipped = 0;
  const idle = [...shoppers];
  const inFlight = new Set();
  const placeOne = async (shopper, n) => {
    try {
      await call('POST', '/api/cart/create', { productId: others[n % OTHER_PRODUCTS]._id }, shopper.token);
      await call('POST', '/api/order/cash-on-delivery', { addressId: shopper.addressId }, shopper.token);
      orders++;
    } catch (error) {
      orderFailures++;
      failureReasons.set(error.message, (failureReasons.get(error.message) ?? 0) + 1);
    }
    idle.push(shopper);
  };
  const ordersStarted = performance.now();
  const arrivals_ = (async () => {
    for (let n = 0; ordering; n++) {
      const shopper = idle.shift();
      if (shopper) {
        const placing = placeOne(shopper, n);
        inFlight.add(placing);
        void placing.then(() => inFlight.delete(placing));
      } else skipped++;
      await sleep(Math.max(0, ordersStarted + ((n + 1) * 1000) / ORDERS_PER_SECOND - performance.now()));
    }
  })();
  await sleep(2_000);

  // Price changes of the sale product, timed from the admin's call to each stream's event.
  const cpuStart = cpuSeconds();
  const deliveredStart = await delivered();
  const windowStart = performance.now();
  const reach = [];
  for (let c = 1; c <= CHANGES; c++) {
    const price = 1000 + c;
    arrivals.set(price, []);
    const sent = performance.now();
    await call('PUT', '/api/product/update-product-details', { _id: sale._id, price }, adminToken);
    const answered = performance.now();
    // Events often arrive before the answer (the catalog publishes before it answers); 15 s more at most.
    const deadline = answered + 15_000;
    while (arrivals.get(price).length < STREAMS && performance.now() < deadline) await sleep(20);
    const times = arrivals
      .get(price)
      .map((at) => at - sent)
      .sort((a, b) => a - b);
    const reached = (share, from = 0) =>
      times.length >= Math.ceil(STREAMS * share) ? times[Math.ceil(STREAMS * share) - 1] - from : Infinity;
    reach.push({
      p95: reached(0.95),
      all: reached(1),
      // From the first stream's event: the gateway's fan-out (and the client's reading) alone.
      fanOut95: reached(0.95, times[0]),
      fanOutAll: reached(1, times[0]),
      // From the call to the first stream's event: the catalog's write and the way through the broker.
      first: times.length ? times[0] : Infinity,
      got: times.length,
      answer: answered - sent,
    });
    await sleep(1_000);
  }
  const windowSeconds = (performance.now() - windowStart) / 1000;
  if (process.env.WINDOW_OUT)
    writeFileSync(process.env.WINDOW_OUT, `${Math.round(Date.now() - windowSeconds * 1000)} ${Date.now()} ${orders}\n`);
  const cpu = cpuSeconds() - cpuStart;
  const deliveries = (await delivered()) - deliveredStart;
  ordering = false;
  await arrivals_;
  await Promise.all(inFlight);
  const orderSeconds = (performance.now() - ordersStarted) / 1000;
  const rssEnd = residentBytes();
  for (const stream of streams) stream.destroy();

  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'not reached');
  const sorted = (key) => reach.map((r) => r[key]).sort((a, b) => a - b);
  const table = [
    '| Measure | Value |',
    '|---|---|',
    `| Streams open on one gateway | ${STREAMS.toLocaleString('en')} (opened in ${openSeconds.toFixed(1)} s) |`,
    `| Gateway memory (RSS) before → with the streams → at the end | ${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssAfter / 2 ** 20).toFixed(0)} → ${(rssEnd / 2 ** 20).toFixed(0)} MiB |`,
    `| Memory per stream: resident / JavaScript heap | ${((rssAfter - rssBefore) / STREAMS / 1024).toFixed(1)} KiB / ${((heapAfter - heapBefore) / STREAMS / 1024).toFixed(1)} KiB |`,
    `| Price changes of the sale product (every stream subscribed) | ${CHANGES} |`,
    `| Time to reach 95% of the streams: median / worst change | ${ms(percentile(sorted('p95'), 50))} / ${ms(sorted('p95').at(-1))} |`,
    `| Time to reach 100% of the streams: median / worst change | ${ms(percentile(sorted('all'), 50))} / ${ms(sorted('all').at(-1))} |`,
    `| From the first stream's event (the gateway's fan-out) to 95% / 100%: median / worst | ${ms(percentile(sorted('fanOut95'), 50))} / ${ms(sorted('fanOut95').at(-1))}, ${ms(percentile(sorted('fanOutAll'), 50))} / ${ms(sorted('fanOutAll').at(-1))} |`,
    `| From the call to the first stream's event (the catalog's write, the broker): median / worst | ${ms(percentile(sorted('first'), 50))} / ${ms(sorted('first').at(-1))} |`,
    `| The catalog's answer to the price change: median / worst | ${ms(percentile(sorted('answer'), 50))} / ${ms(sorted('answer').at(-1))} |`,
    `| Streams reached per change (fewest) | ${Math.min(...reach.map((r) => r.got)).toLocaleString('en')} of ${STREAMS.toLocaleString('en')} |`,
    `| Checkout load meanwhile | ${(orders / orderSeconds).toFixed(1)} cash orders/s (target ${ORDERS_PER_SECOND}; ${orderFailures} failed, ${skipped} not started: all ${SHOPPERS} shoppers busy) |`,
    `| Events written to streams in the window | ${deliveries.toLocaleString('en')} (${Math.round(deliveries / windowSeconds).toLocaleString('en')}/s) |`,
    `| Gateway CPU in the window | ${cpu.toFixed(1)} s of ${windowSeconds.toFixed(1)} s (${((100 * cpu) / windowSeconds).toFixed(0)}% of a core) |`,
    `| Gateway CPU per event written to a stream | ${((cpu * 1e6) / Math.max(1, deliveries)).toFixed(1)} µs (orders, proxying and the streams together) |`,
  ];
  for (const [reason, count] of failureReasons) table.push(`| Orders failed: ${reason} | ${count} |`);
  writeFileSync(process.env.OUT, `${table.join('\n')}\n`);
  if (process.env.FIGURES_OUT) {
    const median = (key) => percentile(sorted(key), 50);
    const figures = {
      streams: STREAMS,
      ordersPerSecondTarget: ORDERS_PER_SECOND,
      ordersPerSecond: orders / orderSeconds,
      reach95: { median: median('p95'), worst: sorted('p95').at(-1) },
      reachAll: { median: median('all'), worst: sorted('all').at(-1) },
      firstEvent: { median: median('first'), worst: sorted('first').at(-1) },
      fanOut95: { median: median('fanOut95'), worst: sorted('fanOut95').at(-1) },
      gatewayCpuPerEventMicroseconds: (cpu * 1e6) / Math.max(1, deliveries),
    };
    writeFileSync(process.env.FIGURES_OUT, `${JSON.stringify(figures, null, 2)}\n`);
  }
  process.stdout.write(`${table.join('\n')}\n`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
