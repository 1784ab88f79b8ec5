import { context, Context, propagation, ROOT_CONTEXT } from '@opentelemetry/api';

/** W3C trace context (`traceparent`, `tracestate`) as carried by an event and its message headers. */
export type TraceCarrier = Record<string, string>;

/** The active trace, written down so whoever handles an event later continues it. Empty without tracing. */
export function currentTraceCarrier(): TraceCarrier | undefined {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? carrier : undefined;
}

/** The trace a carrier names, as a context to run in; the root (a new trace) when it names none. */
export function traceContextOf(carrier: Record<string, unknown> | undefined): Context {
  return carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
}
