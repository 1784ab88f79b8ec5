import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import LoginPage from './LoginPage';
import { OTP_LENGTH } from './OtpInput';
import RegisterPage from './RegisterPage';
import ResetPasswordPage from './ResetPasswordPage';
import VerifyOtpPage from './VerifyOtpPage';

afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('enables Login only when both fields are filled, signs in and returns to where the shopper was sent from', async () => {
    const calls = stubApi({ 'POST /user/login': { body: ok({}, 'Login successfully') } });
    const { store } = renderApp(<LoginPage />, {
      path: '/login',
      locationState: { from: { pathname: '/checkout' } },
      routes: { '/checkout': <h1>Checkout page</h1> },
    });
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    expect(login).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    expect(login).toBeEnabled();
    await userEvent.click(login);
    expect(await screen.findByText('Login successfully')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'asha@example.test', password: 'Secret-pass-1' });
    expect(store.getState().session.signedIn).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });
});

describe('register', () => {
  it('says the passwords differ without asking the server', async () => {
    const calls = stubApi({});
    renderApp(<RegisterPage />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret-pass-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Secret-pass-2');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('password and confirm password must be same')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('verification code', () => {
  it('sends the shopper back to ask for a code when no email was carried', () => {
    stubApi({});
    renderApp(<VerifyOtpPage />, { path: '/verification-otp', routes: { '/forgot-password': <h1>Forgot page</h1> } });
    expect(screen.getByRole('heading', { name: 'Forgot page' })).toBeInTheDocument();
  });

  it('moves focus on as digits are typed, fills all boxes from a paste, and enables Verify OTP only when complete', async () => {
    const calls = stubApi({ 'PUT /user/verify-forgot-password-otp': { body: ok(null, 'Verify otp successfully') } });
    renderApp(<VerifyOtpPage />, {
      path: '/verification-otp',
      locationState: { email: 'asha@example.test' },
      routes: { '/reset-password': <h1>Reset page</h1> },
    });
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    const boxes = Array.from({ length: OTP_LENGTH }, (_, index) => screen.getByLabelText(`Digit ${index + 1} of 6`));
    await userEvent.type(boxes[0], '4');
    expect(boxes[1]).toHaveFocus();
    expect(verify).toBeDisabled();
    fireEvent.paste(boxes[1], { clipboardData: { getData: () => '123456' } });
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('123456');
    expect(verify).toBeEnabled();
    await userEvent.click(verify);
    expect(await screen.findByRole('heading', { name: 'Reset page' })).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'asha@example.test', otp: '123456' });
  });
});

describe('reset password', () => {
  it('is only reachable after a successful verification', () => {
    stubApi({});
    renderApp(<ResetPasswordPage />, { path: '/reset-password', routes: { '/': <h1>Home</h1> } });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
