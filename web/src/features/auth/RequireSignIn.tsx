import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useCurrentUser } from './useCurrentUser';

/** Pages of a signed-in user: visitors go to login, which brings them back here afterwards. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
