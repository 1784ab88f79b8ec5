import { useEffect, useState } from 'react';
import type { CartLine } from '../../api/types';
import { useMarkPriceSeenMutation } from './cartApi';
import { priceChange } from './cartLineState';

type Changes = Record<string, { was: number; now: number }>;

/**
 * The price changes this screen announces. Each change found is reported seen to the server once (so
 * the next cart or checkout no longer announces it) and kept here while the screen stays open.
 */
export function usePriceNotices(lines: CartLine[] | undefined): Changes {
  const [noticed, setNoticed] = useState<Changes>({});
  const [markSeen] = useMarkPriceSeenMutation();
  useEffect(() => {
    const found = (lines ?? []).flatMap((line) => {
      const change = priceChange(line);
      return change && !noticed[line._id] ? [[line._id, change] as const] : [];
    });
    if (!found.length) return;
    setNoticed((current) => ({ ...current, ...Object.fromEntries(found) }));
    for (const [lineId] of found) void markSeen({ _id: lineId });
  }, [lines, noticed, markSeen]);
  return noticed;
}
