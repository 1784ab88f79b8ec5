import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { usePageTitle } from '../../components/usePageTitle';
import { useToast } from '../toasts/useToast';
import { useLoginMutation, useRegisterMutation } from './authApi';
import { AuthCard, SubmitButton } from './AuthCard';
import { PasswordField } from './PasswordField';
import { returnPath } from './returnPath';

/**
 * Spec 2, registration. Once registered the shopper is signed in with the password just typed and
 * returned where they were going (checkout, say); the answer is the same whether the e-mail already had
 * an account, so when that sign-in fails they go to login, as the spec has it, still headed there.
 */
export default function RegisterPage() {
  usePageTitle('Register');
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [register, registering] = useRegisterMutation();
  const [login, signingIn] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const filled = Object.values(values).every(Boolean);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    if (values.password !== values.confirmPassword) {
      toast.error('password and confirm password must be same');
      return;
    }
    const email = values.email.trim();
    const result = await register({ ...values, name: values.name.trim(), email });
    if (!('data' in result) || !result.data) return;
    const session = await login({ email, password: values.password });
    if ('data' in session && session.data) {
      toast.success(session.data.message);
      navigate(returnPath(location.state), { replace: true });
    } else {
      toast.success(result.data.message);
      navigate('/login', { state: location.state });
    }
  };

  return (
    <AuthCard
      title="Welcome to shopit"
      onSubmit={submit}
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" state={location.state} className="font-semibold text-green-700 hover:underline">
            Login
          </Link>
        </p>
      }
    >
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        placeholder="Enter your name"
        value={values.name}
        onChange={set('name')}
        autoFocus
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={values.email}
        onChange={set('email')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        placeholder="Enter your password"
        value={values.password}
        onChange={set('password')}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="Enter your password again"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <SubmitButton enabled={filled} busy={registering.isLoading || signingIn.isLoading}>
        Register
      </SubmitButton>
    </AuthCard>
  );
}
