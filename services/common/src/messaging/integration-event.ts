import { randomUUID } from 'node:crypto';
import { checkShape, EventContract, PayloadOf } from '../contracts/contract';
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

/**
 * A new event of the contract's type. The payload is checked here, where the producer's bug is, rather
 * than after it waited in an outbox and every consumer refused it.
 */
export function createEvent<E extends EventContract>(
  contract: E,
  payload: PayloadOf<E>,
): IntegrationEvent<PayloadOf<E>> {
  const checked = checkShape(contract.payload, payload);
  if (!checked.ok) throw new Error(`${contract.type} event refused: ${checked.problem}`);
  const traceContext = currentTraceCarrier();
  return {
    id: randomUUID(),
    type: contract.type,
    occurredAt: new Date().toISOString(),
    payload: checked.value,
    ...(traceContext ? { traceContext } : {}),
  };
}
