import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/errors';
import type { StaffRole } from '../../../api/types';
import { TextField } from '../../../components/TextField';
import { useToast } from '../../toasts/useToast';
import { ROLE_SELECT } from './roleSelectStyle';
import { useChangeRoleMutation } from './staffApi';
import { STAFF_ROLES } from './staffRoles';

/**
 * "Give a role": the e-mail of someone already registered and the role they get. The server's refusal
 * (no such user, the last admin) stays under the form until the next try.
 */
export function GiveRoleForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('');
  const [missing, setMissing] = useState<{ email?: string; role?: string }>({});
  const [refusal, setRefusal] = useState<string>();
  const [changeRole, { isLoading }] = useChangeRoleMutation();
  const toast = useToast();
  const roleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = email.trim();
    const problems = {
      ...(!given && { email: 'Please enter the e-mail they signed up with' }),
      ...(!role && { role: 'Please choose a role' }),
    };
    setMissing(problems);
    setRefusal(undefined);
    if (!given || !role) return;
    const result = await changeRole({ email: given, role });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      setEmail('');
      setRole('');
      return;
    }
    setRefusal(errorMessage(result.error));
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${roleId}-title`} className="grid gap-3">
      <h2 id={`${roleId}-title`} className="font-semibold">
        Give a role
      </h2>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={email}
          hint={missing.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing(({ role }) => ({ role }));
          }}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={roleId} className="text-sm font-medium text-neutral-700">
            Role
          </label>
          <select
            id={roleId}
            value={role}
            aria-invalid={missing.role ? true : undefined}
            aria-describedby={missing.role ? `${roleId}-hint` : undefined}
            onChange={(event) => {
              setRole(event.target.value as StaffRole);
              setMissing(({ email }) => ({ email }));
            }}
            className={ROLE_SELECT}
          >
            <option value="">Choose a role</option>
            {STAFF_ROLES.map(({ role, label }) => (
              <option key={role} value={role}>
                {label}
              </option>
            ))}
          </select>
          {missing.role && (
            <p id={`${roleId}-hint`} className="text-xs text-red-600">
              {missing.role}
            </p>
          )}
        </div>
        {/* Level with the fields, under their labels' line (sm and up). */}
        <button
          type="submit"
          disabled={isLoading}
          className="h-11 rounded-md bg-green-700 px-5 font-semibold text-white hover:bg-green-800 disabled:opacity-60 sm:mt-6"
        >
          {isLoading ? 'Giving…' : 'Give role'}
        </button>
      </div>
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal}
        </p>
      )}
    </form>
  );
}
