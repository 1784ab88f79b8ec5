import { useEffect, useState } from 'react';
import { shopApi } from '../../api/shopApi';
import { useAppDispatch } from '../../app/hooks';
import { useGetRenamesQuery, type RenameProgress as Rename } from './adminApi';

/** How often an admin's page asks how far a rename got, while one is under way. */
const POLL_MS = 1500;

/**
 * Tells the admin that products are still being updated after a rename (the catalog does it in the
 * background), and how far it got; refreshes the product lists once it is done.
 */
export function RenameProgress({ field }: { field: Rename['field'] }) {
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(false);
  const { data } = useGetRenamesQuery(undefined, { pollingInterval: polling ? POLL_MS : 0 });
  const underWay = (data ?? []).filter((rename) => rename.field === field);

  useEffect(() => {
    if (polling && !underWay.length) dispatch(shopApi.util.invalidateTags(['Product']));
    setPolling(underWay.length > 0);
  }, [dispatch, polling, underWay.length]);

  return (
    <div role="status" aria-live="polite" className={underWay.length ? 'px-4 pt-4' : 'sr-only'}>
      {underWay.map((rename) => (
        <p key={rename._id} className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Updating products to the new name “{rename.name}”:{' '}
          {rename.total ? `${rename.done.toLocaleString()} of ${rename.total.toLocaleString()}` : 'starting'}…
        </p>
      ))}
    </div>
  );
}
