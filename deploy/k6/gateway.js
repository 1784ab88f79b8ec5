// What the gateway costs: the same cached catalogue reads sent to the catalog service directly and
// through the gateway, one scenario after another (run-gateway-bench.sh writes the table).
import http from 'k6/http';
import { check } from 'k6';

const SECONDS = Number(__ENV.SCENARIO_SECONDS || 15);
const VUS = Number(__ENV.VUS || 8);
const TARGETS = { direct: __ENV.CATALOG_URL || 'http://127.0.0.1:3002', gateway: __ENV.GATEWAY_URL || 'http://127.0.0.1:8080' };
const CALLS = {
  list: ['/api/product/get', () => ({ page: 1, limit: 12 })],
  details: ['/api/product/get-product-details', (data) => ({ productId: data.productId })],
};
const NAMES = Object.keys(CALLS).flatMap((call) => Object.keys(TARGETS).map((target) => `${call}_${target}`));

export const options = {
  scenarios: Object.fromEntries(
    NAMES.map((name, index) => [name, { executor: 'constant-vus', vus: VUS, duration: `${SECONDS}s`, startTime: `${index * (SECONDS + 2)}s`, exec: 'run', env: { NAME: name } }]),
  ),
  thresholds: Object.fromEntries(NAMES.flatMap((name) => [[`http_req_duration{scenario:${name}}`, ['max>=0']], [`http_reqs{scenario:${name}}`, ['count>0']]])),
  summaryTrendStats: ['med', 'p(95)', 'p(99)'],
};

const post = (url, body) => http.post(url, JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

export function setup() {
  const first = post(`${TARGETS.gateway}/api/product/get`, { page: 1, limit: 1 });
  return { productId: first.json('data.0._id') };
}

export function run(data) {
  const [call, target] = __ENV.NAME.split('_');
  const [path, body] = CALLS[call];
  check(post(`${TARGETS[target]}${path}`, body(data)), { 'status 200': (r) => r.status === 200 });
}

export function handleSummary(data) {
  const figure = (name) => ({
    // k6's rate divides by the whole run; each scenario ran SECONDS of it.
    rate: data.metrics[`http_reqs{scenario:${name}}`].values.count / SECONDS,
    duration: data.metrics[`http_req_duration{scenario:${name}}`].values,
  });
  const rows = Object.keys(CALLS).map((call) => {
    const [direct, gateway] = [figure(`${call}_direct`), figure(`${call}_gateway`)];
    const cell = ({ rate, duration }) => `${rate.toFixed(0)} req/s (p50 ${duration.med.toFixed(1)}, p99 ${duration['p(99)'].toFixed(1)} ms)`;
    return `| ${CALLS[call][0]} | ${cell(direct)} | ${cell(gateway)} | ${((gateway.rate / direct.rate) * 100).toFixed(0)}% |`;
  });
  const table = ['| call (cached) | catalog directly | through the gateway | gateway / direct |', '|---|---:|---:|---:|', ...rows].join('\n');
  return { stdout: `${table}\n`, [`${__ENV.RESULTS_DIR || 'results'}/gateway-table.md`]: table };
}
