import { useId, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import type { Role, StaffMember } from '../../../api/types';
import { useToast } from '../../toasts/useToast';
import { ROLE_SELECT } from './roleSelectStyle';
import { useChangeRoleMutation } from './staffApi';
import { STAFF_ROLES } from './staffRoles';

/**
 * One member of staff: a role select that changes the role at once, and "Remove from staff", which
 * the page confirms first. A refusal (the last admin) shows in the row it came from.
 */
export function StaffRow({
  member,
  isYou,
  onRemove,
  removalRefused,
}: {
  member: StaffMember;
  isYou: boolean;
  onRemove: () => void;
  /** Why removing this member was refused, when it was. */
  removalRefused?: string;
}) {
  const [changeRole, { isLoading, originalArgs }] = useChangeRoleMutation();
  const [refusal, setRefusal] = useState<string>();
  const toast = useToast();
  const selectId = useId();
  const shownRole: Role = isLoading && originalArgs ? originalArgs.role : member.role;
  const problem = refusal ?? removalRefused;

  const change = async (role: Role) => {
    setRefusal(undefined);
    const result = await changeRole({ email: member.email, role });
    if ('data' in result && result.data) toast.success(result.data.message);
    else setRefusal(errorMessage(result.error));
  };

  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-center sm:gap-4">
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="font-medium [overflow-wrap:anywhere]">
          {member.name || member.email}
          {isYou && <span className="font-normal text-neutral-600"> (you)</span>}
        </p>
        <p className="text-sm text-neutral-600 [overflow-wrap:anywhere]">{member.email}</p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Role of {member.name || member.email}
        </label>
        <select
          id={selectId}
          value={shownRole}
          disabled={isLoading}
          onChange={(event) => change(event.target.value as Role)}
          className={`${ROLE_SELECT} w-full`}
        >
          {STAFF_ROLES.map(({ role, label }) => (
            <option key={role} value={role}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={isLoading}
        aria-label={`Remove from staff: ${member.name || member.email}`}
        className="h-11 rounded-md border border-red-300 px-4 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        Remove from staff
      </button>
      {problem && (
        <p role="alert" className="col-span-2 text-sm text-red-700 sm:col-span-3">
          {problem}
        </p>
      )}
    </li>
  );
}
