import { useState } from 'react';
import { useCancelOrderMutation } from '../orders/orderApi';
import { useToast } from '../toasts/useToast';
import { CancelOrderDialog } from '../orders/CancelOrderDialog';

/**
 * The shopper's 'Cancel order', shown only while the server lists CANCELLED among the order's next
 * steps. A refusal (the shop packed it meanwhile) is toasted by the store and the orders reload.
 */
export function CancelOrderButton({ order }: { order: { _id: string; orderId: string; nextStatuses: string[] } }) {
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const toast = useToast();
  if (!order.nextStatuses.includes('CANCELLED')) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        Cancel order
      </button>
      <CancelOrderDialog
        orderNo={order.orderId}
        open={open}
        busy={isLoading}
        onCancel={() => setOpen(false)}
        onConfirm={async (reason) => {
          const result = await cancel({ orderId: order._id, reason });
          setOpen(false);
          if ('data' in result && result.data) toast.success(result.data.message);
        }}
      />
    </>
  );
}
