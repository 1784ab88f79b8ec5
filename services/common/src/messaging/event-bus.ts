import type { EventContract, PayloadOf } from '../contracts/contract';
import type { IntegrationEvent } from './integration-event';

export type EventHandler<T = unknown> = (event: IntegrationEvent<T>) => Promise<void>;

/** One event a queue receives and its handler, which only ever gets payloads the event's schema accepted. */
export interface EventBinding<E extends EventContract = EventContract> {
  event: E;
  handle(event: IntegrationEvent<PayloadOf<E>>): Promise<void>;
}

export function onEvent<E extends EventContract>(event: E, handle: EventHandler<PayloadOf<E>>): EventBinding<E> {
  return { event, handle };
}

export interface Subscription {
  /** Durable queue name, unique per consumer, e.g. 'cart.order-placed'. */
  queue: string;
  /** The events the queue receives, each with its handler (see onEvent). */
  handlers: EventBinding[];
  /**
   * Events an earlier version of the service bound the queue to and this one no longer handles: unbound
   * where a broker still has the binding, or each would be dead-lettered as having no handler.
   */
  retired?: EventContract[];
}

/** Publishes and consumes integration events; the only thing services know about the broker. */
export abstract class EventBus {
  /** Resolves once the broker has confirmed the event; rejects after the timeout if it cannot. */
  abstract publish(event: IntegrationEvent, timeoutMs?: number): Promise<void>;
  abstract subscribe(subscription: Subscription): Promise<void>;
}
