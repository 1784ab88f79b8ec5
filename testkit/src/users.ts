import { randomUUID } from 'node:crypto';
import { ApiClient } from './api-client';

export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@shop.local';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'Admin12345!';

/** What a token-mode client sends to login to get the refresh token in the answer. */
export const TOKEN_MODE = { 'x-token-delivery': 'body' };

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface TestUser {
  client: ApiClient;
  email: string;
  password: string;
  refreshToken: string;
}

/** Registers a fresh shopper and logs in; the returned client sends the access token. */
export async function signUp(name = 'Test Shopper'): Promise<TestUser> {
  const client = new ApiClient();
  const email = uniqueEmail();
  const password = 'Secret-pass-1';
  const registered = await client.post('/api/user/register', { name, email, password, confirmPassword: password });
  if (registered.status !== 201 && registered.status !== 200) {
    throw new Error(`register failed: ${registered.status} ${registered.body.message}`);
  }
  return { client, email, password, refreshToken: await logIn(client, email, password) };
}

/**
 * Logs the client in (sets its token); returns the refresh token, which it asks for as a token-mode
 * client (X-Token-Delivery: body): without it the token travels only in the httpOnly cookie.
 */
export async function logIn(client: ApiClient, email: string, password: string): Promise<string> {
  const response = await client.post('/api/user/login', { email, password }, { headers: TOKEN_MODE });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.body.message}`);
  client.token = response.body.data.accesstoken;
  return response.body.data.refreshToken;
}

export async function signInAdmin(): Promise<ApiClient> {
  const client = new ApiClient();
  await logIn(client, ADMIN_EMAIL, ADMIN_PASSWORD);
  return client;
}

/** A staff role an admin gives (issue 38). */
export type StaffRole = 'ADMIN' | 'MANAGER' | 'PACKER' | 'RIDER';

/** `admin` gives `user` the role (or USER, taking it back); the answer as it came. */
export function giveRole(admin: ApiClient, email: string, role: StaffRole | 'USER') {
  return admin.put('/api/user/admin/role', { email, role });
}

/**
 * A fresh account an admin gave `role`, logged in again so its token carries the role (the token it
 * had is answered as expired from the change on).
 */
export async function signUpStaff(role: StaffRole, name = `Test ${role.toLowerCase()}`): Promise<TestUser> {
  const user = await signUp(name);
  const given = await giveRole(await signInAdmin(), user.email, role);
  if (given.status !== 200) throw new Error(`role ${role} not given: ${given.status} ${given.body.message}`);
  return { ...user, refreshToken: await logIn(user.client, user.email, user.password) };
}
