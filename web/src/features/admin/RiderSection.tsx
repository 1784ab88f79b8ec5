import { useId, useState } from 'react';
import type { AdminOrderDetails } from '../../api/types';
import { useToast } from '../toasts/useToast';
import { useAssignRiderMutation } from './ordersAdminApi';
import { useGetStaffQuery } from './staff/staffApi';

/** The statuses in which an order can be given to a rider (or to another one): the server's own list. */
export const RIDER_STATUSES: ReadonlySet<AdminOrderDetails['status']> = new Set([
  'PACKED',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
]);

/**
 * Who delivers the order: its rider (name and mobile) or none yet, and a choice of the shop's riders
 * to give it to. A refusal (the order moved on, the rider lost the role) is toasted by the store.
 */
export function RiderSection({ order }: { order: AdminOrderDetails }) {
  const { data: riders, isLoading: loadingRiders } = useGetStaffQuery('RIDER');
  const [assign, { isLoading }] = useAssignRiderMutation();
  const [chosen, setChosen] = useState(order.rider?.email ?? '');
  const toast = useToast();
  const selectId = useId();
  const { rider } = order;

  const give = async () => {
    const result = await assign({ orderId: order._id, riderEmail: chosen });
    if ('data' in result && result.data) toast.success(result.data.message);
  };

  return (
    <div className="grid gap-3">
      {rider ? (
        <p>
          <span className="font-medium">{rider.name || rider.email}</span>
          {rider.mobile && (
            <>
              {' · '}
              <a href={`tel:${rider.mobile}`} className="text-green-700 underline">
                {rider.mobile}
              </a>
            </>
          )}
        </p>
      ) : (
        <p className="text-neutral-600">No rider yet</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-[12rem] flex-1 flex-col gap-1 sm:max-w-xs">
          <label htmlFor={selectId} className="text-sm font-medium text-neutral-700">
            {rider ? 'Another rider' : 'Rider'}
          </label>
          <select
            id={selectId}
            value={chosen}
            disabled={loadingRiders}
            onChange={(event) => setChosen(event.target.value)}
            className="h-10 rounded-md border border-neutral-300 bg-neutral-50 px-2 text-sm outline-none focus:border-amber-500 focus:bg-white disabled:opacity-60"
          >
            <option value="">{riders?.length === 0 ? 'No riders on the staff' : 'Choose a rider'}</option>
            {riders?.map((member) => (
              <option key={member._id} value={member.email}>
                {member.name || member.email}
                {member.mobile ? ` · ${member.mobile}` : ''}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={give}
          disabled={isLoading || !chosen || chosen === rider?.email}
          className="h-10 rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {isLoading ? 'Giving…' : 'Give to rider'}
        </button>
      </div>
    </div>
  );
}
