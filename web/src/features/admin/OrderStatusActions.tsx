import { useState } from 'react';
import type { AdminOrderDetails, FulfilmentStatus } from '../../api/types';
import { CancelOrderDialog } from '../orders/CancelOrderDialog';
import { STATUS_LABEL } from '../orders/orderStatus';
import { useToast } from '../toasts/useToast';
import { useUpdateOrderStatusMutation } from './ordersAdminApi';
import { ReasonStep, StepReasonDialog } from './StepReasonDialog';

const NEXT_STEP_LABEL: Partial<Record<FulfilmentStatus, string>> = {
  PACKED: 'Mark packed',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Mark delivered',
  DELIVERY_FAILED: 'Delivery failed',
};

const FAILED_DELIVERY: ReasonStep = {
  title: 'Delivery failed',
  message: 'Record that this order could not be delivered?',
  confirmLabel: 'Record failed delivery',
  label: 'Reason (sent to the customer)',
};

const undoPacking = (to: FulfilmentStatus): ReasonStep => ({
  title: 'Undo packing',
  message: `Put this order back to ${STATUS_LABEL[to]}? The customer is not told: they never heard it was packed.`,
  confirmLabel: 'Undo packing',
  label: 'Reason (kept in the history)',
});

/** The steps the server offers that go back: from PACKED to where the order came from. */
const isUndo = (order: AdminOrderDetails, to: FulfilmentStatus) =>
  order.status === 'PACKED' && (to === 'PLACED' || to === 'PAID');

/**
 * The buttons for the steps the server says this admin may take now (nextStatuses), and only those.
 * A refusal (another admin moved the order first) is toasted by the store with the server's message,
 * and the order reloads (see updateOrderStatus).
 */
export function OrderStatusActions({ order }: { order: AdminOrderDetails }) {
  const [update, { isLoading }] = useUpdateOrderStatusMutation();
  const [cancelling, setCancelling] = useState(false);
  const [asking, setAsking] = useState<{ to: FulfilmentStatus; step: ReasonStep } | null>(null);
  const toast = useToast();
  const move = async (status: FulfilmentStatus, reason?: string) => {
    const result = await update({ orderId: order._id, status, ...(reason && { reason }) });
    if ('data' in result && result.data) toast.success(result.data.message);
  };
  const forward = order.nextStatuses.filter((status) => status !== 'CANCELLED' && !isUndo(order, status));
  const undo = order.nextStatuses.find((status) => isUndo(order, status));
  const take = (status: FulfilmentStatus) =>
    status === 'DELIVERY_FAILED' ? setAsking({ to: status, step: FAILED_DELIVERY }) : move(status);
  const canCancel = order.nextStatuses.includes('CANCELLED');

  if (order.nextStatuses.length === 0)
    return (
      <p className="text-neutral-600">No further steps: this order is {STATUS_LABEL[order.status].toLowerCase()}.</p>
    );
  return (
    <div role="group" aria-label="Next steps" className="flex flex-wrap gap-2">
      {forward.map((status) => (
        <button
          key={status}
          type="button"
          disabled={isLoading}
          onClick={() => take(status)}
          className={
            status === 'DELIVERY_FAILED'
              ? 'rounded-md border border-amber-400 px-4 py-2 font-medium text-amber-900 hover:bg-amber-50 disabled:opacity-60'
              : 'rounded-md bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 disabled:opacity-60'
          }
        >
          {order.status === 'DELIVERY_FAILED' && status === 'OUT_FOR_DELIVERY'
            ? 'Try delivery again'
            : (NEXT_STEP_LABEL[status] ?? STATUS_LABEL[status])}
        </button>
      ))}
      {undo && (
        <button
          type="button"
          disabled={isLoading}
          onClick={() => setAsking({ to: undo, step: undoPacking(undo) })}
          className="rounded-md border border-neutral-300 px-4 py-2 font-medium text-neutral-800 hover:bg-neutral-50 disabled:opacity-60"
        >
          Undo packing
        </button>
      )}
      {canCancel && (
        <button
          type="button"
          disabled={isLoading}
          onClick={() => setCancelling(true)}
          className="rounded-md border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          Cancel order
        </button>
      )}
      <StepReasonDialog
        step={asking?.step ?? null}
        orderNo={order.orderId}
        busy={isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={async (reason) => {
          const to = asking!.to;
          setAsking(null);
          await move(to, reason);
        }}
      />
      <CancelOrderDialog
        orderNo={order.orderId}
        open={cancelling}
        busy={isLoading}
        reasonRequired
        onCancel={() => setCancelling(false)}
        onConfirm={async (reason) => {
          setCancelling(false);
          await move('CANCELLED', reason);
        }}
      />
    </div>
  );
}
