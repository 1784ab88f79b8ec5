import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Tone = 'success' | 'cancel' | 'waiting';

/**
 * The card shown after checkout: an icon, one line, what it is about (`details`), and the ways on
 * (`actions` first, then the way back to the shop).
 */
export function ResultPage({
  tone,
  children,
  details,
  actions,
}: {
  tone: Tone;
  children: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-5 px-4 py-16 text-center">
      <span className={`rounded-full p-5 ${TONE_STYLE[tone]}`}>
        <svg
          viewBox="0 0 24 24"
          className={`h-12 w-12 ${tone === 'waiting' ? 'motion-safe:animate-spin' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {TONE_ICON[tone]}
        </svg>
      </span>
      <h1 className="text-2xl font-semibold">{children}</h1>
      {details}
      <div className="flex flex-wrap justify-center gap-3">
        {actions}
        <Link
          to="/"
          className="rounded-md border-2 border-green-700 px-5 py-2 font-semibold text-green-800 hover:bg-green-700 hover:text-white"
        >
          Go To Home
        </Link>
      </div>
    </section>
  );
}

/** A secondary action beside 'Go To Home' (My Orders, Back to cart). */
export function ResultAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-md border-2 border-green-700 bg-green-700 px-5 py-2 font-semibold text-white hover:bg-green-800"
    >
      {children}
    </Link>
  );
}

const TONE_STYLE: Record<Tone, string> = {
  success: 'bg-green-100 text-green-700',
  cancel: 'bg-red-100 text-red-700',
  waiting: 'bg-neutral-100 text-neutral-600',
};

const TONE_ICON: Record<Tone, ReactNode> = {
  success: <path d="M5 13l4 4L19 7" />,
  cancel: <path d="M6 6l12 12M18 6L6 18" />,
  waiting: <path d="M12 3a9 9 0 1 0 9 9" />,
};
