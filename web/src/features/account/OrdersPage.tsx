import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import type { Order } from '../../api/types';
import { ProductImage } from '../../components/ProductImage';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { formatMoney } from '../../lib/money';
import { useGetOrdersInfiniteQuery } from '../orders/orderApi';
import { useLiveOrderOptions } from '../orders/useLiveOrders';
import { CancelOrderButton } from './CancelOrderButton';
import { formatDateTime, PAYMENT_LABEL } from '../orders/orderStatus';
import { DeliveryWhen, quantityAfterName } from '../orders/OrderParts';
import { OrderAdjustments } from '../orders/OrderAdjustments';
import { OrderTimeline } from '../orders/OrderTimeline';
import { PanelHeader } from './PanelHeader';
import { StatusChip } from '../orders/StatusChip';
import { StatusHistory } from '../orders/StatusHistory';

/**
 * Spec 2, orders: each order's number and first product; beyond the spec (issue 19) its status chip
 * and steps, kept up to date while the page is open, its lines and total, 'Cancel order' while the
 * shop has not packed it, and a link to the order's own page. The newest orders first, more on request.
 */
export default function OrdersPage() {
  usePageTitle('My Orders');
  const { data, error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetOrdersInfiniteQuery(
    undefined,
    useLiveOrderOptions(),
  );
  const orders = data?.pages.flatMap((page) => page.data);
  const total = data?.pages[0]?.totalCount ?? 0;
  return (
    <section>
      <PanelHeader title="Order" />
      <div className="grid gap-4 bg-neutral-50 p-4">
        {error && <p role="alert">{errorMessage(error)}</p>}
        {isLoading && <Skeleton className="h-40 w-full" />}
        {orders?.length === 0 && <NoOrders />}
        {orders?.map((order) => (
          <OrderCard key={order._id} order={order} />
        ))}
        {hasNextPage && (
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="justify-self-center rounded-md border border-green-700 px-4 py-2 text-sm font-medium text-green-800 hover:bg-green-50 disabled:opacity-60"
          >
            {isFetchingNextPage ? 'Loading…' : `Show more orders (${orders?.length ?? 0} of ${total})`}
          </button>
        )}
      </div>
    </section>
  );
}

export function OrderCard({ order }: { order: Order }) {
  return (
    <article aria-labelledby={`order-${order._id}`} className="rounded-lg bg-white p-4 text-sm ring-1 ring-neutral-200">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`order-${order._id}`} className="font-semibold">
          Order No: {order.orderId}
        </h2>
        <StatusChip status={order.status} />
      </header>
      <p className="text-xs text-neutral-600">
        {formatDateTime(order.createdAt)} · {PAYMENT_LABEL[order.paymentMethod]}
      </p>
      <DeliveryWhen order={order} className="mt-1" />
      <OrderTimeline order={order} />
      <div className="mt-3 flex items-center gap-3">
        <ProductImage
          product={order.product_details}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="h-14 w-14 shrink-0 rounded-md border border-neutral-200 object-contain"
        />
        <p className="min-w-0 font-medium [overflow-wrap:anywhere]">{order.product_details.name}</p>
      </div>
      <ul className="mt-3 divide-y divide-neutral-100 border-y border-neutral-100">
        {order.items.map((item) => (
          <li key={item.productId} className="flex justify-between gap-3 py-1.5">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {item.product_details.name} <span className="text-neutral-600">{quantityAfterName(item)}</span>
            </span>
            <span>{formatMoney(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between font-semibold">
        <span>Total</span>
        <span>{formatMoney(order.totalAmt)}</span>
      </p>
      <div className="mt-2">
        <OrderAdjustments order={order} />
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-green-700">Status history</summary>
        <div className="mt-2">
          <StatusHistory order={order} />
        </div>
      </details>
      <footer className="mt-3 flex flex-wrap items-center justify-end gap-3">
        <CancelOrderButton order={order} />
        <Link
          to={`/dashboard/myorders/${order._id}`}
          aria-label={`Order details ${order.orderId}`}
          className="rounded-md border border-green-700 px-3 py-1.5 text-sm font-medium text-green-800 hover:bg-green-50"
        >
          Order details
        </Link>
      </footer>
    </article>
  );
}

function NoOrders() {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <svg viewBox="0 0 160 120" className="h-28 w-36" aria-hidden="true">
        <rect x="40" y="20" width="80" height="90" rx="8" fill="#fef3c7" stroke="#f59e0b" strokeWidth="4" />
        <path d="M58 48h44M58 64h44M58 80h28" stroke="#d97706" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-semibold">No Data</p>
      <p className="text-neutral-600">Orders you place appear here.</p>
    </div>
  );
}
