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

/**
 * Redis key holding a user's role after an admin changed it, kept for an access token's life: the
 * gateway answers a token that names another role as expired, so the client refreshes and the next
 * request carries the new role (a removed role works for no request after the change).
 */
export const currentRoleKey = (userId: string) => `user:role:${userId}`;
