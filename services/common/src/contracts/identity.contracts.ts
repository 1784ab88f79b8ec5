import { z } from 'zod';
import { defineEvent, PayloadOf } from './contract';

export const IdentityEvents = {
  userRegistered: defineEvent(
    'user.registered',
    z.object({ userId: z.string().min(1), email: z.string(), name: z.string() }),
  ),
  /** A session was logged out or revoked: every gateway ends that session's live streams at once. */
  sessionEnded: defineEvent('session.ended', z.object({ userId: z.string().min(1), sessionId: z.string().min(1) })),
} as const;

export type UserRegisteredPayload = PayloadOf<typeof IdentityEvents.userRegistered>;
export type SessionEndedPayload = PayloadOf<typeof IdentityEvents.sessionEnded>;

/** Redis key marking a session as ended; the gateway refuses access tokens of that session at once. */
export const revokedSessionKey = (sessionId: string) => `session:revoked:${sessionId}`;
