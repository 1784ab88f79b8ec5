import { useState } from 'react';
import type { Envelope } from '../../api/types';
import { useToast } from './useToast';

type DeleteResult = { data: Envelope<unknown> } | { error: unknown };

/**
 * The 'Permanent Delete' flow: remember what is to go, ask, delete, toast the server's answer.
 * A refusal (a category still in use) is toasted by the store and the item stays.
 */
export function useConfirmedDelete<T extends { _id: string }>(
  remove: (arg: { _id: string }) => PromiseLike<DeleteResult>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    const result = await remove({ _id: target._id });
    setBusy(false);
    if ('data' in result) toast.success(result.data.message);
    setTarget(null);
  };
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy };
}
