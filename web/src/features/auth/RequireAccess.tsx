import type { ReactNode } from 'react';
import { PageLoader } from '../../components/PageLoader';
import type { Access } from './access';
import { useCurrentUser } from './useCurrentUser';

/**
 * Spec 6: staff pages check the role for their access level; anyone else sees the refusal in red
 * (the server refuses their calls too).
 */
export function RequireAccess({ level, children }: { level: Access; children: ReactNode }) {
  const { can, loading } = useCurrentUser();
  if (loading) return <PageLoader />;
  if (!can(level)) {
    return (
      <p role="alert" className="p-4 font-medium text-red-600">
        Do not have permission
      </p>
    );
  }
  return children;
}
