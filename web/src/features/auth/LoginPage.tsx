import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { usePageTitle } from '../../components/usePageTitle';
import { useToast } from '../toasts/useToast';
import { useLoginMutation } from './authApi';
import { AuthCard, SubmitButton } from './AuthCard';
import { PasswordField } from './PasswordField';
import { returnPath } from './returnPath';

export default function LoginPage() {
  usePageTitle('Login');
  const [values, setValues] = useState({ email: '', password: '' });
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const filled = Object.values(values).every(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    const result = await login({ email: values.email.trim(), password: values.password });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate(returnPath(location.state), { replace: true });
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      onSubmit={submit}
      footer={
        <p>
          Don&apos;t have an account?{' '}
          {/* Registering keeps where the shopper was going (checkout), to return there signed in. */}
          <Link to="/register" state={location.state} className="font-semibold text-green-700 hover:underline">
            Register
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
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Enter your password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      <Link to="/forgot-password" className="-mt-2 ml-auto text-sm text-green-700 hover:underline">
        Forgot password?
      </Link>
      <SubmitButton enabled={filled} busy={isLoading}>
        Login
      </SubmitButton>
    </AuthCard>
  );
}
