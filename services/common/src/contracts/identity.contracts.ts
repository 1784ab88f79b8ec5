export const IdentityEvents = {
  /** UserRegisteredPayload */
  userRegistered: 'user.registered',
} as const;

export interface UserRegisteredPayload {
  userId: string;
  email: string;
  name: string;
}

/** Redis key marking a session as ended; the gateway refuses access tokens of that session at once. */
export const revokedSessionKey = (sessionId: string) => `session:revoked:${sessionId}`;
