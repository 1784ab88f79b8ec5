import type { FormEvent, ReactNode } from 'react';

/** The centred card every sign-in step is drawn in. */
export function AuthCard({
  title,
  onSubmit,
  children,
  footer,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
        <h1 className="mb-5 text-xl font-semibold">{title}</h1>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {children}
        </form>
        {footer && <div className="mt-5 text-sm text-neutral-700">{footer}</div>}
      </div>
    </section>
  );
}

export function SubmitButton({ enabled, busy, children }: { enabled: boolean; busy?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={!enabled || busy}
      className="h-11 rounded-md bg-green-700 font-semibold tracking-wide text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:bg-neutral-400"
    >
      {busy ? 'Loading...' : children}
    </button>
  );
}
