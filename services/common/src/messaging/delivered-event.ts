import { z } from 'zod';
import { checkShape } from '../contracts/contract';
import type { EventBinding } from './event-bus';
import type { IntegrationEvent } from './integration-event';

const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  occurredAt: z.string(),
  payload: z.unknown(),
  traceContext: z.record(z.string()).optional(),
});

export type Delivered =
  { ok: true; event: IntegrationEvent; binding: EventBinding } | { ok: false; type: string; problem: string };

/**
 * Reads a delivered message as an event the queue handles, its payload parsed by that event's schema,
 * or says why it cannot be handled (the type is 'unreadable' when the message names none).
 */
export function readDelivered(content: Buffer, bindings: ReadonlyMap<string, EventBinding>): Delivered {
  let raw: unknown;
  try {
    raw = JSON.parse(content.toString());
  } catch {
    return { ok: false, type: 'unreadable', problem: 'not JSON' };
  }
  const envelope = checkShape(envelopeSchema, raw);
  if (!envelope.ok) return { ok: false, type: typeOf(raw), problem: `not an event: ${envelope.problem}` };
  const event = envelope.value;
  const binding = bindings.get(event.type);
  if (!binding) return { ok: false, type: event.type, problem: 'this queue has no handler for it' };
  const payload = checkShape(binding.event.payload, event.payload);
  if (!payload.ok) return { ok: false, type: event.type, problem: payload.problem };
  return { ok: true, event: { ...event, payload: payload.value }, binding };
}

function typeOf(raw: unknown): string {
  const type = (raw as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type ? type : 'unreadable';
}
