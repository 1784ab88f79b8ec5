import type { StatusChange } from '../../api/types';
import { CHANGED_BY_LABEL, formatDateTime, historyNewestFirst, STATUS_LABEL, type AnyOrderStatus } from './orderStatus';

/** A change as every order view answers it (whoever made it: the generated types list them). */
type Change = { status: AnyOrderStatus; at: string; by?: StatusChange['by']; reason?: string };

/** Every status change of an order, newest first, with who made it and why. */
export function StatusHistory({ order }: { order: { statusHistory: Change[] } }) {
  return (
    <ol className="grid gap-1.5">
      {historyNewestFirst(order).map((change) => (
        <li key={`${change.status}-${change.at}`} className="flex flex-wrap justify-between gap-x-3">
          <span>
            <span className="font-medium">{STATUS_LABEL[change.status]}</span>
            {change.by && <span className="text-neutral-600"> · by {CHANGED_BY_LABEL[change.by]}</span>}
            {change.reason && <span className="block text-neutral-700">Reason: {change.reason}</span>}
          </span>
          <time dateTime={change.at} className="text-neutral-600">
            {formatDateTime(change.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
