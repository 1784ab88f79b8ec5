import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { RiderOrder } from '../../api/types';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { plural } from '../../lib/plural';
import { DeliveredDialog } from './DeliveredDialog';
import { DeliveredToday } from './DeliveredToday';
import { DeliveryCard } from './DeliveryCard';
import { NotDeliveredDialog } from './NotDeliveredDialog';
import { RIDER_POLL_MS, useGetRiderRoundQuery } from './riderApi';

/**
 * /dashboard/deliveries (riders), made for a phone on the road: the deliveries still to make in the
 * order to make them, each with its door, phone and cash; below, what was delivered today. No live
 * event reaches riders, so the round is read every 30 s while seen, and after each step.
 */
export default function DeliveriesPage() {
  usePageTitle('Deliveries');
  const {
    data: round,
    error,
    isLoading,
  } = useGetRiderRoundQuery(undefined, {
    pollingInterval: RIDER_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const [delivering, setDelivering] = useState<RiderOrder | null>(null);
  const [failing, setFailing] = useState<RiderOrder | null>(null);

  return (
    <section>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-neutral-200 px-4 py-3">
        <h1 className="text-lg font-semibold">Deliveries</h1>
        {round && (
          <p className="text-sm text-neutral-700" aria-live="polite">
            {round.open.length ? `${plural(round.open.length, 'delivery', 'deliveries')} to make` : 'All done'}
          </p>
        )}
      </div>
      <div className="grid gap-6 rounded-b-xl bg-neutral-50 p-3 sm:p-4">
        {error && !round && (
          <p role="alert" className="text-red-600">
            {errorMessage(error)}
          </p>
        )}
        {isLoading && (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-64 w-full rounded-xl" />
            <Skeleton className="h-64 w-full rounded-xl" />
          </div>
        )}
        {round && round.open.length === 0 && (
          <p className="rounded-xl bg-white px-4 py-8 text-center text-neutral-700 ring-1 ring-neutral-200">
            Nothing to deliver right now. Orders the shop gives you show up here.
          </p>
        )}
        {round && round.open.length > 0 && (
          <ol aria-label="To deliver" className="grid gap-3 lg:grid-cols-2">
            {round.open.map((order, index) => (
              <li key={order._id}>
                <DeliveryCard
                  order={order}
                  position={index + 1}
                  onDelivered={() => setDelivering(order)}
                  onNotDelivered={() => setFailing(order)}
                />
              </li>
            ))}
          </ol>
        )}
        {round && <DeliveredToday orders={round.deliveredToday} />}
      </div>
      <DeliveredDialog order={delivering} onClose={() => setDelivering(null)} />
      <NotDeliveredDialog order={failing} onClose={() => setFailing(null)} />
    </section>
  );
}
