import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { shopApi } from '../../api/shopApi';
import type { RootState } from '../../app/store';
import { applyLiveEvent } from './liveCache';
import { LIVE_EVENT_NAMES, type LiveEventName, type LiveEvents } from './liveEvents';
import { takeLivePosition } from '../../api/livePosition';
import { liveStreamChanged } from './liveSlice';

/** The contract's limit on product ids in one stream's address. */
export const MAX_LIVE_PRODUCTS = 200;

interface Store {
  dispatch: ThunkDispatch<RootState, unknown, UnknownAction>;
  getState: () => RootState;
  subscribe: (listener: () => void) => () => void;
}

export interface LiveChannelOptions {
  /** The browser's EventSource; absent (tests, old browsers) the channel stays idle. */
  EventSource?: typeof EventSource;
  url?: string;
  /** How long the product set must stay unchanged before the stream reconnects with it. */
  settleMs?: number;
  /** The first wait before opening again a stream the browser gave up on (doubles up to maxRetryMs). */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * The tab's one live stream (`GET /api/live`, issue 23). Screens register the products they show
 * (useLiveProducts); the stream asks for their union and is opened again, once the set has settled,
 * when it changes or the user signs in or out. Each event updates the RTK Query cache (liveCache.ts).
 *
 * The browser reconnects a dropped stream itself and resends Last-Event-ID, so the gateway replays what
 * was missed. A stream opened anew passes where to resume as `lastEventId` in the address, since a
 * script cannot set that header: the Live-Position of the earliest call answered since the last
 * opening (the data its screens show may be older than the stream), else the last id seen.
 */
export class LiveChannel {
  private readonly registrations = new Map<number, readonly string[]>();
  private nextRegistration = 0;
  private source?: EventSource;
  private address?: string;
  private lastEventId?: string;
  private signedIn: boolean;
  private settleTimer?: ReturnType<typeof setTimeout>;
  private retryTimer?: ReturnType<typeof setTimeout>;
  private failures = 0;
  private unsubscribe?: () => void;
  private readonly options: Required<Omit<LiveChannelOptions, 'EventSource'>> & Pick<LiveChannelOptions, 'EventSource'>;

  constructor(
    private readonly store: Store,
    options: LiveChannelOptions = {},
  ) {
    this.options = { url: '/api/live', settleMs: 300, retryMs: 2_000, maxRetryMs: 60_000, ...options };
    this.signedIn = store.getState().session.signedIn;
  }

  start(): void {
    if (!this.options.EventSource || this.unsubscribe) return;
    this.unsubscribe = this.store.subscribe(() => {
      const signedIn = this.store.getState().session.signedIn;
      if (signedIn === this.signedIn) return;
      // Another identity gets another stream: what the old one saw is not this one's to replay.
      this.signedIn = signedIn;
      this.lastEventId = undefined;
      this.connect();
    });
    this.scheduleConnect();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.settleTimer);
    clearTimeout(this.retryTimer);
    this.close();
  }

  /** Adds products a screen shows to the stream's set; the returned function takes them out again. */
  register(productIds: readonly string[]): () => void {
    const key = this.nextRegistration++;
    this.registrations.set(key, productIds);
    this.scheduleConnect();
    return () => {
      this.registrations.delete(key);
      this.scheduleConnect();
    };
  }

  /** The union of every registered product id, in the order first registered, at most MAX_LIVE_PRODUCTS. */
  products(): string[] {
    const union = new Set<string>();
    for (const ids of this.registrations.values()) for (const id of ids) union.add(id);
    return [...union].slice(0, MAX_LIVE_PRODUCTS);
  }

  private scheduleConnect(): void {
    if (!this.unsubscribe) return;
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => this.connect(), this.options.settleMs);
  }

  private addressFor(products: string[]): string | undefined {
    // An anonymous stream without products would carry nothing but `refetch`.
    if (!this.signedIn && products.length === 0) return undefined;
    const params = new URLSearchParams();
    if (products.length) params.set('products', products.join(','));
    const query = params.toString().replace(/%2C/g, ',');
    return query ? `${this.options.url}?${query}` : this.options.url;
  }

  private connect(): void {
    clearTimeout(this.settleTimer);
    clearTimeout(this.retryTimer);
    const address = this.addressFor(this.products());
    if (address === this.address && this.source && this.source.readyState !== 2) return;
    this.close();
    this.address = address;
    if (!address || !this.options.EventSource) return this.setUp(false);
    // Kept as the stream's position until an event moves it: a stream that saw none and is opened
    // again resumes from here too.
    const from = (this.lastEventId = takeLivePosition() ?? this.lastEventId);
    const resume = from ? `${address.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(from)}` : '';
    const source = new this.options.EventSource(address + resume, { withCredentials: true });
    this.source = source;
    source.onopen = () => {
      this.failures = 0;
      this.setUp(true);
    };
    source.onerror = () => {
      if (this.source !== source) return;
      this.setUp(false);
      // A signed-in stream also ends when its access token expires: the browser would reconnect with the
      // expired cookie, as a guest. The session is checked first (a 401 renews it), then the stream reopened.
      if (this.signedIn && source.readyState !== 2) {
        this.store.dispatch(shopApi.util.invalidateTags(['User']));
        return this.retryLater();
      }
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error status): we try again later.
      if (source.readyState === 2) this.retryLater();
    };
    for (const name of LIVE_EVENT_NAMES) source.addEventListener(name, (event) => this.receive(name, event));
  }

  private receive(name: LiveEventName, event: Event): void {
    const message = event as MessageEvent<string>;
    if (message.lastEventId) this.lastEventId = message.lastEventId;
    let data: LiveEvents[LiveEventName];
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    applyLiveEvent(name, data, this.store.dispatch, this.store.getState);
  }

  private retryLater(): void {
    this.close();
    const wait = Math.min(this.options.retryMs * 2 ** this.failures, this.options.maxRetryMs);
    this.failures += 1;
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }

  private close(): void {
    this.source?.close();
    this.source = undefined;
    this.address = undefined;
  }

  private setUp(up: boolean): void {
    if (this.store.getState().live.up !== up) this.store.dispatch(liveStreamChanged(up));
  }
}
