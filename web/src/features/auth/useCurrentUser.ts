import { useAppSelector } from '../../app/hooks';
import { useUserDetailsQuery } from './authApi';

/** The signed-in user, or null for a visitor; `loading` while a remembered session is being checked. */
export function useCurrentUser() {
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const { data, isLoading } = useUserDetailsQuery(undefined, { skip: !signedIn });
  const user = signedIn ? (data ?? null) : null;
  return { user, isAdmin: user?.role === 'ADMIN', loading: signedIn && isLoading };
}
