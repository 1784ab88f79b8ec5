import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { usePageTitle } from '../../components/usePageTitle';
import { useToast } from '../toasts/useToast';
import type { OtpVerification } from './authApi';
import { useResetPasswordMutation } from './authApi';
import { AuthCard, SubmitButton } from './AuthCard';
import { PasswordField } from './PasswordField';

/** Spec 2: step 3; only reachable with a successful code verification for the email. */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const state = useLocation().state as { data?: OtpVerification; email?: string } | null;
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [reset, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const filled = Object.values(values).every(Boolean);

  if (!state?.data?.success || !state.email) return <Navigate to="/" replace />;
  const email = state.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    if (values.newPassword !== values.confirmPassword) {
      toast.error('New password and confirm password must be same.');
      return;
    }
    const result = await reset({ email, ...values });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate('/login', { replace: true });
    }
  };

  return (
    <AuthCard title="Enter Your Password" onSubmit={submit}>
      <TextField label="Email" type="email" name="email" value={email} readOnly autoComplete="username" />
      <PasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        placeholder="Enter your new password"
        value={values.newPassword}
        onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
        autoFocus
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="Enter your password again"
        value={values.confirmPassword}
        onChange={(event) => setValues({ ...values, confirmPassword: event.target.value })}
      />
      <SubmitButton enabled={filled} busy={isLoading}>
        Change Password
      </SubmitButton>
    </AuthCard>
  );
}
