// Checkout throughput: cash-on-delivery orders through the gateway. First one shopper orders alone
// (the idle figure), then SHOPPERS shoppers order as fast as they can for SECONDS over PRODUCTS
// products. Users, addresses and products are prepared in setup; at the end the stock taken is
// compared with the units in the shoppers' orders (oversold or lost units). run-checkout-bench.sh
// writes the table.
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

const stockMismatch = new Gauge('stock_mismatch');
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
      pincode: '411001',
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
  return { admin, products, users };
}

export function order(data) {
  const shopper = data.users[(__VU - 1) % data.users.length];
  const productId = data.products[Math.floor(Math.random() * data.products.length)];
  call('POST', '/api/cart/create', { productId }, shopper.token);
  const placed = http.post(`${BASE_URL}/api/order/cash-on-delivery`, JSON.stringify({ addressId: shopper.addressId }), {
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
  for (const productId of data.products) call('DELETE', '/api/product/delete-product', { _id: productId }, data.admin);
}

export function handleSummary(data) {
  const metric = (name) => data.metrics[name] && data.metrics[name].values;
  const idle = metric('http_req_duration{scenario:idle,name:cod}');
  const load = metric('http_req_duration{scenario:load,name:cod}');
  const loadCount = metric('http_reqs{scenario:load,name:cod}').count;
  const mismatch = (metric('stock_mismatch') || { value: NaN }).value;
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
    thresholdsCrossed: crossed,
  };
  return {
    stdout: `${table}\n`,
    [`${resultsDir}/checkout-table.md`]: `${table}\n`,
    [`${resultsDir}/checkout-load-orders`]: `${loadCount}\n`,
    ...(__ENV.FIGURES_FILE ? { [__ENV.FIGURES_FILE]: `${JSON.stringify(figures, null, 2)}\n` } : {}),
  };
}
