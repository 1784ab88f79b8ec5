import { Schema } from 'mongoose';
import type { EventContract, PayloadOf } from '../contracts/contract';
import { createEvent, IntegrationEvent } from './integration-event';
import { flagPendingOutboxes } from './outbox-pending';

/**
 * Events wait in an `outbox` array on the very document whose change they announce, written in the
 * same single-document update (FerretDB has no transactions). The relay publishes them and pulls them
 * off once the broker confirms, so an event survives a broker outage or a crash.
 */
export const outboxEntrySchema = new Schema<IntegrationEvent>(
  {
    id: { type: String, required: true },
    type: String,
    occurredAt: String,
    payload: Schema.Types.Mixed,
    traceContext: Schema.Types.Mixed,
  },
  { _id: false },
);

/** The outbox, and the flag by which the relay finds the documents whose outbox holds events (outbox-pending.ts). */
export function withOutbox<S extends Schema<any>>(schema: S): S {
  (schema as Schema).add({ outbox: { type: [outboxEntrySchema], default: [] } });
  flagPendingOutboxes(schema as Schema);
  return schema;
}

/** The update fragment that queues an event on the document being written. */
export function queueEvent<E extends EventContract>(
  contract: E,
  payload: PayloadOf<E>,
): { $push: { outbox: IntegrationEvent<PayloadOf<E>> } } {
  return { $push: { outbox: createEvent(contract, payload) } };
}
