import { createContext, useContext, useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { LiveChannel } from './liveChannel';

/** The tab's live channel (main.tsx); absent in unit tests of single screens, where nothing is live. */
export const LiveChannelContext = createContext<LiveChannel | null>(null);

/** Keeps these products' stock and prices live while the calling component is mounted. */
export function useLiveProducts(productIds: readonly string[] | undefined): void {
  const channel = useContext(LiveChannelContext);
  // One registration per distinct set, however often the caller builds a new array.
  const key = (productIds ?? []).join(',');
  useEffect(() => {
    if (!channel || !key) return;
    return channel.register(key.split(','));
  }, [channel, key]);
}

/** Whether the stream is open: while it is not, screens refetch on focus (and orders poll) instead. */
export function useLiveStreamUp(): boolean {
  return useAppSelector((state) => state.live.up);
}

/** Options for reads the stream keeps current: read again on focus only while the stream is down. */
export function useLiveReadOptions(): { refetchOnFocus: boolean } {
  return { refetchOnFocus: !useLiveStreamUp() };
}
