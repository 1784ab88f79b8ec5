import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import type { AdminOrder, AdminOrderListQuery } from '../../api/types';
import { ArrowLeftIcon } from '../../components/Icons';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { dayName, slotHours } from '../../lib/deliveryTime';
import { formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import { formatQuantity } from '../../lib/weight';
import { useGetZonesQuery } from './deliveryAdminApi';
import { useGetAdminOrdersQuery } from './ordersAdminApi';

/** The most orders one page of the admin list answers (the order service's PAGE_MAX). */
const PER_PAGE = 100;
/** Orders not to pack: cancelled or refunded, and card checkouts never paid. */
const NOT_PACKED = new Set(['CANCELLED', 'REFUNDED', 'PAYMENT_PENDING']);

/**
 * Issue 37 (/dashboard/packing-list?slotId=): what to pack and carry for one delivery slot, printed on
 * A4: a block per order with its Order No, customer, address, mobile, lines with quantities (kg for
 * lines sold by weight) and the payment to collect (a cash order's total; a card order is 'Paid').
 */
export default function PackingListPage() {
  const [params] = useSearchParams();
  const slotId = params.get('slotId') ?? '';
  const { data: zones } = useGetZonesQuery();
  const title = slotTitleOf(slotId, zones);
  usePageTitle(`Packing list ${title}`);

  return (
    <section className="flex flex-col gap-4 p-4 text-sm print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={{ pathname: '/dashboard/orders', search: params.toString() }}
          className="inline-flex items-center gap-1 text-green-700"
        >
          <ArrowLeftIcon className="h-4 w-4" /> Orders
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-amber-400 px-4 py-2 font-semibold hover:bg-amber-500"
        >
          Print
        </button>
      </div>
      <header>
        <h1 className="text-lg font-semibold">Packing list</h1>
        <p className="text-base">{title}</p>
      </header>
      {slotId ? <PackingPage slotId={slotId} page={1} /> : <p>Choose a slot on the Orders page first.</p>}
    </section>
  );
}

/** One page of the slot's orders, and the next page after it while there is one. */
function PackingPage({ slotId, page }: { slotId: string; page: number }) {
  const { data, error, isLoading } = useGetAdminOrdersQuery({
    page,
    limit: PER_PAGE,
    slotId,
  } as AdminOrderListQuery);
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(error)}
      </p>
    );
  if (isLoading || !data) return <Skeleton className="h-64 w-full" />;
  const orders = data.data.filter((order) => !NOT_PACKED.has(order.status));
  return (
    <>
      {page === 1 && (
        <p className="text-neutral-700">
          {plural(data.totalCount, 'order')} in this slot
          {orders.length < data.data.length && `, ${data.data.length - orders.length} not to pack (cancelled)`}
        </p>
      )}
      {page === 1 && data.data.length === 0 && <p>No orders in this slot yet.</p>}
      {orders.length > 0 && (
        <ol aria-label={page === 1 ? 'Orders to pack' : `Orders to pack, page ${page}`} className="grid gap-3">
          {orders.map((order) => (
            <li key={order._id} className="print-block">
              <PackingBlock order={order} />
            </li>
          ))}
        </ol>
      )}
      {page < data.totalPage && <PackingPage slotId={slotId} page={page + 1} />}
    </>
  );
}

/** 'Paid' for a card order or cash already collected; else the cash to collect. */
export function paymentToCollect(order: Pick<AdminOrder, 'paymentMethod' | 'totalAmt' | 'paymentCollectedAt'>) {
  if (order.paymentMethod === 'CARD' || order.paymentCollectedAt) return 'Paid';
  return `Collect ${formatMoney(order.totalAmt)} cash`;
}

function PackingBlock({ order }: { order: AdminOrder }) {
  const address = order.delivery_address;
  const collect = paymentToCollect(order);
  return (
    <article
      aria-labelledby={`pack-${order._id}`}
      className="grid gap-2 rounded-lg border border-neutral-300 p-3 print:rounded-none print:border-neutral-500"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-neutral-200 pb-1">
        <h2 id={`pack-${order._id}`} className="text-base font-semibold">
          Order No: {order.orderId}
        </h2>
        <p className={`font-semibold ${collect === 'Paid' ? 'text-green-800' : 'text-red-800'}`}>{collect}</p>
      </header>
      <div className="grid gap-2 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <p className="font-medium">{order.customer?.name || 'Customer'}</p>
          <address className="not-italic">
            {address.address_line}, {address.city}, {address.state} {address.pincode}
          </address>
          <p>Mobile: {address.mobile || order.customer?.mobile}</p>
        </div>
        <table className="w-full text-left">
          <caption className="sr-only">Lines of order {order.orderId}</caption>
          <thead>
            <tr className="border-b border-neutral-200">
              <th scope="col" className="py-0.5 pr-2 font-medium">
                Item
              </th>
              <th scope="col" className="py-0.5 text-right font-medium">
                Qty
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.productId} className="border-b border-neutral-100">
                <td className="py-0.5 pr-2 [overflow-wrap:anywhere]">
                  <span
                    aria-hidden="true"
                    className="mr-1 inline-block size-3 border border-neutral-500 align-middle"
                  />
                  {item.product_details.name}
                </td>
                <td className="py-0.5 text-right font-semibold tabular-nums">
                  {formatQuantity(item.quantity, item.sellBy)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

/** 'Tomorrow, 7–9 am · All of India (demo)', read from the slot id and its zone's template. */
function slotTitleOf(
  slotId: string,
  zones: { _id: string; name: string; slotTemplates: { start: string; end: string }[] }[] | undefined,
) {
  const match = /^([0-9a-f]{24})-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(slotId);
  if (!match) return '';
  const [, zoneId, year, month, day, hour, minute] = match;
  const date = `${year}-${month}-${day}`;
  const start = `${hour}:${minute}`;
  const zone = zones?.find((candidate) => candidate._id === zoneId);
  const end = zone?.slotTemplates.find((template) => template.start === start)?.end;
  // The shop's zone (Asia/Kolkata) is 5:30 ahead of UTC all year.
  const instant = (time: string, nextDay = false) =>
    new Date(new Date(`${date}T${time}:00+05:30`).getTime() + (nextDay ? 86_400_000 : 0)).toISOString();
  const hours = end ? slotHours(instant(start), instant(end, end <= start)) : start;
  return `${dayName(date)}, ${hours}${zone ? ` · ${zone.name}` : ''}`;
}
