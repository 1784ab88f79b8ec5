import { useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import type { AdminOrder, AdminOrderListQuery, FulfilmentStatus } from '../../api/types';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import { FULFILMENT_STATUSES, formatDateTime, PAYMENT_LABEL, STATUS_LABEL } from '../orders/orderStatus';
import { StatusChip } from '../orders/StatusChip';
import { useLiveOrderOptions } from '../orders/useLiveOrders';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { AdminHeader, EmptyState } from './AdminHeader';
import { AdminOrderDialog } from './AdminOrderDialog';
import { AwaitingPaymentList } from './AwaitingPaymentList';
import { AdminSearchBox } from './AdminSearchBox';
import { LIVE_ORDERS } from '../orders/orderApi';
import { ADMIN_ORDERS_PAGE_SIZE, useGetAdminOrdersQuery, useGetAwaitingPaymentQuery } from './ordersAdminApi';
import { Pagination } from './Pagination';
import { SlotFilter } from './SlotFilter';

const CHIP = 'rounded-full border px-3 py-1 text-sm whitespace-nowrap';
/** The filter value (?status=) of card checkouts not paid yet: not a fulfilment status, a list of its own. */
const AWAITING = 'AWAITING_PAYMENT';

/**
 * Issue 19: every order of the shop, newest first: filter by status (with counts), search by Order
 * No, e-mail, mobile or pincode (300 ms pause, back to page 1), pages of 10. A row opens the order
 * (/dashboard/orders/:orderId). New orders and changes by other admins arrive through the live stream
 * (issue 23); while it is down the list asks for news every 10 s while visible and on focus.
 */
export default function OrdersAdminPage() {
  usePageTitle('Orders');
  const { orderId } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  // The status filter lives in the address (?status=PACKED): the Overview's cards link to it, and it
  // stays while an order is open over the list.
  const [params, setParams] = useSearchParams();
  const status = FULFILMENT_STATUSES.find((value) => value === params.get('status'));
  const awaitingShown = params.get('status') === AWAITING;
  // Issue 37: the slot filter (?slotDate=&slotId=) stays beside the status one.
  const slotDate = params.get('slotDate') ?? '';
  const slotId = params.get('slotId') ?? '';
  const setFilters = (next: { status?: string; slotDate?: string; slotId?: string }) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>);
  const setStatus = (value: FulfilmentStatus | typeof AWAITING | undefined) =>
    setFilters({ status: value, slotDate, slotId });
  // Unpaid checkouts send no live event: their list is asked again every 10 s while the page is seen.
  const { data: awaiting } = useGetAwaitingPaymentQuery(undefined, LIVE_ORDERS);
  const { search: query } = useLocation();
  const filter = `${status ?? ''}|${search}|${slotDate}|${slotId}`;
  const [pageOf, setPageOf] = useState({ filter: '', page: 1 });
  // A new search or status starts at page 1.
  const page = pageOf.filter === filter ? pageOf.page : 1;
  const { data, error, isFetching } = useGetAdminOrdersQuery(
    {
      page,
      limit: ADMIN_ORDERS_PAGE_SIZE,
      ...(status && { status }),
      ...(search && { search }),
      ...(slotDate && { slotDate }),
      ...(slotId && { slotId }),
    } as AdminOrderListQuery,
    useLiveOrderOptions(),
  );
  const open = (order: AdminOrder) => navigate({ pathname: orderPath(order), search: query });

  return (
    <section>
      <AdminHeader
        title="Orders"
        action={
          <AdminSearchBox
            id="admin-order-search"
            label="Search orders"
            placeholder="Search order, e-mail, mobile or pincode"
            value={typed}
            onChange={setTyped}
          />
        }
      />
      <SlotFilter
        slotDate={slotDate}
        slotId={slotId}
        onChange={(slot) => setFilters({ status: params.get('status') ?? undefined, ...slot })}
      />
      <StatusFilter
        counts={data?.countsByStatus}
        awaiting={awaiting?.length}
        status={awaitingShown ? AWAITING : status}
        onStatus={setStatus}
      />
      {awaitingShown ? (
        awaiting && <AwaitingPaymentList orders={awaiting} />
      ) : (
        <>
          {error && (
            <p role="alert" className="p-4 text-red-600">
              {errorMessage(error)}
            </p>
          )}
          {!data && !error && (
            <div className="grid gap-2 p-4">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-10 w-full" />
              ))}
            </div>
          )}
          {data?.data.length === 0 && <EmptyState text={search ? 'No order matches.' : 'No orders yet.'} />}
          {data && data.data.length > 0 && (
            <div aria-busy={isFetching} className={isFetching ? 'opacity-70' : ''}>
              <OrdersTable orders={data.data} onOpen={open} />
              <OrderCards orders={data.data} onOpen={open} />
            </div>
          )}
          <Pagination
            page={page}
            total={Math.max(1, data?.totalPage ?? 1)}
            onPage={(next) => setPageOf({ filter, page: next })}
          />
        </>
      )}
      <AdminOrderDialog orderId={orderId} onClose={() => navigate({ pathname: '/dashboard/orders', search: query })} />
    </section>
  );
}

const orderPath = (order: AdminOrder) => `/dashboard/orders/${order._id}`;

/** The Order No, a link to the order (the row's click does the same; the link is what keyboards reach). */
function OrderLink({ order }: { order: AdminOrder }) {
  const { search } = useLocation();
  return (
    <Link
      to={{ pathname: orderPath(order), search }}
      // The row opens the order too: one navigation, not two.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      className="font-medium text-green-800 underline-offset-2 hover:underline"
    >
      {order.orderId}
    </Link>
  );
}

/** Tablets and up: one row per order. */
function OrdersTable({ orders, onOpen }: { orders: AdminOrder[]; onOpen: (order: AdminOrder) => void }) {
  return (
    <div
      role="region"
      aria-label="Orders table"
      tabIndex={0}
      className="hidden overflow-x-auto px-4 pb-4 focus-visible:outline-2 focus-visible:outline-amber-500 sm:block"
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="border-b border-neutral-200 text-neutral-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Order No
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Customer
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Items
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Total
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Payment
            </th>
            <th scope="col" className="py-2 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {orders.map((order) => (
            <tr key={order._id} onClick={() => onOpen(order)} className="cursor-pointer hover:bg-amber-50">
              <td className="py-2 pr-3">
                <OrderLink order={order} />
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
              <td className="max-w-56 py-2 pr-3">
                <span className="block truncate">{order.customer?.name || '—'}</span>
                <span className="block truncate text-xs text-neutral-600">{order.customer?.email}</span>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{order.itemCount}</td>
              <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{formatMoney(order.totalAmt)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{PAYMENT_LABEL[order.paymentMethod]}</td>
              <td className="py-2">
                <StatusChip status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per order, everything the table row says without scrolling sideways. */
function OrderCards({ orders, onOpen }: { orders: AdminOrder[]; onOpen: (order: AdminOrder) => void }) {
  return (
    <ul aria-label="Orders" className="grid gap-2 px-4 pb-4 sm:hidden">
      {orders.map((order) => (
        <li
          key={order._id}
          onClick={() => onOpen(order)}
          // min-w-0: a long e-mail is cut (truncate) instead of widening the card past the phone's width.
          className="flex min-w-0 cursor-pointer flex-col gap-1 rounded-lg p-3 text-sm ring-1 ring-neutral-200 hover:bg-amber-50"
        >
          <span className="flex items-center justify-between gap-2">
            <OrderLink order={order} />
            <StatusChip status={order.status} />
          </span>
          <span className="text-neutral-600">{formatDateTime(order.createdAt)}</span>
          <span className="truncate">
            {order.customer?.name || '—'}
            {order.customer?.email && <span className="text-neutral-600"> · {order.customer.email}</span>}
          </span>
          <span>
            {plural(order.itemCount, 'item')} · <span className="font-semibold">{formatMoney(order.totalAmt)}</span> ·{' '}
            {PAYMENT_LABEL[order.paymentMethod]}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * All orders or those of one status, each chip with its count of orders matching the search; last,
 * the card checkouts awaiting payment (not orders of the shop yet, so not in 'All').
 */
function StatusFilter({
  counts,
  awaiting,
  status,
  onStatus,
}: {
  counts: Partial<Record<FulfilmentStatus, number>> | undefined;
  awaiting: number | undefined;
  status: FulfilmentStatus | typeof AWAITING | undefined;
  onStatus: (status: FulfilmentStatus | typeof AWAITING | undefined) => void;
}) {
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0) : undefined;
  const chip = (value: FulfilmentStatus | typeof AWAITING | undefined, label: string, count: number | undefined) => (
    <button
      key={value ?? 'ALL'}
      type="button"
      aria-pressed={status === value}
      onClick={() => onStatus(value)}
      className={`${CHIP} ${status === value ? 'border-amber-500 bg-amber-400 font-semibold' : 'border-neutral-300 hover:bg-amber-50'}`}
    >
      {label} <span className="tabular-nums">({count ?? '…'})</span>
    </button>
  );
  return (
    <div role="group" aria-label="Orders by status" className="flex flex-wrap gap-2 px-4 py-3">
      {chip(undefined, 'All', all)}
      {FULFILMENT_STATUSES.map((value) => chip(value, STATUS_LABEL[value], counts?.[value]))}
      {chip(AWAITING, 'Awaiting payment', awaiting)}
    </div>
  );
}
