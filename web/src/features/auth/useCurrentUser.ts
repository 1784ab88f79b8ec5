import { useCallback } from 'react';
import { useAppSelector } from '../../app/hooks';
import { mayAccess, type Access } from './access';
import { useUserDetailsQuery } from './authApi';

/**
 * The signed-in user, or null for a visitor; `loading` while a remembered session is being checked.
 * `can(access)` says what their role allows, in the server's levels.
 */
export function useCurrentUser() {
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const { data, isLoading } = useUserDetailsQuery(undefined, { skip: !signedIn });
  const user = signedIn ? (data ?? null) : null;
  const role = user?.role;
  const can = useCallback((access: Access) => mayAccess(role, access), [role]);
  return { user, role, can, loading: signedIn && isLoading };
}
