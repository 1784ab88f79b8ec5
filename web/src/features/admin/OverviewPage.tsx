import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import type { OrderSummary } from '../../api/types';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { formatMoney } from '../../lib/money';
import { FULFILMENT_STATUSES, STATUS_LABEL } from '../orders/orderStatus';
import { useLiveOrderOptions } from '../orders/useLiveOrders';
import { AdminHeader } from './AdminHeader';
import { LowStockPanel } from './LowStockPanel';
import { labelOfDay } from './dayLabel';
import { SUMMARY_DAYS, useGetOrderSummaryQuery } from './ordersAdminApi';

// Chart.js comes with the chart, in a chunk of its own, only when the Overview opens.
const OrdersChart = lazy(() => import('./OrdersChart'));
const SUMMARY_POLL_MS = 30_000;

/**
 * Issue 19: the shop at a glance: today's orders and money, the orders in each status, orders and
 * money collected per day for two weeks, and the products running out, each a link to its edit dialog.
 */
export default function OverviewPage() {
  usePageTitle('Overview');
  const { data, error } = useGetOrderSummaryQuery(
    SUMMARY_DAYS,
    useLiveOrderOptions({ pollingInterval: SUMMARY_POLL_MS }),
  );
  return (
    <section>
      <AdminHeader title="Overview" />
      {error && (
        <p role="alert" className="p-4 text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {!data && !error && (
        <div className="grid gap-3 p-4" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      )}
      {data && <Summary summary={data} />}
    </section>
  );
}

function Summary({ summary }: { summary: OrderSummary }) {
  return (
    <div className="flex flex-col gap-6 p-4">
      <section aria-labelledby="overview-today">
        <h2 id="overview-today" className="mb-2 font-semibold">
          Today
        </h2>
        {/* Issue 33 (15): orders placed, delivered and cancelled apart; money in hand apart from cash still out. */}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Card label="Placed today" value={String(summary.today.placed)} />
          <Card label="Delivered today" value={String(summary.today.delivered)} />
          <Card label="Cancelled today" value={String(summary.today.cancelled)} />
          <Card label="Collected today" value={formatMoney(summary.today.collected)} />
          <Card label="To collect (cash on delivery)" value={formatMoney(summary.toCollect)} />
        </dl>
      </section>
      <section aria-labelledby="overview-status">
        <h2 id="overview-status" className="mb-2 font-semibold">
          Orders by status
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {FULFILMENT_STATUSES.map((status) => (
            <Card
              key={status}
              label={STATUS_LABEL[status]}
              value={String(summary.byStatus[status] ?? 0)}
              to={`/dashboard/orders?status=${status}`}
            />
          ))}
        </dl>
      </section>
      <section aria-labelledby="overview-days">
        <h2 id="overview-days" className="mb-2 font-semibold">
          Orders placed and money collected, last {summary.days.length} days
        </h2>
        <Suspense fallback={<Skeleton className="h-72 w-full" />}>
          <OrdersChart days={summary.days} />
        </Suspense>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-green-700">Show as a table</summary>
          <DaysTable days={summary.days} />
        </details>
      </section>
      <LowStockPanel />
    </div>
  );
}

/** A figure and what it counts; with `to`, the label links to those orders. */
function Card({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-neutral-50 p-3 ring-1 ring-neutral-200">
      <dt className="text-sm text-neutral-600">
        {to ? (
          <Link to={to} className="text-green-800 underline-offset-2 hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="text-xl font-semibold tabular-nums [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

function DaysTable({ days }: { days: OrderSummary['days'] }) {
  const heading = 'py-1 text-right font-medium';
  return (
    <table className="mt-2 w-full max-w-lg text-left">
      <thead className="text-neutral-600">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Day
          </th>
          <th scope="col" className={heading}>
            Placed
          </th>
          <th scope="col" className={heading}>
            Delivered
          </th>
          <th scope="col" className={heading}>
            Cancelled
          </th>
          <th scope="col" className={heading}>
            Collected
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <td className="py-0.5">{labelOfDay(day.date)}</td>
            <td className="py-0.5 text-right tabular-nums">{day.placed}</td>
            <td className="py-0.5 text-right tabular-nums">{day.delivered}</td>
            <td className="py-0.5 text-right tabular-nums">{day.cancelled}</td>
            <td className="py-0.5 text-right tabular-nums">{formatMoney(day.collected)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
