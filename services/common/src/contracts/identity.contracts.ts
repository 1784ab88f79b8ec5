import { z } from 'zod';
import { defineEvent, PayloadOf } from './contract';

export const IdentityEvents = {
  userRegistered: defineEvent(
    'user.registered',
    z.object({ userId: z.string().min(1), email: z.string(), name: z.string() }),
  ),
} as const;

export type UserRegisteredPayload = PayloadOf<typeof IdentityEvents.userRegistered>;

/** Redis key marking a session as ended; the gateway refuses access tokens of that session at once. */
export const revokedSessionKey = (sessionId: string) => `session:revoked:${sessionId}`;
