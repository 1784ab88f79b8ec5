import type { ReactNode } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser';

/** Spec 6: admin pages check the role; anyone else sees the refusal in red (the server refuses too). */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) {
    return (
      <p role="alert" className="p-4 font-medium text-red-600">
        Do not have permission
      </p>
    );
  }
  return children;
}
