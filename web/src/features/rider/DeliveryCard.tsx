import { useId } from 'react';
import type { RiderOrder } from '../../api/types';
import { PhoneIcon, PinIcon } from '../../components/Icons';
import { deliveryTimeLabel } from '../../lib/deliveryTime';
import { formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import { quantityAfterName } from '../orders/OrderParts';
import { StatusChip } from '../orders/StatusChip';
import { addressLine, mapsUrl, telUrl } from './addressLinks';
import { CONFIRM_BUTTON, SECONDARY_BUTTON } from './riderButtons';

/** Why an open order has no buttons: it is not out for delivery (yet, or again). */
const WAITING: Partial<Record<RiderOrder['status'], string>> = {
  PACKED: 'Packed: the shop marks it out for delivery when you take it.',
  DELIVERY_FAILED: 'Not delivered: back with the shop for another try.',
};

const LINK_BUTTON =
  'flex min-h-12 items-center justify-center gap-2 rounded-lg border border-green-700 px-3 font-semibold text-green-800 hover:bg-green-50';

/**
 * One delivery as a rider works it at the door: when, who, where (a map a tap away), the phone to call,
 * what to hand over and the cash to take; then Delivered or Couldn't deliver when the order allows it.
 */
export function DeliveryCard({
  order,
  position,
  onDelivered,
  onNotDelivered,
}: {
  order: RiderOrder;
  position: number;
  onDelivered: () => void;
  onNotDelivered: () => void;
}) {
  const titleId = useId();
  const when = deliveryTimeLabel(order.delivery);
  const mayDeliver = order.nextStatuses.includes('DELIVERED');
  const mayFail = order.nextStatuses.includes('DELIVERY_FAILED');
  const cash = order.paymentMethod === 'CASH_ON_DELIVERY';
  const address = addressLine(order.delivery_address);
  const mobile = order.customer.mobile || order.delivery_address.mobile;

  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-xl bg-white p-3 ring-1 ring-neutral-200 sm:p-4">
      <header className="grid gap-1.5">
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-neutral-900 text-sm font-semibold text-white"
          >
            {position}
          </span>
          <h2 id={titleId} className="font-semibold [overflow-wrap:anywhere]">
            Order No: {order.orderId}
          </h2>
        </div>
        {/* The status beside the time: the Order No keeps a line of its own on a phone. */}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-base font-semibold text-neutral-900">{when ?? 'No time booked'}</p>
          <StatusChip status={order.status} />
        </div>
      </header>
      <div>
        <p className="font-medium [overflow-wrap:anywhere]">
          {order.customer.name}
          {mobile && <span className="font-normal text-neutral-700 tabular-nums"> · {mobile}</span>}
        </p>
        <address className="text-neutral-700 not-italic [overflow-wrap:anywhere]">{address}</address>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <a
          href={mapsUrl(order.delivery_address)}
          target="_blank"
          rel="noreferrer"
          aria-label={`Map: ${address}`}
          className={LINK_BUTTON}
        >
          <PinIcon className="h-5 w-5 shrink-0" /> Map
        </a>
        {mobile && (
          <a href={telUrl(mobile)} aria-label={`Call ${order.customer.name}: ${mobile}`} className={LINK_BUTTON}>
            <PhoneIcon className="h-5 w-5 shrink-0" /> Call
          </a>
        )}
      </div>
      <details className="group rounded-lg bg-neutral-50 px-3">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between font-medium">
          {plural(order.itemCount, 'item')}
          <span className="text-sm font-normal text-green-800 group-open:hidden">Show</span>
          <span className="hidden text-sm font-normal text-green-800 group-open:inline">Hide</span>
        </summary>
        <ul className="grid gap-1 pb-3 text-sm">
          {order.items.map((item, index) => (
            <li key={`${item.name}-${index}`} className="flex justify-between gap-3">
              <span className="[overflow-wrap:anywhere]">{item.name}</span>
              <span className="shrink-0 tabular-nums">{quantityAfterName(item)}</span>
            </li>
          ))}
        </ul>
      </details>
      {cash ? (
        <p className="rounded-lg bg-amber-100 px-3 py-2 text-lg font-bold text-amber-950">
          Collect {formatMoney(order.amountToCollect)}
        </p>
      ) : (
        <p className="rounded-lg bg-neutral-100 px-3 py-2 font-medium text-neutral-800">
          Paid by card — nothing to collect
        </p>
      )}
      {WAITING[order.status] && <p className="text-sm text-neutral-700">{WAITING[order.status]}</p>}
      {/* One above the other on a phone: each a full-width target, neither squeezed onto two lines. */}
      {(mayDeliver || mayFail) && (
        <div className="grid gap-2 sm:grid-cols-2">
          {mayDeliver && (
            <button type="button" onClick={onDelivered} className={CONFIRM_BUTTON}>
              Delivered
            </button>
          )}
          {mayFail && (
            <button type="button" onClick={onNotDelivered} className={SECONDARY_BUTTON}>
              Couldn't deliver
            </button>
          )}
        </div>
      )}
    </article>
  );
}
