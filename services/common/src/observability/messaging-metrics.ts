import type { ConsumeMessage } from 'amqplib';
import { EventOutcome, eventsHandled, outboxPending, rpcRequestsHandled } from './metrics';

/** Counts one event taken off a queue with what became of it. */
export function countEvent(queue: string, event: string, outcome: EventOutcome): void {
  eventsHandled.inc({ queue, event, outcome });
}

/** Counts one request answered on a request/response route: refused when its handler refused it. */
export function countRpc(route: string, outcome: 'answered' | 'refused'): void {
  rpcRequestsHandled.inc({ route, outcome });
}

/**
 * The event type of a message that failed: a first delivery names it in its properties, a redelivery
 * from a retry queue does not (it was re-sent without them), so then it is read from the event itself.
 */
export function eventTypeOf(message: ConsumeMessage): string {
  if (message.properties.type) return String(message.properties.type);
  try {
    return String(JSON.parse(message.content.toString()).type ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** Records what the relay found in a collection: its events now wait to be published. */
export function outboxFound(collection: string, documents: object[]): void {
  let events = 0;
  for (const document of documents)
    if ('outbox' in document && Array.isArray(document.outbox)) events += document.outbox.length;
  outboxPending.set({ collection }, events);
}

/** One event of the collection's outbox published and pulled off its document. */
export function outboxPublished(collection: string): void {
  outboxPending.dec({ collection });
}
