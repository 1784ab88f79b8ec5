import { useState } from 'react';
import type { AdminOrderDetails, FulfilmentStatus } from '../../api/types';
import { CancelOrderDialog } from '../account/CancelOrderDialog';
import { STATUS_LABEL } from '../account/orderStatus';
import { useToast } from '../toasts/useToast';
import { useUpdateOrderStatusMutation } from './ordersAdminApi';

const NEXT_STEP_LABEL: Partial<Record<FulfilmentStatus, string>> = {
  PACKED: 'Mark packed',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Mark delivered',
};

/**
 * The buttons for the steps the server says this admin may take now (nextStatuses), and only those.
 * A refusal (another admin moved the order first) is toasted by the store with the server's message,
 * and the order reloads (see updateOrderStatus).
 */
export function OrderStatusActions({ order }: { order: AdminOrderDetails }) {
  const [update, { isLoading }] = useUpdateOrderStatusMutation();
  const [cancelling, setCancelling] = useState(false);
  const toast = useToast();
  const move = async (status: FulfilmentStatus, reason?: string) => {
    const result = await update({ orderId: order._id, status, ...(reason && { reason }) });
    if ('data' in result && result.data) toast.success(result.data.message);
  };
  const forward = order.nextStatuses.filter((status) => status !== 'CANCELLED');
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
          onClick={() => move(status)}
          className="rounded-md bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {NEXT_STEP_LABEL[status] ?? STATUS_LABEL[status]}
        </button>
      ))}
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
