import type { Audience, SseFrame } from './live-events';

export interface Replayable {
  id: string;
  audience: Audience;
  /** The event as sent (sseFrame). */
  frame: SseFrame;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/**
 * The position before the first event a gateway receives: what it gives as Live-Position until then.
 * A stream opened from it gets every event kept, provided none has been dropped yet.
 */
export const FIRST_POSITION = '0';

/**
 * The events of the last `windowMs` (at most `maxEntries`, the oldest dropped first), so a stream that
 * reconnects with Last-Event-ID gets what it missed. An event is dropped once the one after it is
 * older than the window too: an id stays resumable while everything after it is kept, and the newest
 * (the position a quiet shop gives, newestId) however old. Entries are kept in arrival order in an
 * array read from `head`; the dropped prefix is cut off now and then rather than shifted out one by one.
 */
export class ReplayRing {
  private entries: Replayable[] = [];
  private head = 0;
  /** Id → position in arrival order (position − `dropped` is the index in `entries`). */
  private readonly positions = new Map<string, number>();
  private dropped = 0;

  constructor(
    private readonly windowMs: number,
    private readonly maxEntries: number,
  ) {}

  add(entry: Replayable): void {
    this.positions.set(entry.id, this.dropped + this.entries.length);
    this.entries.push(entry);
    this.expire(entry.at);
  }

  /** The id of the newest event kept, to give a refetch so the next reconnect resumes from there. */
  newestId(): string | undefined {
    return this.entries.length > this.head ? this.entries[this.entries.length - 1].id : undefined;
  }

  /**
   * Every event after `id` (or FIRST_POSITION), oldest first, or undefined when `id` is no longer (or
   * never was) kept.
   */
  after(id: string, now = Date.now()): Replayable[] | undefined {
    this.expire(now);
    if (id === FIRST_POSITION) return this.dropped + this.head === 0 ? this.entries.slice() : undefined;
    const position = this.positions.get(id);
    if (position === undefined) return undefined;
    return this.entries.slice(position - this.dropped + 1);
  }

  private expire(now: number): void {
    const oldest = now - this.windowMs;
    while (
      this.head < this.entries.length &&
      (this.entries.length - this.head > this.maxEntries ||
        (this.head + 1 < this.entries.length && this.entries[this.head + 1].at < oldest))
    ) {
      this.positions.delete(this.entries[this.head].id);
      this.head++;
    }
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.dropped += this.head;
      this.head = 0;
    }
  }
}
