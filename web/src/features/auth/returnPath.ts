import type { Location } from 'react-router-dom';

/** Where to go after signing in (or registering): back where the shopper was sent from, else home. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register') return '/';
  return `${from.pathname}${from.search ?? ''}`;
}
