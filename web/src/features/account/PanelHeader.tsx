import type { ReactNode } from 'react';

/** The title bar of a dashboard page, with its main action on the right. */
export function PanelHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3">
      <h1 className="text-lg font-semibold">{title}</h1>
      {action}
    </div>
  );
}
