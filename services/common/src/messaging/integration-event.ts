import { randomUUID } from 'node:crypto';
import { currentTraceCarrier, TraceCarrier } from './trace-context';

/** A fact one service tells the others. The id lets consumers handle each event once. */
export interface IntegrationEvent<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  payload: T;
  /**
   * The trace of the request that caused the event (absent when tracing is off). An event waits in an
   * outbox and is published later by whichever relay pass comes, so it keeps its own trace to continue.
   */
  traceContext?: TraceCarrier;
}

export function createEvent<T>(type: string, payload: T): IntegrationEvent<T> {
  const traceContext = currentTraceCarrier();
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload, ...(traceContext ? { traceContext } : {}) };
}
