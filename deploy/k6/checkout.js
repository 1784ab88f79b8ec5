// Checkout throughput: cash-on-delivery orders through the gateway. First one shopper orders alone
// (the idle figure), then SHOPPERS shoppers order as fast as they can for SECONDS over PRODUCTS
// products. Users, addresses and products are prepared in setup; at the end the stock taken is
// compared with the units in the shoppers' orders (oversold or lost units). With SLOTS set, every order
// is booked in one of the slots of a delivery zone of the run's own (issue 37), and the places taken are
// compared with the orders in them (overbooked or lost places). run-checkout-bench.sh writes the table.
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Counter, Gauge } from 'k6/metrics';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const ADMIN = { email: __ENV.ADMIN_EMAIL || 'admin@shop.local', password: __ENV.ADMIN_PASSWORD || 'Admin12345!' };
const SHOPPERS = Number(__ENV.SHOPPERS || 100);
const PRODUCTS = Number(__ENV.PRODUCTS || 10);
const SECONDS = Number(__ENV.SECONDS || 60);
const IDLE_ORDERS = 20;
const LOAD_START_SECONDS = 62;
const STOCK = 1_000_000;
const SLOTS = Boolean(__ENV.SLOTS);
const SLOT_CAPACITY = 1_000_000;
/** The run's delivery zone serves this pincode alone (inside the demo zone, which it overrides). */
const BENCH_PINCODE = '799001';

const stockMismatch = new Gauge('stock_mismatch');
const slotMismatch = new Gauge('slot_mismatch');
const refused = new Counter('orders_refused');

export const options = {
  setupTimeout: '300s',
  teardownTimeout: '300s',
  scenarios: {
    idle: { executor: 'shared-iterations', vus: 1, iterations: IDLE_ORDERS, maxDuration: '60s', exec: 'order' },
    load: {
      executor: 'constant-vus',
      vus: SHOPPERS,
      duration: `${SECONDS}s`,
      startTime: `${LOAD_START_SECONDS}s`,
      exec: 'order',
    },
  },
  // The goals as thresholds: a crossed one is reported (and fails the command), the figures are
  // recorded either way.
  thresholds: {
    'http_req_duration{scenario:idle,name:cod}': ['med<150'],
    'http_req_duration{scenario:load,name:cod}': ['p(95)<1000'],
    'http_req_failed{name:cod}': ['rate==0'],
    'http_reqs{scenario:load,name:cod}': [`count>=${50 * SECONDS}`],
    'http_reqs{scenario:idle,name:cod}': ['count>=0'],
  },
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
};

const json = { 'content-type': 'application/json' };
const call = (method, path, body, token, extraHeaders = {}) =>
  http.request(method, `${BASE_URL}${path}`, body === undefined ? null : JSON.stringify(body), {
    headers: { ...json, ...extraHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    tags: { name: path },
  });
const must = (response, what) => {
  if (response.status >= 300) fail(`${what}: ${response.status} ${response.body}`);
  return response;
};

export function setup() {
  const admin = must(call('POST', '/api/user/login', ADMIN), 'admin login').json('data.accesstoken');
  const categoryId = must(
    call(
      'POST',
      '/api/category/add-category',
      { name: `Bench ${Date.now()}`, image: 'https://img.example.test/c.png' },
      admin,
    ),
    'category',
  ).json('data._id');
  const products = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const created = call(
      'POST',
      '/api/product/create',
      {
        name: `Bench product ${i} ${Date.now()}`,
        image: [],
        category: [categoryId],
        unit: '1 pc',
        stock: STOCK,
        price: 100,
        discount: 0,
      },
      admin,
    );
    products.push(must(created, 'product').json('data._id'));
  }
  const zone = SLOTS ? benchZone(admin) : undefined;
  const users = [];
  const run = Date.now();
  for (let i = 0; i < SHOPPERS; i++) {
    // Each shopper from an address of its own: registration is rate-limited per client address.
    const from = { 'x-forwarded-for': `10.${77 + Math.floor(i / 250)}.${i % 250}.${run % 250}` };
    const email = `bench-${run}-${i}@shop.test`;
    const password = 'Bench-pass-1';
    must(
      call(
        'POST',
        '/api/user/register',
        { name: `Bench ${i}`, email, password, confirmPassword: password },
        undefined,
        from,
      ),
      'register',
    );
    const token = must(call('POST', '/api/user/login', { email, password }, undefined, from), 'login').json(
      'data.accesstoken',
    );
    const address = {
      address_line: '1 Bench Street',
      city: 'Pune',
      state: 'MH',
      country: 'India',
      pincode: SLOTS ? BENCH_PINCODE : '411001',
      mobile: '9876543210',
    };
    users.push({
      token,
      addressId: must(call('POST', '/api/address/create', address, token), 'address').json('data._id'),
    });
  }
  // The load scenario's window, for the CPU each process spends per order (run-checkout-bench.sh).
  const loadStartsAt = Date.now() + LOAD_START_SECONDS * 1000;
  console.log(`load window ${loadStartsAt} ${loadStartsAt + SECONDS * 1000}`);
  return { admin, products, users, zone };
}

/** A zone for BENCH_PINCODE with 2-hour slots all day (places for every order) and the slots taking orders now. */
function benchZone(admin) {
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  const slotTemplates = [];
  for (let hour = 0; hour < 24; hour += 2) {
    const hhmm = (h) => `${String(h % 24).padStart(2, '0')}:00`;
    slotTemplates.push({
      days: everyDay,
      start: hhmm(hour),
      end: hhmm(hour + 2),
      capacity: SLOT_CAPACITY,
      cutoffMinutes: 0,
      fee: 0,
    });
  }
  const fees = {
    minimumOrder: null,
    deliveryFee: null,
    freeDeliveryAbove: null,
    smallCartBelow: null,
    smallCartFee: null,
  };
  const created = call(
    'POST',
    '/api/delivery/admin/zones',
    { name: `Bench ${Date.now()}`, pincodes: [BENCH_PINCODE], active: true, express: null, slotTemplates, fees },
    admin,
  );
  const zoneId = must(created, 'delivery zone').json('data._id');
  const slots = must(call('GET', `/api/delivery/slots?pincode=${BENCH_PINCODE}`), 'slots')
    .json('data')
    .filter((slot) => slot.status === 'OPEN')
    .map((slot) => slot._id);
  if (!slots.length) fail('the bench zone offers no open slot');
  return { zoneId, slots };
}

export function order(data) {
  const shopper = data.users[(__VU - 1) % data.users.length];
  const productId = data.products[Math.floor(Math.random() * data.products.length)];
  call('POST', '/api/cart/create', { productId }, shopper.token);
  // Shoppers spread over the slots offered, as a day's orders are.
  const slotId = data.zone && data.zone.slots[Math.floor(Math.random() * data.zone.slots.length)];
  const body = { addressId: shopper.addressId, ...(slotId ? { slotId } : {}) };
  const placed = http.post(`${BASE_URL}/api/order/cash-on-delivery`, JSON.stringify(body), {
    headers: { ...json, authorization: `Bearer ${shopper.token}` },
    tags: { name: 'cod' },
  });
  if (!check(placed, { 'order placed': (r) => r.status === 201 })) {
    refused.add(1);
    // Which refusal it was, in the run's log: the status and the envelope's code and message.
    console.warn(`order refused: ${placed.status} ${String(placed.body).slice(0, 200)}`);
  }
}

/**
 * Stock taken against the units in the orders that exist, once checkouts cut off by the end of the
 * run have settled (a reservation whose order failed is handed back by the sweepers).
 */
export function teardown(data) {
  const taken = () =>
    data.products.reduce(
      (sum, productId) =>
        sum + STOCK - call('POST', '/api/product/get-product-details', { productId }, data.admin).json('data.stock'),
      0,
    );
  const inOrders = () =>
    data.users.reduce(
      (sum, { token }) =>
        sum +
        call('GET', '/api/order/order-list', undefined, token)
          .json('data')
          .reduce((units, order) => units + order.items.reduce((n, item) => n + item.quantity, 0), 0),
      0,
    );
  let difference = 0;
  // Up to 150 s: a reservation whose order failed goes back by its expiry (ORDER_RESERVATION_SECONDS, 120 s) at the latest.
  for (let attempt = 0; attempt < 30; attempt++) {
    difference = taken() - inOrders();
    if (difference === 0) break;
    sleep(5);
  }
  stockMismatch.add(difference);
  if (data.zone) slotMismatch.add(slotPlacesMinusOrders(data));
  for (const productId of data.products) call('DELETE', '/api/product/delete-product', { _id: productId }, data.admin);
}

/** Places taken in the run's slots minus the shoppers' orders booked in them, once settled; then the zone goes. */
function slotPlacesMinusOrders(data) {
  const open = new Set(data.zone.slots);
  const taken = () =>
    must(call('GET', `/api/delivery/slots?pincode=${BENCH_PINCODE}`), 'slots')
      .json('data')
      .filter((slot) => open.has(slot._id))
      .reduce((sum, slot) => sum + slot.capacity - slot.remaining, 0);
  const inSlots = () =>
    data.users.reduce(
      (sum, { token }) =>
        sum +
        call('GET', '/api/order/order-list', undefined, token)
          .json('data')
          .filter((order) => order.delivery && order.delivery.slot && open.has(order.delivery.slot._id)).length,
      0,
    );
  let difference = 0;
  for (let attempt = 0; attempt < 30; attempt++) {
    difference = taken() - inSlots();
    if (difference === 0) break;
    sleep(5);
  }
  call('DELETE', '/api/delivery/admin/zones', { _id: data.zone.zoneId }, data.admin);
  return difference;
}

export function handleSummary(data) {
  const metric = (name) => data.metrics[name] && data.metrics[name].values;
  const idle = metric('http_req_duration{scenario:idle,name:cod}');
  const load = metric('http_req_duration{scenario:load,name:cod}');
  const loadCount = metric('http_reqs{scenario:load,name:cod}').count;
  const mismatch = (metric('stock_mismatch') || { value: NaN }).value;
  const slotDifference = metric('slot_mismatch') && metric('slot_mismatch').value;
  const refusals = (metric('orders_refused') || { count: 0 }).count;
  const ms = (value) => `${value.toFixed(0)} ms`;
  const crossed = Object.entries(data.metrics).flatMap(([name, { thresholds = {} }]) =>
    Object.entries(thresholds)
      .filter(([, result]) => !result.ok)
      .map(([threshold]) => `${name} ${threshold}`),
  );
  const table = [
    '| figure | measured | goal |',
    '|---|---:|---:|',
    `| one order on an idle stack, p50 (${IDLE_ORDERS} in a row) | ${ms(idle.med)} (p95 ${ms(idle['p(95)'])}) | under 150 ms |`,
    `| orders per second, ${SHOPPERS} shoppers for ${SECONDS} s over ${PRODUCTS} products | ${(loadCount / SECONDS).toFixed(1)} | at least 50 |`,
    `| order latency under that load | p50 ${ms(load.med)}, p95 ${ms(load['p(95)'])}, p99 ${ms(load['p(99)'])} | |`,
    `| orders refused or failed (all scenarios) | ${refusals} | 0 |`,
    `| thresholds crossed | ${crossed.length ? crossed.join(', ') : 'none'} | none |`,
    `| units taken from stock minus units in the orders that exist, once settled (oversold or lost) | ${mismatch} | 0 |`,
    ...(SLOTS
      ? [
          `| delivery slot places taken minus orders booked in them, once settled (overbooked or lost) | ${slotDifference} | 0 |`,
        ]
      : []),
  ].join('\n');
  const resultsDir = __ENV.RESULTS_DIR || 'results';
  // The same figures as numbers, for a benchmark that keeps them (run-scale-bench.sh: FIGURES_FILE).
  const figures = {
    shoppers: SHOPPERS,
    seconds: SECONDS,
    products: PRODUCTS,
    ordersPerSecond: loadCount / SECONDS,
    loadOrders: loadCount,
    refused: refusals,
    idleP50: idle.med,
    load: { p50: load.med, p95: load['p(95)'], p99: load['p(99)'], max: load.max },
    stockMismatch: mismatch,
    slots: SLOTS,
    ...(SLOTS ? { slotMismatch: slotDifference } : {}),
    thresholdsCrossed: crossed,
  };
  return {
    stdout: `${table}\n`,
    [`${resultsDir}/checkout-table.md`]: `${table}\n`,
    [`${resultsDir}/checkout-load-orders`]: `${loadCount}\n`,
    ...(__ENV.FIGURES_FILE ? { [__ENV.FIGURES_FILE]: `${JSON.stringify(figures, null, 2)}\n` } : {}),
  };
}
