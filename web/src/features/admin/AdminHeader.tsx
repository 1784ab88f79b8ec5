import type { ReactNode } from 'react';

/** The title bar of an admin page with its main action. */
export function AdminHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3">
      <h1 className="text-lg font-semibold">{title}</h1>
      {action}
    </div>
  );
}

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-md border border-amber-400 px-3 py-1.5 text-sm font-medium hover:bg-amber-400"
    >
      {children}
    </button>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center text-neutral-600">
      <svg viewBox="0 0 120 90" className="h-24 w-32" aria-hidden="true">
        <rect
          x="15"
          y="15"
          width="90"
          height="65"
          rx="8"
          fill="#f5f5f5"
          stroke="#a3a3a3"
          strokeWidth="3"
          strokeDasharray="6 5"
        />
        <path d="M45 47h30M60 32v30" stroke="#a3a3a3" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <p>{text}</p>
    </div>
  );
}
