import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { usePageTitle } from '../../components/usePageTitle';
import { useToast } from '../toasts/useToast';
import { useForgotPasswordMutation } from './authApi';
import { AuthCard, SubmitButton } from './AuthCard';

/** Spec 2: step 1 of a password reset: a 6-digit code is mailed to the address. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [send, { isLoading }] = useForgotPasswordMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email) return;
    const result = await send({ email: email.trim() });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate('/verification-otp', { state: { email: email.trim() } });
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
      onSubmit={submit}
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/login" className="font-semibold text-green-700 hover:underline">
            Login
          </Link>
        </p>
      }
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoFocus
      />
      <SubmitButton enabled={Boolean(email)} busy={isLoading}>
        Send Otp
      </SubmitButton>
    </AuthCard>
  );
}
