import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import type { AdminOrder } from '../../api/types';
import { ArrowLeftIcon } from '../../components/Icons';
import { deliveryTimeLabel } from '../../lib/deliveryTime';
import { PAYMENT_LABEL } from '../orders/orderStatus';
import { deliveryOf } from '../orders/OrderParts';
import { useToast } from '../toasts/useToast';
import { PackLineCard } from './PackLineCard';
import { PackSummary } from './PackSummary';
import { usePackOrderMutation } from './packingApi';
import {
  packLinesOf,
  takenProducts,
  uncheckedLines,
  unitsToReplace,
  withNotOnShelf,
  withoutSubstitute,
  withPacked,
  withSubstitute,
  withTypedWeight,
  type PackedOrderLine,
  type PackState,
} from './packState';
import { packTotal, substituteCharge, weighedChange } from './packTotal';
import { SubstitutePicker } from './SubstitutePicker';

/**
 * One order packed line by line: each checked at the shelf (all there, fewer, or a substitute where the
 * shopper allows one; a line sold by weight weighed, or not on the shelf), the bill kept up beside what
 * they confirmed, then one pack call with every line.
 */
export function PackOrder({ order, onPacked }: { order: AdminOrder; onPacked: () => void }) {
  const [state, setState] = useState<PackState>({});
  const [picking, setPicking] = useState<PackedOrderLine | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [pack, { isLoading }] = usePackOrderMutation();
  const toast = useToast();
  const totals = packTotal(order, state);
  const unchecked = uncheckedLines(order.items, state).length;
  const change = (next: PackState) => {
    setState(next);
    setRefusal(undefined);
  };

  const confirm = async () => {
    const result = await pack({ orderId: order._id, lines: packLinesOf(order.items, state) });
    if ('data' in result && result.data) {
      toast.success(`${order.orderId}: ${result.data.message}`);
      onPacked();
    } else {
      setRefusal(errorMessage(result.error));
    }
  };

  const when = deliveryTimeLabel(deliveryOf(order));
  return (
    <section className="grid gap-3 bg-neutral-50 p-3 sm:p-4">
      <Link
        to="/dashboard/packing"
        className="inline-flex min-h-11 items-center gap-1 justify-self-start text-green-800 underline-offset-2 hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" /> Back to the queue
      </Link>
      <header className="grid gap-0.5">
        <h1 className="text-lg font-semibold [overflow-wrap:anywhere]">Packing {order.orderId}</h1>
        <p className="text-neutral-700 [overflow-wrap:anywhere]">
          {when ?? 'No time booked'} · {order.customer?.name ?? 'Customer'} · {PAYMENT_LABEL[order.paymentMethod]}
        </p>
      </header>
      <ol aria-label="Lines to pack" className="grid gap-3 lg:grid-cols-2">
        {order.items.map((line) => (
          <li key={line.productId}>
            <PackLineCard
              line={line}
              state={state[line.productId]}
              charge={substituteCharge(line, state)}
              weighed={weighedChange(order, state, line)}
              onPacked={(packed) => change(withPacked(state, line, packed))}
              onTypedWeight={(typed) => change(withTypedWeight(state, line, typed))}
              onNotOnShelf={(notOnShelf) => change(withNotOnShelf(state, line, notOnShelf))}
              onSubstitute={() => setPicking(line)}
              onRemoveSubstitute={() => change(withoutSubstitute(state, line))}
            />
          </li>
        ))}
      </ol>
      <PackSummary
        order={order}
        totals={totals}
        unchecked={unchecked}
        saving={isLoading}
        refusal={refusal}
        onConfirm={() => void confirm()}
      />
      <SubstitutePicker
        line={picking}
        replaces={picking ? unitsToReplace(picking, state[picking.productId]) : 0}
        taken={picking ? takenProducts(order.items, state, picking) : new Set()}
        onChoose={(substitute) => {
          if (picking) change(withSubstitute(state, picking, substitute));
          setPicking(null);
        }}
        onClose={() => setPicking(null)}
      />
    </section>
  );
}
