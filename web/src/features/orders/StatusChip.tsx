import { STATUS_LABEL, STATUS_STYLE, type AnyOrderStatus } from './orderStatus';

/** An order's status as a coloured chip, its words readable without the colour. */
export function StatusChip({ status }: { status: AnyOrderStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${STATUS_STYLE[status]}`}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}
