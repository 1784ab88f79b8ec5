import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { plural } from '../../lib/plural';
import { PackingQueue } from './PackingQueue';
import { PackOrder } from './PackOrder';
import { PACKING_POLL_MS, useGetPackingQueueQuery } from './packingApi';

/**
 * /dashboard/packing (packers, managers, admins), made for a phone in the aisles: the orders waiting to
 * be packed, the first to go on top; /dashboard/packing/:orderId packs one. No live event reaches
 * packers, so the queue is read every 30 s while seen, and after each pack.
 */
export default function PackingPage() {
  const { orderId } = useParams();
  const navigate = useNavigate();
  const {
    data: queue,
    error,
    isLoading,
    fulfilledTimeStamp,
  } = useGetPackingQueueQuery(undefined, {
    pollingInterval: PACKING_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const order = orderId ? queue?.find((entry) => entry._id === orderId) : undefined;
  usePageTitle(order ? `Packing ${order.orderId}` : 'Packing');

  if (orderId && order) {
    return <PackOrder key={order._id} order={order} onPacked={() => navigate('/dashboard/packing')} />;
  }

  return (
    <section>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-neutral-200 px-4 py-3">
        <h1 className="text-lg font-semibold">Packing</h1>
        {queue && !orderId && (
          <p className="text-sm text-neutral-700" aria-live="polite">
            {queue.length ? `${plural(queue.length, 'order')} to pack` : 'All packed'}
          </p>
        )}
      </div>
      <div className="grid gap-4 rounded-b-xl bg-neutral-50 p-3 sm:p-4">
        {error && !queue && (
          <p role="alert" className="text-red-600">
            {errorMessage(error)}
          </p>
        )}
        {isLoading && (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-40 w-full rounded-xl" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </div>
        )}
        {orderId && queue && (
          <div className="grid gap-3 rounded-xl bg-white px-4 py-6 ring-1 ring-neutral-200">
            <p role="alert">This order is no longer waiting to be packed: it was packed or cancelled meanwhile.</p>
            <Link to="/dashboard/packing" className="font-medium text-green-800 underline">
              Back to the queue
            </Link>
          </div>
        )}
        {!orderId && queue?.length === 0 && (
          <p className="rounded-xl bg-white px-4 py-8 text-center text-neutral-700 ring-1 ring-neutral-200">
            Nothing to pack right now. New orders show up here.
          </p>
        )}
        {!orderId && queue && queue.length > 0 && (
          <PackingQueue orders={queue} now={new Date(fulfilledTimeStamp ?? Date.now())} />
        )}
      </div>
    </section>
  );
}
