import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import type { StaffMember } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Skeleton } from '../../../components/Skeleton';
import { usePageTitle } from '../../../components/usePageTitle';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useToast } from '../../toasts/useToast';
import { AdminHeader, EmptyState } from '../AdminHeader';
import { GiveRoleForm } from './GiveRoleForm';
import { StaffRow } from './StaffRow';
import { useChangeRoleMutation, useGetStaffQuery } from './staffApi';
import { STAFF_ROLES } from './staffRoles';

/**
 * /dashboard/staff (admins only): who works for the shop and in which role; an admin gives a
 * registered user a role, changes it, or takes it back (the user is a shopper again).
 */
export default function StaffPage() {
  usePageTitle('Staff');
  const { user } = useCurrentUser();
  const { data: staff, error, isLoading } = useGetStaffQuery();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [refused, setRefused] = useState<{ email: string; message: string }>();
  const [changeRole, removal] = useChangeRoleMutation();
  const toast = useToast();

  const confirmRemove = async () => {
    if (!removing) return;
    const result = await changeRole({ email: removing.email, role: 'USER' });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      setRefused(undefined);
    } else {
      setRefused({ email: removing.email, message: errorMessage(result.error) });
    }
    setRemoving(null);
  };

  return (
    <section>
      <AdminHeader title="Staff" />
      <div className="grid gap-4 border-b border-neutral-200 p-4">
        <ul aria-label="What each role may do" className="grid gap-1 text-sm text-neutral-700">
          {STAFF_ROLES.map(({ role, label, may }) => (
            <li key={role}>
              <span className="font-semibold text-neutral-900">{label}:</span> {may}.
            </li>
          ))}
        </ul>
        <GiveRoleForm />
      </div>
      {error && (
        <p role="alert" className="p-4 text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {isLoading && (
        <div className="grid gap-2 p-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      )}
      {staff?.length === 0 && <EmptyState text="No staff yet: give someone a role above." />}
      {staff && staff.length > 0 && (
        <>
          <h2 className="px-4 pt-4 font-semibold">
            On the staff <span className="font-normal text-neutral-600">({staff.length})</span>
          </h2>
          <ul aria-label="Staff" className="divide-y divide-neutral-100">
            {staff.map((member) => (
              <StaffRow
                key={member._id}
                member={member}
                isYou={member.email === user?.email}
                onRemove={() => setRemoving(member)}
                removalRefused={refused?.email === member.email ? refused.message : undefined}
              />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove from staff"
        message="They become a shopper again: they can still shop, and see no staff screen from their next step on."
        detail={removing && <strong className="[overflow-wrap:anywhere]">{removing.name || removing.email}</strong>}
        confirmLabel="Remove"
        busy={removal.isLoading}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
