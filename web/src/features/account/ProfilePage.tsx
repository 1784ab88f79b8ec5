import { useState, type FormEvent } from 'react';
import type { User } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { usePageTitle } from '../../components/usePageTitle';
import { imageFileProblem } from '../../lib/imageFile';
import { useCurrentUser } from '../auth/useCurrentUser';
import { PageLoader } from '../../components/PageLoader';
import { useToast } from '../toasts/useToast';
import { useConfirmEmailChangeMutation, useUpdateProfileMutation, useUploadAvatarMutation } from './accountApi';
import { PanelHeader } from './PanelHeader';

export default function ProfilePage() {
  usePageTitle('Profile');
  const { user } = useCurrentUser();
  const [editingAvatar, setEditingAvatar] = useState(false);
  if (!user) return <PageLoader />;
  return (
    <section>
      <PanelHeader title="Profile" />
      <div className="flex flex-col gap-6 p-4">
        <div className="flex items-center gap-4">
          <Avatar user={user} />
          <button
            type="button"
            onClick={() => setEditingAvatar(true)}
            className="rounded-full border border-amber-400 px-4 py-1.5 text-sm font-medium hover:bg-amber-400"
          >
            Edit
          </button>
        </div>
        <AvatarDialog open={editingAvatar} onClose={() => setEditingAvatar(false)} />
        <ProfileForm key={user._id} user={user} />
      </div>
    </section>
  );
}

function Avatar({ user }: { user: User }) {
  return user.avatar ? (
    <img
      src={user.avatar}
      alt={`${user.name}'s avatar`}
      width={80}
      height={80}
      className="h-20 w-20 rounded-full object-cover ring-1 ring-neutral-200"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-20 w-20 items-center justify-center rounded-full bg-amber-100 text-3xl font-semibold text-amber-800"
    >
      {user.name.charAt(0).toUpperCase()}
    </span>
  );
}

function AvatarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [upload, { isLoading }] = useUploadAvatarMutation();
  const toast = useToast();
  const chosen = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return void toast.error(problem);
    const result = await upload(file);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title="Profile picture" className="w-full max-w-sm">
      <div className="flex flex-col items-center gap-4 p-6">
        <label
          className={`flex h-11 cursor-pointer items-center rounded-md px-5 font-semibold ${isLoading ? 'bg-neutral-300' : 'bg-amber-400 hover:bg-amber-500'}`}
        >
          {isLoading ? 'Loading...' : 'Upload'}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={isLoading}
            onChange={(event) => chosen(event.target.files?.[0])}
          />
        </label>
        <p className="text-xs text-neutral-500">A JPEG, PNG or WebP picture up to 5 MB.</p>
      </div>
    </Dialog>
  );
}

function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState({ name: user.name, email: user.email, mobile: user.mobile ?? '' });
  const [currentPassword, setCurrentPassword] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string>();
  const [save, { isLoading }] = useUpdateProfileMutation();
  const toast = useToast();
  // A new address needs the password, and then the code mailed to it (the old address is told).
  const changingEmail = values.email.trim().toLowerCase() !== user.email;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({
      name: values.name.trim(),
      email: values.email.trim(),
      mobile: values.mobile.trim(),
      ...(changingEmail ? { currentPassword } : {}),
    });
    if (!('data' in result) || !result.data) return;
    toast.success(result.data.message);
    setCurrentPassword('');
    setPendingEmail(result.data.data.pending_email);
  };
  const keepEmail = () => {
    setPendingEmail(undefined);
    setValues({ ...values, email: user.email });
  };
  return (
    <div className="grid max-w-md gap-6">
      <form onSubmit={submit} className="grid gap-4">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        {changingEmail && (
          <div className="grid gap-1">
            <TextField
              label="Current password"
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              required
              aria-describedby="current-password-why"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
            <p id="current-password-why" className="text-xs text-neutral-600">
              Needed to change your email. We will send a code to the new address to confirm it.
            </p>
          </div>
        )}
        <TextField
          label="Mobile"
          type="tel"
          name="mobile"
          autoComplete="tel"
          required
          value={values.mobile}
          onChange={(event) => setValues({ ...values, mobile: event.target.value })}
        />
        <button
          type="submit"
          disabled={isLoading}
          className="h-11 rounded-md border-2 border-amber-400 font-semibold hover:bg-amber-400 disabled:opacity-60"
        >
          {isLoading ? 'Loading...' : 'Submit'}
        </button>
      </form>
      {pendingEmail && (
        <EmailCodeForm email={pendingEmail} onDone={() => setPendingEmail(undefined)} onCancel={keepEmail} />
      )}
    </div>
  );
}

/** The second step of an e-mail change: the code mailed to the new address. */
function EmailCodeForm({ email, onDone, onCancel }: { email: string; onDone: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [confirm, { isLoading }] = useConfirmEmailChangeMutation();
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await confirm({ otp: code });
    if (!('data' in result) || !result.data) return;
    toast.success(result.data.message);
    onDone();
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="confirm-email-title"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="confirm-email-title" className="font-semibold">
        Confirm your new email
      </h2>
      <p className="text-sm text-neutral-700">
        We have sent a 6-digit code to <b>{email}</b>. Enter it here to finish the change.
      </p>
      <TextField
        label="Code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={isLoading || code.length !== 6}
          className="h-11 rounded-md bg-amber-400 px-5 font-semibold hover:bg-amber-500 disabled:opacity-60"
        >
          {isLoading ? 'Loading...' : 'Confirm email'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-md border border-neutral-300 px-5 font-medium hover:bg-neutral-100"
        >
          Keep current email
        </button>
      </div>
    </form>
  );
}
