import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import type { IncomingMessage } from 'node:http';
import { tokenize } from './search-terms';

/** How long searches are kept, and the longest window asked for. */
export const INSIGHT_DAYS = 90;
/** Entries per list in an answer. */
const LISTED = 20;
/** Distinct queries kept per day (the most searched); the rest are dropped so a flood of junk stays bounded. */
const KEPT_PER_DAY = 5_000;
const DAY_MS = 86_400_000;
/**
 * A search counts once its requester stopped typing: a query the same requester extends or cuts back
 * ("gra", "gran", "granola") within this time replaces the one before, so only the last is counted.
 */
export const SETTLE_MS = 2_000;
/** Requesters followed at once; beyond, searches are counted as they come (memory stays bounded under a flood). */
const MAX_TYPING = 10_000;

const searchesKey = (day: string) => `catalog:search-insights:${day}:searches`;
const zeroKey = (day: string) => `catalog:search-insights:${day}:zero`;
const resultsKey = (day: string) => `catalog:search-insights:${day}:results`;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export interface SearchInsights {
  days: number;
  top: { query: string; searches: number; results: number }[];
  zeroResults: { query: string; searches: number }[];
}

const EMAIL = /[^\s@]+@[^\s@]+/g;
/** A phone number as typed: seven digits or more, maybe with +, spaces, dots, dashes or brackets between. */
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const MASKS = new Set(['[email]', '[phone]']);

/**
 * The query as recorded: its words, lower-cased, accents and punctuation dropped, one space apart;
 * an e-mail address or phone number typed into the box (it happens) is kept as `[email]` / `[phone]`,
 * never as typed (issue 32, item 9).
 */
export function normaliseQuery(text: string): string {
  const masked = text
    .replace(EMAIL, ' [email] ')
    .replace(PHONE, (found) => (found.replace(/\D/g, '').length >= 7 ? ' [phone] ' : found));
  const words = masked.split(/\s+/).flatMap((chunk) => (MASKS.has(chunk) ? [chunk] : tokenize(chunk)));
  return [...new Set(words)].join(' ');
}

/**
 * Who is searching, only to tell one typist's queries apart for SETTLE_MS (never stored): the client's
 * address as the gateway names it (it sets X-Forwarded-For itself, from trusted hops only), else the
 * connection's. Shared addresses (one office) only make a prefix typed there count less.
 */
export function requesterOf(request: IncomingMessage): string | undefined {
  const forwarded = request.headers['x-forwarded-for'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim() || request.socket.remoteAddress;
}

/** Whether `next` continues typing `before` (more letters, or some taken back). */
const continues = (before: string, next: string) => next.startsWith(before) || before.startsWith(next);

interface Typing {
  query: string;
  results: number;
  timer: NodeJS.Timeout;
}

/**
 * What shoppers searched for and how many products each search found, per day in Redis (no user,
 * no session: only the normalised text and counts), kept INSIGHT_DAYS days. Admins read the most
 * searched and the most searched without results, to stock or rename products.
 *
 * The search page searches as the shopper types, so each requester's latest query waits SETTLE_MS in
 * memory: one that continues it replaces it, anything else counts it (as search analytics services
 * collapse prefixes per user). A catalog replica sees only the requests routed to it: a typist whose
 * requests alternate between replicas may still have a prefix counted.
 */
@Injectable()
export class SearchInsightsRecorder implements OnApplicationShutdown {
  private readonly logger = new Logger('SearchInsights');
  private readonly typing = new Map<string, Typing>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts a search of a known requester once they stopped typing; without one, at once. */
  record(text: string, results: number, requester?: string): void {
    const query = normaliseQuery(text).slice(0, 200);
    if (!query) return;
    const before = requester === undefined ? undefined : this.typing.get(requester);
    if (before) {
      clearTimeout(before.timer);
      this.typing.delete(requester!);
      if (!continues(before.query, query)) void this.count(before.query, before.results);
    }
    if (requester === undefined || this.typing.size >= MAX_TYPING) {
      void this.count(query, results);
      return;
    }
    const timer = setTimeout(() => {
      this.typing.delete(requester);
      void this.count(query, results);
    }, SETTLE_MS).unref();
    this.typing.set(requester, { query, results, timer });
  }

  /** Searches still settling are counted before the process ends. */
  async onApplicationShutdown(): Promise<void> {
    const settling = [...this.typing.values()];
    this.typing.clear();
    await Promise.all(
      settling.map(({ query, results, timer }) => {
        clearTimeout(timer);
        return this.count(query, results);
      }),
    );
  }

  /** Never fails the search it counts: a lost count only costs the statistics. */
  private async count(query: string, results: number, now = Date.now()): Promise<void> {
    const day = dayOf(now);
    const ttl = INSIGHT_DAYS * 86_400 + 86_400;
    const batch = this.redis
      .multi()
      .zincrby(searchesKey(day), 1, query)
      .zremrangebyrank(searchesKey(day), 0, -KEPT_PER_DAY - 1)
      .expire(searchesKey(day), ttl)
      .hset(resultsKey(day), query, results)
      .expire(resultsKey(day), ttl);
    if (results === 0)
      batch
        .zincrby(zeroKey(day), 1, query)
        .zremrangebyrank(zeroKey(day), 0, -KEPT_PER_DAY - 1)
        .expire(zeroKey(day), ttl);
    await batch.exec().catch((error: Error) => this.logger.warn(`search not recorded: ${error.message}`));
  }

  /** The last `days` days, today included. */
  async read(days: number, now = Date.now()): Promise<SearchInsights> {
    const dayList = Array.from({ length: days }, (_, back) => dayOf(now - back * DAY_MS));
    const [top, zero] = await Promise.all([this.sum(dayList.map(searchesKey)), this.sum(dayList.map(zeroKey))]);
    const results = await this.newestResults(
      dayList,
      top.map(([query]) => query),
    );
    return {
      days,
      top: top.map(([query, searches], index) => ({ query, searches, results: results[index] })),
      zeroResults: zero.map(([query, searches]) => ({ query, searches })),
    };
  }

  /** The LISTED members with the highest summed scores over these sorted sets, highest first (ties by text). */
  private async sum(keys: string[]): Promise<[string, number][]> {
    const flat = await this.redis.zunion(keys.length, ...keys, 'WITHSCORES');
    const pairs: [string, number][] = [];
    for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i], Number(flat[i + 1])]);
    pairs.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return pairs.slice(0, LISTED);
  }

  /** Each query's result count as its newest recorded search found (days are listed newest first). */
  private async newestResults(dayList: string[], queries: string[]): Promise<number[]> {
    if (!queries.length) return [];
    const batch = this.redis.pipeline();
    for (const day of dayList) batch.hmget(resultsKey(day), ...queries);
    const perDay = ((await batch.exec()) ?? []).map(([, found]) => found as (string | null)[]);
    return queries.map((_, index) => Number(perDay.find((found) => found[index] !== null)?.[index] ?? 0));
  }
}
