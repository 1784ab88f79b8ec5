export const IdentityEvents = {
  /** UserRegisteredPayload */
  userRegistered: 'user.registered',
} as const;

export interface UserRegisteredPayload {
  userId: string;
  email: string;
  name: string;
}
