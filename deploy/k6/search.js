// Search through the gateway (issue 22): search-product with the words shoppers type (typos, plurals,
// joined words, several words), the same with filters and sorts, and suggestions as letters are typed.
// Run by run-search-bench.sh; only against a local gateway with the demo catalogue seeded.
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const SECONDS = Number(__ENV.SCENARIO_SECONDS || 20);
const VUS = Number(__ENV.VUS || 8);
const RESULTS_DIR = __ENV.RESULTS_DIR || 'results';

// A sample of services/catalog/src/search/relevance-set.ts.
const QUERIES = [
  'bananna',
  'pomegranite',
  'brocoli',
  'chocolte',
  'cofee',
  'shampo',
  'keybaord',
  'kettel',
  'grean tea',
  'tomato ketchap',
  'apples',
  'mangoes',
  'chargers',
  'noodle',
  'power banks',
  'smartwatch',
  'cornflakes',
  'smart watch',
  'corn flakes',
  'head phones',
  'pinea',
  'lapt',
  'basmati ri',
  'masala oats',
  'gaming mouse',
  'wireless earbuds',
  'usb-c cable',
  'organic honey',
  'rice',
  'milk',
  'guitar',
  'xyzzy',
];
const SORTS = ['relevance', 'price-asc', 'price-desc', 'discount'];
const NAMES = [
  ['search', 'search-product, typed words (page 1 or 2)'],
  ['search_filtered', 'search-product with a price range, in stock, discount and a sort'],
  ['suggest', 'suggest, 2 to 6 letters of a word'],
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
  // Per-scenario figures need a threshold naming them; max>=0 judges nothing (a benchmark records).
  thresholds: Object.fromEntries(
    NAMES.flatMap(([name]) => [
      [`http_req_duration{scenario:${name}}`, ['max>=0']],
      [`http_reqs{scenario:${name}}`, ['count>0']],
      [`http_req_failed{scenario:${name}}`, ['rate<0.01']],
    ]),
  ),
  summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
};

const random = (n) => Math.floor(Math.random() * n);
const query = () => QUERIES[random(QUERIES.length)];
const ok = (response) => check(response, { 'status 200': (r) => r.status === 200 });
const post = (body) =>
  ok(
    http.post(`${BASE_URL}/api/product/search-product`, JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    }),
  );

export function setup() {
  const response = http.post(`${BASE_URL}/api/product/get`, JSON.stringify({ page: 1, limit: 1 }), {
    headers: { 'content-type': 'application/json' },
  });
  if ((response.json('totalCount') || 0) < 1000)
    throw new Error('seed the catalogue first (npm run seed -w @shop/catalog)');
}

export function search() {
  post({ search: query(), page: 1 + random(2) });
}
export function search_filtered() {
  const minPrice = random(200);
  post({
    search: query(),
    minPrice,
    maxPrice: minPrice + 100 + random(5000),
    inStock: random(2) === 1,
    minDiscount: [0, 10, 20][random(3)],
    sort: SORTS[random(SORTS.length)],
  });
}
export function suggest() {
  const word = query().split(' ')[0];
  ok(http.get(`${BASE_URL}/api/product/suggest?q=${encodeURIComponent(word.slice(0, 2 + random(5)))}`));
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
    [`${RESULTS_DIR}/search-summary.json`]: JSON.stringify(data, null, 2),
    [`${RESULTS_DIR}/search-table.md`]: table,
    stdout: `${table}\n`,
  };
}
