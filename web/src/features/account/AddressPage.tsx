import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import type { Address } from '../../api/types';
import { EditIcon, TrashIcon } from '../../components/Icons';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { PermanentDeleteDialog } from '../../components/PermanentDeleteDialog';
import { useConfirmedDelete } from '../toasts/useConfirmedDelete';
import { AddressFormDialog } from '../addresses/AddressFormDialog';
import { useDisableAddressMutation, useGetAddressesQuery } from '../addresses/addressApi';
import { PanelHeader } from './PanelHeader';

/**
 * Spec 2, address panel: saved addresses with edit and remove, and the way to add one. Removing asks
 * first, with the spec's 'Permanent Delete' question (issue 33): the address is gone from every list.
 */
export default function AddressPage() {
  usePageTitle('Address');
  const { data: addresses, error, isLoading } = useGetAddressesQuery();
  const [disable] = useDisableAddressMutation();
  const [form, setForm] = useState<{ address?: Address } | null>(null);
  const deletion = useConfirmedDelete<Address>(disable);
  const asked = deletion.target && { name: deletion.target.address_line };

  return (
    <section>
      <PanelHeader
        title="Address"
        action={
          <button
            type="button"
            onClick={() => setForm({})}
            className="rounded-full border border-amber-400 px-4 py-1.5 text-sm font-medium hover:bg-amber-400"
          >
            Add Address
          </button>
        }
      />
      <div className="grid gap-3 bg-neutral-50 p-4">
        {error && <p role="alert">{errorMessage(error)}</p>}
        {isLoading && <Skeleton className="h-28 w-full" />}
        {addresses?.map((address) => (
          <article
            key={address._id}
            className="flex gap-3 rounded-lg bg-white p-4 text-sm leading-6 ring-1 ring-neutral-200"
          >
            <div className="flex-1">
              <p className="font-medium">{address.address_line}</p>
              <p>{address.city}</p>
              <p>{address.state}</p>
              <p>
                {address.country} - {address.pincode}
              </p>
              <p>{address.mobile}</p>
            </div>
            <div className="flex flex-col gap-2">
              <button
                type="button"
                onClick={() => setForm({ address })}
                aria-label={`Edit address ${address.address_line}`}
                className="rounded-md bg-green-100 p-2 text-green-800 hover:bg-green-700 hover:text-white"
              >
                <EditIcon />
              </button>
              <button
                type="button"
                onClick={() => deletion.ask(address)}
                aria-label={`Remove address ${address.address_line}`}
                className="rounded-md bg-red-100 p-2 text-red-700 hover:bg-red-600 hover:text-white"
              >
                <TrashIcon />
              </button>
            </div>
          </article>
        ))}
        <button
          type="button"
          onClick={() => setForm({})}
          className="flex h-16 items-center justify-center rounded-lg border-2 border-dashed border-neutral-300 bg-white font-medium text-neutral-700 hover:border-green-700 hover:text-green-800"
        >
          Add address
        </button>
      </div>
      <AddressFormDialog open={form !== null} onClose={() => setForm(null)} address={form?.address} />
      <PermanentDeleteDialog deletion={{ ...deletion, target: asked }} kind="Address" />
    </section>
  );
}
