// Browse and search: visitors ramp up to 20, browse for a minute, and leave. Thresholds: p95 under
// 300 ms and under 1% failed requests. run-load-tests.sh records the figures.
import { browse, loadTaxonomy, summary } from './lib/shopper-browsing.js';

export const options = {
  scenarios: {
    browse: {
      executor: 'ramping-vus',
      stages: [
        { duration: '15s', target: Number(__ENV.VUS || 20) },
        { duration: '45s', target: Number(__ENV.VUS || 20) },
        { duration: '10s', target: 0 },
      ],
    },
  },
  thresholds: { http_req_duration: ['p(95)<300'], http_req_failed: ['rate<0.01'], checks: ['rate>0.99'] },
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
};

export const setup = loadTaxonomy;

export default function (data) {
  browse(data);
}

export function handleSummary(data) {
  return summary(data, 'browse', 'p95 < 300 ms, < 1% failed');
}
