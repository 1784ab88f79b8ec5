import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TextField } from '../../components/TextField';
import { usePageTitle } from '../../components/usePageTitle';
import { useToast } from '../toasts/useToast';
import { useRegisterMutation } from './authApi';
import { AuthCard, SubmitButton } from './AuthCard';
import { PasswordField } from './PasswordField';

export default function RegisterPage() {
  usePageTitle('Register');
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
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
    const result = await register({ ...values, name: values.name.trim(), email: values.email.trim() });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate('/login');
    }
  };

  return (
    <AuthCard
      title="Welcome to shopit"
      onSubmit={submit}
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-green-700 hover:underline">
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
      <SubmitButton enabled={filled} busy={isLoading}>
        Register
      </SubmitButton>
    </AuthCard>
  );
}
