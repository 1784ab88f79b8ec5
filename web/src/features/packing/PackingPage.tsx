import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { plural } from '../../lib/plural';
import { FindOrderForm } from './FindOrderForm';
import { PackingQueue } from './PackingQueue';
import { PackOrder } from './PackOrder';
import { PACKING_POLL_MS, useGetPackingQueueQuery } from './packingApi';

const QUEUE_POLLING = { pollingInterval: PACKING_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true };

/**
 * /dashboard/packing (packers, managers, admins), made for a phone in the aisles: the orders waiting to
 * be packed, the first to go on top, or with `?order=` the one the packer looked up by its Order No;
 * /dashboard/packing/:orderId packs one. No live event reaches packers, so what is shown is read every
 * 30 s while seen, and after each pack.
 */
export default function PackingPage() {
  const { orderId } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const lookedUp = orderId ?? params.get('order') ?? undefined;
  const {
    // The answer for what is asked now: none while a new lookup loads, kept while the same is read again.
    currentData: answer,
    error,
    isFetching,
    fulfilledTimeStamp,
  } = useGetPackingQueueQuery(lookedUp ? { orderId: lookedUp } : undefined, QUEUE_POLLING);
  const queue = answer?.data;
  const order = orderId ? queue?.[0] : undefined;
  usePageTitle(order ? `Packing ${order.orderId}` : 'Packing');

  if (orderId && order) {
    return <PackOrder key={order._id} order={order} onPacked={() => navigate('/dashboard/packing')} />;
  }

  const find = (orderNo: string) => setParams(orderNo ? { order: orderNo } : {});
  const listed = !orderId && queue;
  return (
    <section>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-neutral-200 px-4 py-3">
        <h1 className="text-lg font-semibold">Packing</h1>
        {listed && !lookedUp && (
          <p className="text-sm text-neutral-700" aria-live="polite">
            {waitingLabel(queue.length, answer?.waiting ?? queue.length)}
          </p>
        )}
      </div>
      <div className="grid gap-4 rounded-b-xl bg-neutral-50 p-3 sm:p-4">
        {!orderId && <FindOrderForm initial={lookedUp ?? ''} onFind={find} />}
        {error && !queue && (
          <p role="alert" className="text-red-600">
            {errorMessage(error)}
          </p>
        )}
        {!queue && !error && isFetching && (
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
        {listed && queue.length === 0 && (
          <p
            role={lookedUp ? 'alert' : undefined}
            className="rounded-xl bg-white px-4 py-8 text-center text-neutral-700 ring-1 ring-neutral-200"
          >
            {lookedUp
              ? `${lookedUp} is not waiting to be packed: it was packed or cancelled already.`
              : 'Nothing to pack right now. New orders show up here.'}
          </p>
        )}
        {listed && lookedUp && (
          <Link to="/dashboard/packing" className="font-medium text-green-800 underline">
            Show the whole queue
          </Link>
        )}
        {listed && queue.length > 0 && <PackingQueue orders={queue} now={new Date(fulfilledTimeStamp ?? Date.now())} />}
      </div>
    </section>
  );
}

/** How many wait, and whether the queue shows them all (it shows the first 50). */
function waitingLabel(shown: number, waiting: number): string {
  if (!waiting) return 'All packed';
  return shown < waiting ? `The first ${shown} of ${waiting} orders to pack` : `${plural(waiting, 'order')} to pack`;
}
