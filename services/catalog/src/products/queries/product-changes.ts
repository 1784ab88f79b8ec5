import type Redis from 'ioredis';

const CHANGES_KEY = 'catalog:product-changes';
/** Kept long enough for any replica that reads now and then; one further behind reloads whole. */
const KEEP_CHANGES = 10_000;
/** A replica with more changes than this to read reloads whole instead. */
const MAX_CHANGES_READ = 500;
/** The entry that says "many products changed" (a renamed category, the seed). */
const ALL = '*';
/** The field of an entry saying the search's synonyms changed (issue 36), beside `product` entries. */
const SYNONYMS = 'synonyms';

/**
 * What happened since a position in the log: these products changed, and perhaps too many to say
 * (`reloadAll`: a write that touched many, or more entries than are read at once). The products named
 * are applied either way; a reload puts everything right afterwards.
 */
export interface ChangesSince {
  position: string;
  productIds: string[];
  reloadAll: boolean;
  /** The admin's synonyms changed: the search reads them anew. */
  synonyms: boolean;
}

/**
 * The log of product writes, a Redis stream every replica reads: each keeps a position in it and
 * applies the products written since. A write by one replica is thus seen by the others on their
 * next read, without any of them re-reading the whole collection.
 */
export class ProductChanges {
  constructor(private readonly redis: Redis) {}

  async add(productId: string): Promise<void> {
    await this.redis.xadd(CHANGES_KEY, 'MAXLEN', '~', KEEP_CHANGES, '*', 'product', productId);
  }

  async addAll(): Promise<void> {
    await this.redis.xadd(CHANGES_KEY, 'MAXLEN', '~', KEEP_CHANGES, '*', 'product', ALL);
  }

  async addSynonyms(): Promise<void> {
    await this.redis.xadd(CHANGES_KEY, 'MAXLEN', '~', KEEP_CHANGES, '*', SYNONYMS, '1');
  }

  /** The position of the newest entry: a full reload started now covers everything up to it. */
  async newest(): Promise<string> {
    const [newest] = await this.redis.xrevrange(CHANGES_KEY, '+', '-', 'COUNT', 1);
    return newest?.[0] ?? '0-0';
  }

  async since(position: string): Promise<ChangesSince> {
    const read = await this.redis.xread('COUNT', MAX_CHANGES_READ, 'STREAMS', CHANGES_KEY, position);
    const entries = read?.[0]?.[1] ?? [];
    if (!entries.length) return { position, productIds: [], reloadAll: false, synonyms: false };
    const last = entries[entries.length - 1][0];
    const logged = entries.filter(([, fields]) => fields[0] !== SYNONYMS).map(([, fields]) => fields[1]);
    const productIds = [...new Set(logged.filter((id) => id !== ALL))];
    const synonyms = entries.some(([, fields]) => fields[0] === SYNONYMS);
    // As many as were asked for: either far behind, or the log was trimmed past this position.
    return {
      position: last,
      productIds,
      reloadAll: entries.length === MAX_CHANGES_READ || logged.includes(ALL),
      synonyms,
    };
  }
}
