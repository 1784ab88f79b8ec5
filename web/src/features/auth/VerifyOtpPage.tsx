import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';
import { useToast } from '../toasts/useToast';
import { useVerifyOtpMutation } from './authApi';
import { AuthCard, SubmitButton } from './AuthCard';
import { OTP_LENGTH, OtpInput } from './OtpInput';

/** Spec 2: step 2 of a password reset; without the email from step 1 it sends the shopper back there. */
export default function VerifyOtpPage() {
  usePageTitle('Verify code');
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const [verify, { isLoading }] = useVerifyOtpMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const complete = digits.every((digit) => /^\d$/.test(digit));

  if (!email) return <Navigate to="/forgot-password" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const result = await verify({ email, otp: digits.join('') });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate('/reset-password', { state: { data: result.data, email } });
    }
  };

  return (
    <AuthCard
      title="Enter OTP"
      onSubmit={submit}
      footer={<p>Sent to {email}. The code expires after a few minutes.</p>}
    >
      <OtpInput digits={digits} onChange={setDigits} />
      <SubmitButton enabled={complete} busy={isLoading}>
        Verify OTP
      </SubmitButton>
    </AuthCard>
  );
}
