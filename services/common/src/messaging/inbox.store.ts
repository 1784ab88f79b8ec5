/**
 * Remembers which events a consumer has handled, so a redelivered or duplicated event has no second
 * effect. A consumer claims an event before handling it, so two copies delivered at once are not
 * both handled; a failed attempt gives the claim back for the retry.
 */
export abstract class InboxStore {
  /** True when this consumer may handle the event now (nobody has handled or is handling it). */
  abstract claim(consumer: string, eventId: string): Promise<boolean>;
  abstract complete(consumer: string, eventId: string): Promise<void>;
  abstract release(consumer: string, eventId: string): Promise<void>;
}
