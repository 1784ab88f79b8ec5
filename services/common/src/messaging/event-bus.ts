import type { IntegrationEvent } from './integration-event';

export type EventHandler<T = unknown> = (event: IntegrationEvent<T>) => Promise<void>;

export interface Subscription {
  /** Durable queue name, unique per consumer, e.g. 'cart.order-placed'. */
  queue: string;
  /** Event types (topic patterns) the queue receives. */
  events: string[];
  handler: EventHandler<any>;
}

/** Publishes and consumes integration events; the only thing services know about the broker. */
export abstract class EventBus {
  /** Resolves once the broker has confirmed the event; rejects after the timeout if it cannot. */
  abstract publish(event: IntegrationEvent, timeoutMs?: number): Promise<void>;
  abstract subscribe(subscription: Subscription): Promise<void>;
}
