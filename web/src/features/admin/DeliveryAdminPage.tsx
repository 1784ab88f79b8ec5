import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { formatMoney } from '../../lib/money';
import type { Zone } from '../../api/types';
import { useConfirmedDelete } from '../toasts/useConfirmedDelete';
import { AddButton, AdminHeader, EmptyState } from './AdminHeader';
import { useDeactivateZoneMutation, useGetZonesQuery } from './deliveryAdminApi';
import { FEE_KEYS, FEE_LABELS, templateLine } from './zoneForm';
import { ZoneFormDialog } from './ZoneFormDialog';

/**
 * Issue 37 (/dashboard/delivery): where the shop delivers, how fast and at what cost: every zone with
 * its pincodes, express ETA, slot templates and fees; add, edit, deactivate (orders already booked
 * keep their slot). The newest active zone serves a pincode several zones list.
 */
export default function DeliveryAdminPage() {
  usePageTitle('Delivery');
  const { data: zones, error, isLoading } = useGetZonesQuery();
  const [editing, setEditing] = useState<Zone | 'new'>();
  const [deactivate] = useDeactivateZoneMutation();
  const removal = useConfirmedDelete<Zone>(deactivate);

  return (
    <section>
      <AdminHeader title="Delivery" action={<AddButton onClick={() => setEditing('new')}>Add zone</AddButton>} />
      {error && (
        <p role="alert" className="p-4 text-red-600">
          {errorMessage(error)}
        </p>
      )}
      {isLoading && (
        <div className="grid gap-3 p-4">
          <Skeleton className="h-40 w-full" />
        </div>
      )}
      {zones?.length === 0 && (
        <EmptyState text="No delivery zones: the shop delivers everywhere, free, with no slot asked." />
      )}
      <ul aria-label="Delivery zones" className="grid gap-3 p-4">
        {zones?.map((zone) => (
          <li key={zone._id}>
            <ZoneCard zone={zone} onEdit={() => setEditing(zone)} onDeactivate={() => removal.ask(zone)} />
          </li>
        ))}
      </ul>
      <ZoneFormDialog
        open={Boolean(editing)}
        zone={editing === 'new' ? undefined : editing}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={Boolean(removal.target)}
        title="Deactivate zone"
        message="Its pincodes are no longer served by it; orders already booked keep their slot."
        detail={removal.target?.name}
        confirmLabel="Deactivate"
        busy={removal.busy}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </section>
  );
}

function ZoneCard({ zone, onEdit, onDeactivate }: { zone: Zone; onEdit: () => void; onDeactivate: () => void }) {
  const fees = FEE_KEYS.filter((key) => zone.fees?.[key] !== null && zone.fees?.[key] !== undefined);
  return (
    <article
      aria-labelledby={`zone-${zone._id}`}
      className={`grid gap-3 rounded-lg p-4 text-sm ring-1 ring-neutral-200 ${zone.active ? 'bg-white' : 'bg-neutral-50'}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`zone-${zone._id}`} className="text-base font-semibold [overflow-wrap:anywhere]">
          {zone.name}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${zone.active ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-800'}`}
        >
          {zone.active ? 'Active' : 'Inactive'}
        </span>
      </header>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-neutral-700">Pincodes</dt>
        <dd className="[overflow-wrap:anywhere]">{zone.pincodes.join(', ')}</dd>
        <dt className="font-medium text-neutral-700">Express</dt>
        <dd>
          {zone.express
            ? `In ${zone.express.etaMinutes} minutes${zone.express.fee ? `, fee ${formatMoney(zone.express.fee)}` : ''}`
            : 'Off'}
        </dd>
        <dt className="font-medium text-neutral-700">Slots</dt>
        <dd>
          {zone.slotTemplates.length ? (
            <ul className="grid gap-0.5">
              {zone.slotTemplates.map((template, index) => (
                <li key={index}>
                  {templateLine(template)}
                  {template.fee ? ` · fee ${formatMoney(template.fee)}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            'None (express only)'
          )}
        </dd>
        <dt className="font-medium text-neutral-700">Fees</dt>
        <dd>
          {fees.length ? (
            <ul className="grid gap-0.5">
              {fees.map((key) => (
                <li key={key}>
                  {FEE_LABELS[key]}: {formatMoney(zone.fees[key] ?? 0)}
                </li>
              ))}
            </ul>
          ) : (
            'None: delivery is free'
          )}
        </dd>
      </dl>
      <footer className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${zone.name}`}
          className="rounded-md border border-green-700 px-3 py-1.5 font-medium text-green-800 hover:bg-green-50"
        >
          Edit
        </button>
        {zone.active && (
          <button
            type="button"
            onClick={onDeactivate}
            aria-label={`Deactivate ${zone.name}`}
            className="rounded-md border border-red-700 px-3 py-1.5 font-medium text-red-700 hover:bg-red-50"
          >
            Deactivate
          </button>
        )}
      </footer>
    </article>
  );
}
