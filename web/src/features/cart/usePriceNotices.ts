import { useEffect } from 'react';
import type { CartLine } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMarkPriceSeenMutation } from './cartApi';
import { priceChange } from './cartLineState';
import { priceChangesNoticed, type PriceChanges } from './cartUiSlice';

/**
 * The price changes the cart and checkout announce. Each change found is reported seen to the server
 * once (so the next visit no longer announces it) and kept in the store for the rest of this visit, so
 * checkout still shows, and asks to confirm, a change the cart showed first.
 */
export function usePriceNotices(lines: CartLine[] | undefined): PriceChanges {
  const noticed = useAppSelector((state) => state.cartUi.priceChanges);
  const dispatch = useAppDispatch();
  const [markSeen] = useMarkPriceSeenMutation();
  useEffect(() => {
    const found = (lines ?? []).flatMap((line) => {
      const change = priceChange(line);
      return change && !noticed[line._id] ? [[line._id, change] as const] : [];
    });
    if (!found.length) return;
    dispatch(priceChangesNoticed(Object.fromEntries(found)));
    for (const [lineId] of found) void markSeen({ _id: lineId });
  }, [lines, noticed, markSeen, dispatch]);
  return noticed;
}
