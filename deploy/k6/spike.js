// Spike: a handful of visitors, then eight times as many within five seconds (a sale goes live), held
// for half a minute, then back. Thresholds: under 1% failed requests and p95 under 1 s while it lasts.
import { browse, loadTaxonomy, summary } from './lib/shopper-browsing.js';

const BASE = Number(__ENV.BASE_VUS || 10);
const PEAK = Number(__ENV.PEAK_VUS || 80);

export const options = {
  scenarios: {
    spike: {
      executor: 'ramping-vus',
      startVUs: BASE,
      stages: [
        { duration: '10s', target: BASE },
        { duration: '5s', target: PEAK },
        { duration: '30s', target: PEAK },
        { duration: '5s', target: BASE },
        { duration: '10s', target: BASE },
      ],
    },
  },
  thresholds: { http_req_duration: ['p(95)<1000'], http_req_failed: ['rate<0.01'], checks: ['rate>0.99'] },
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
};

export const setup = loadTaxonomy;

export default function (data) {
  browse(data, 0.2);
}

export function handleSummary(data) {
  return summary(data, 'spike', 'p95 < 1 s, < 1% failed');
}
