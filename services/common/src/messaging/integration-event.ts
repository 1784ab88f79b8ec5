import { randomUUID } from 'node:crypto';

/** A fact one service tells the others. The id lets consumers handle each event once. */
export interface IntegrationEvent<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  payload: T;
}

export function createEvent<T>(type: string, payload: T): IntegrationEvent<T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload };
}
