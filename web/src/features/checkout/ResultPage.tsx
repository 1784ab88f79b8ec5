import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The card shown after checkout: an icon, one line, and the way back to the shop. */
export function ResultPage({ tone, children }: { tone: 'success' | 'cancel'; children: ReactNode }) {
  const success = tone === 'success';
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-5 px-4 py-16 text-center">
      <span className={`rounded-full p-5 ${success ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700'}`}>
        <svg
          viewBox="0 0 24 24"
          className="h-12 w-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {success ? <path d="M5 13l4 4L19 7" /> : <path d="M6 6l12 12M18 6L6 18" />}
        </svg>
      </span>
      <h1 className="text-2xl font-semibold">{children}</h1>
      <Link
        to="/"
        className="rounded-md border-2 border-green-700 px-5 py-2 font-semibold text-green-800 hover:bg-green-700 hover:text-white"
      >
        Go To Home
      </Link>
    </section>
  );
}
