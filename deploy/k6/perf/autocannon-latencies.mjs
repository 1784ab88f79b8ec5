// Latencies of one kind of request sent by a few clients at once for a while, with autocannon (k6 costs
// more CPU per request than the reads measured on a 2-core machine). Every answered request's latency
// is kept, so the percentiles are exact, not autocannon's histogram buckets.
import autocannon from 'autocannon';

/**
 * Sends the request for `seconds` from `connections` clients at once. `request` holds autocannon's
 * options for it: url, and method, headers and body, or `requests` with a setupRequest to vary each one.
 * Answers the percentiles of the answers under 300 and how many requests failed (errors, time-outs,
 * any other status).
 */
export async function latencies(request, { connections, seconds }) {
  const answered = [];
  const run = autocannon({ ...request, connections, duration: seconds });
  run.on('response', (_client, status, _bytes, milliseconds) => status < 300 && answered.push(milliseconds));
  const result = await run;
  answered.sort((a, b) => a - b);
  const percentile = (p) => answered[Math.min(answered.length - 1, Math.floor((answered.length * p) / 100))];
  return {
    requests: answered.length,
    failed: result.errors + result.timeouts + result.non2xx,
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    max: answered.at(-1),
  };
}
