// Search through the gateway (issue 22), measured with autocannon (k6 costs more CPU per request than
// the reads measured on this 2-core machine): search-product with words shoppers type (typos, plurals,
// joined words, several words), the same with filters and sorts, and suggestions as letters are typed.
// Each request picks its words at random. Timings are recorded, never judged.
// Run by run-search-bench.sh: GATEWAY_URL, CONNECTIONS, DURATION (seconds per scenario).
import { latencies } from './perf/autocannon-latencies.mjs';
import { QUERIES } from './perf/typed-searches.mjs';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const SECONDS = Number(process.env.DURATION ?? 20);

const SORTS = ['relevance', 'price-asc', 'price-desc', 'discount'];
const random = (n) => Math.floor(Math.random() * n);
const query = () => QUERIES[random(QUERIES.length)];
const searchBody = (body, path = '/api/product/search-product') => ({
  method: 'POST',
  path,
  body: JSON.stringify(body),
});
// The catalog keeps its answers to public reads (http-cache/), keyed by the whole request line: a query
// string never sent before makes the catalog search each time, which is what the second scenario measures.
let fresh = 0;
const uncachedPath = () => `/api/product/search-product?fresh=${process.pid}-${(fresh += 1)}`;

const SCENARIOS = [
  {
    label: 'search-product, typed words (page 1 or 2; repeated requests answered from kept answers)',
    request: () => searchBody({ search: query(), page: 1 + random(2) }),
  },
  {
    label: 'search-product, typed words, every request searched anew (none answered from kept answers)',
    request: () => searchBody({ search: query(), page: 1 + random(2) }, uncachedPath()),
  },
  {
    label: 'search-product with a price range, in stock, a discount and a sort',
    request: () => {
      const minPrice = random(200);
      return searchBody(
        {
          search: query(),
          minPrice,
          maxPrice: minPrice + 100 + random(5000),
          inStock: random(2) === 1,
          minDiscount: [0, 10, 20][random(3)],
          sort: SORTS[random(SORTS.length)],
        },
        uncachedPath(),
      );
    },
  },
  {
    label: 'suggest, 2 to 6 letters of a word',
    request: () => {
      const word = query().split(' ')[0];
      return { method: 'GET', path: `/api/product/suggest?q=${encodeURIComponent(word.slice(0, 2 + random(5)))}` };
    },
  },
];

async function load(scenario) {
  const { requests, failed, p50, p95, p99 } = await latencies(
    {
      url: GATEWAY_URL,
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request() }) }],
    },
    { connections: CONNECTIONS, seconds: SECONDS },
  );
  const ms = (value) => (value ?? 0).toFixed(1);
  return `| ${scenario.label} | ${requests} | ${(requests / SECONDS).toFixed(0)} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${failed} |`;
}

const rows = [];
for (const scenario of SCENARIOS) rows.push(await load(scenario));
console.log(
  [
    '| scenario | requests | requests/s | p50 ms | p95 ms | p99 ms | failed |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n'),
);
