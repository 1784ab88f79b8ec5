import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What /metrics answers: this process's series only (each service and the gateway has its own). */
export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to finishing its response, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export type EventOutcome = 'handled' | 'retried' | 'dead_lettered' | 'duplicate' | 'deferred';

export const eventsHandled = new Counter({
  name: 'events_handled_total',
  help: 'Integration events taken off a queue, by queue, event type and outcome (handled, retried, dead_lettered, duplicate, deferred while another holds its claim)',
  labelNames: ['queue', 'event', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const rpcRequestsHandled = new Counter({
  name: 'rpc_requests_handled_total',
  help: 'Requests this process answered on a request/response route, by route and outcome (answered, refused)',
  labelNames: ['route', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const outboxPending = new Gauge({
  name: 'outbox_pending_events',
  help: "Events waiting in a collection's outboxes: found by the relay's last pass, less those it has published since (at most 100 documents' worth are read per pass)",
  labelNames: ['collection'] as const,
  registers: [metricsRegistry],
});

let collectingProcessMetrics = false;

/**
 * The event loop lag is sampled by a timer at this interval. prom-client's default (10 ms) wakes every
 * process 100 times a second: half a percent of a core each with no request at all, most of an idle
 * stack's CPU (issue 21). At 100 ms any stall of 100 ms or more is still seen; shorter ones by chance.
 */
const EVENT_LOOP_SAMPLE_MS = 100;

/**
 * Node's own metrics (CPU, memory, event loop lag, GC, handles). Started by the process that serves
 * /metrics rather than on import, so libraries and tests that load this module start no collectors.
 */
export function collectProcessMetrics(): void {
  if (collectingProcessMetrics) return;
  collectingProcessMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}
