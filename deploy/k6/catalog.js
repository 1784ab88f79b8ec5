// Catalog reads through the gateway while the cache is being emptied: requests spread over pages,
// words and products while run-catalog-bench.sh drops cached entries (MODE=after-writes: only the
// cached pages, as any catalogue write does; MODE=uncached: product documents too). Cached reads are
// measured by run-performance-bench.sh. Only against a local gateway.
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const SECONDS = Number(__ENV.SCENARIO_SECONDS || 20);
const VUS = Number(__ENV.VUS || 8);
const RESULTS_DIR = __ENV.RESULTS_DIR || 'results';
const MODE = __ENV.MODE || 'after-writes';

const WORDS = [
  'rice',
  'tea',
  'milk',
  'phone',
  'organic',
  'chips',
  'oil',
  'watch',
  'speaker',
  'laptop',
  'soap',
  'bread',
  'green',
  'juice',
  'fan',
  'dal',
  'coffee',
  'mask',
  'cable',
  'shampoo',
];
const NAMES = [
  ['list_uncached', 'product/get, random page and limit'],
  ['search_uncached', 'search-product, random words and page'],
  ['details_uncached', 'get-product-details, random product of 1000'],
];

export const options = {
  scenarios: Object.fromEntries(
    NAMES.map(([name], index) => [
      name,
      {
        executor: 'constant-vus',
        vus: VUS,
        duration: `${SECONDS}s`,
        startTime: `${index * (SECONDS + 2)}s`,
        exec: name,
      },
    ]),
  ),
  // k6 keeps per-scenario figures only for metrics a threshold names; max>=0 names the durations
  // without judging them (a benchmark records, it does not pass or fail on speed).
  thresholds: Object.fromEntries(
    NAMES.flatMap(([name]) => [
      [`http_req_duration{scenario:${name}}`, ['max>=0']],
      [`http_reqs{scenario:${name}}`, ['count>0']],
      [`http_req_failed{scenario:${name}}`, ['rate<0.01']],
    ]),
  ),
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
};

const post = (path, body) => {
  const response = http.post(`${BASE_URL}${path}`, JSON.stringify(body), {
    headers: { 'content-type': 'application/json' },
  });
  check(response, { 'status 200': (r) => r.status === 200 });
  return response;
};
const random = (n) => Math.floor(Math.random() * n);

export function setup() {
  const ids = [];
  for (let page = 1; page <= 20; page++) {
    const response = post('/api/product/get', { page, limit: 50 });
    for (const product of response.json('data') || []) ids.push(product._id);
  }
  if (ids.length < 50) throw new Error('seed the catalogue first (npm run seed -w @shop/catalog)');
  return { ids };
}

export function list_uncached() {
  post('/api/product/get', { page: 1 + random(400), limit: 1 + random(50) });
}
export function search_uncached() {
  const words = random(2)
    ? `${WORDS[random(WORDS.length)]} ${WORDS[random(WORDS.length)]}`
    : WORDS[random(WORDS.length)];
  post('/api/product/search-product', { search: words, page: 1 + random(5), limit: 1 + random(20) });
}
export function details_uncached(data) {
  post('/api/product/get-product-details', { productId: data.ids[random(data.ids.length)] });
}

export function handleSummary(data) {
  const metric = (name, scenario) => data.metrics[`${name}{scenario:${scenario}}`]?.values ?? {};
  const rows = NAMES.map(([name, label]) => {
    const duration = metric('http_req_duration', name);
    const count = metric('http_reqs', name).count ?? 0;
    const failed = metric('http_req_failed', name).rate ?? 0;
    return `| ${label} | ${count} | ${(count / SECONDS).toFixed(1)} | ${duration.med?.toFixed(1)} | ${duration['p(95)']?.toFixed(1)} | ${duration['p(99)']?.toFixed(1)} | ${(failed * 100).toFixed(2)}% |`;
  });
  const table = [
    '| scenario | requests | requests/s | median ms | p95 ms | p99 ms | failed |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
  return {
    [`${RESULTS_DIR}/catalog-summary-${MODE}.json`]: JSON.stringify(data, null, 2),
    [`${RESULTS_DIR}/catalog-${MODE}.md`]: table,
    stdout: `${table}\n`,
  };
}
