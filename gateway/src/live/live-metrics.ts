import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '@shop/common';

export const liveStreamsOpen = new Gauge({
  name: 'live_streams_open',
  help: 'Event streams (GET /api/live) open on this gateway',
  registers: [metricsRegistry],
});

export const liveStreamsDropped = new Counter({
  name: 'live_streams_dropped_total',
  help: 'Event streams the gateway closed: slow (the client left too much unread) or shutdown',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

export const liveEventsDelivered = new Counter({
  name: 'live_events_delivered_total',
  help: 'Events written to streams (one per stream an event went to), by event name',
  labelNames: ['event'] as const,
  registers: [metricsRegistry],
});

export const liveEventsReceived = new Counter({
  name: 'live_events_received_total',
  help: "Integration events the gateway's live queue took, by type and outcome (fanned_out, refused: failed its contract, superseded: a product's older announcement arriving late)",
  labelNames: ['type', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const liveFeedConsuming = new Gauge({
  name: 'live_feed_consuming',
  help: "1 while the gateway's live queue is consumed, 0 while the broker is away (streams stay open, without events)",
  registers: [metricsRegistry],
});
