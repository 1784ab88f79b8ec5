import { metricsRegistry } from '@shop/common';
import bcrypt from 'bcryptjs';
import { Counter } from 'prom-client';

const COST = 10;

/** Each hash costs tens of ms of CPU: operators watch the rate; tests check a call's count (no timing). */
export const passwordHashes = new Counter({
  name: 'password_hashes_total',
  help: 'Passwords hashed with bcrypt (registrations, resets, password changes)',
  registers: [metricsRegistry],
});

export function hashPassword(password: string): Promise<string> {
  passwordHashes.inc();
  return bcrypt.hash(password, COST);
}

/** Compares in constant time; a malformed stored hash simply does not match. */
export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
