/**
 * What a claim found: the event is this consumer's to handle now, was handled already, or is being
 * handled (by another copy in flight, or by a process that died handling it, until its claim lapses).
 */
export type Claim = 'claimed' | 'handled' | 'busy';

/**
 * Remembers which events a consumer has handled, so a redelivered or duplicated event has no second
 * effect. A consumer claims an event before handling it, so two copies delivered at once are not
 * both handled; a failed attempt gives the claim back for the retry.
 */
export abstract class InboxStore {
  abstract claim(consumer: string, eventId: string): Promise<Claim>;
  abstract complete(consumer: string, eventId: string): Promise<void>;
  abstract release(consumer: string, eventId: string): Promise<void>;
}
