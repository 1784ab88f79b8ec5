/** Remembers which events a consumer has handled, so a redelivered event has no second effect. */
export abstract class InboxStore {
  abstract hasHandled(consumer: string, eventId: string): Promise<boolean>;
  abstract markHandled(consumer: string, eventId: string): Promise<void>;
}
