import { randomUUID } from 'node:crypto';
import { DocumentLocks, FerretDbDocumentWrites } from '@shop/common';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { CATALOG_CACHE_VERSION_KEY, VersionedCache } from '../cache/versioned-cache';
import { CatalogEnv } from '../config';
import { ProductQueries } from '../products/queries/product-queries';
import { STARTER_SYNONYMS } from '../search/starter-synonyms';
import {
  SYNONYM_GROUP_MODEL,
  SYNONYM_SEED_MODEL,
  SynonymGroup,
  synonymGroupSchema,
  SynonymSeed,
  synonymSeedSchema,
} from './synonym-group.schema';
import { SynonymsService } from './synonyms.service';

// Keys of its own: the running catalog never sees this spec's cache version move.
const OWN_KEYS = { keyPrefix: `test-${randomUUID()}:` };
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const STARTER_GROUPS = STARTER_SYNONYMS.twoWay.length + STARTER_SYNONYMS.oneWay.length;

/** The synonym store on the real FerretDB and Redis: the starter list once, guarded saves, and every change announced. */
describe('synonym store', () => {
  let connection: mongoose.Connection;
  let groups: mongoose.Model<SynonymGroup>;
  let seeds: mongoose.Model<SynonymSeed>;
  let redis: Redis;
  let announced: number;
  let service: SynonymsService;

  const cacheVersion = async () => Number((await redis.get(CATALOG_CACHE_VERSION_KEY)) ?? 0);

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_synonym_store' }).asPromise();
    groups = connection.model<SynonymGroup>(SYNONYM_GROUP_MODEL, synonymGroupSchema);
    seeds = connection.model<SynonymSeed>(SYNONYM_SEED_MODEL, synonymSeedSchema);
    await Promise.all([groups.deleteMany({}), seeds.deleteMany({})]);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', OWN_KEYS);
    const queries = {
      synonymsChanged: async () => {
        announced++;
      },
    } as unknown as ProductQueries;
    const pages = new VersionedCache(redis, { CACHE_TTL_SECONDS: 60 } as CatalogEnv);
    service = new SynonymsService(groups, seeds, new FerretDbDocumentWrites(new DocumentLocks(redis)), queries, pages);
  });

  beforeEach(() => {
    announced = 0;
  });

  afterAll(async () => {
    await connection.close();
    await redis.quit();
  });

  it('writes the starter list into an empty store once, and never again after an admin deleted groups', async () => {
    await service.seedStarterOnce();
    expect(await groups.countDocuments()).toBe(STARTER_GROUPS);
    expect(announced).toBe(1);
    const [first] = await service.list();
    await service.remove(String(first._id), first.revision);
    await service.seedStarterOnce();
    expect(await groups.countDocuments()).toBe(STARTER_GROUPS - 1);
  });

  it('creates, updates and deletes a group, moving the cache version on with each', async () => {
    const before = await cacheVersion();
    const created = await service.create({ kind: 'twoWay', words: ['Zorbly', 'zibbet'] });
    expect(created).toMatchObject({ kind: 'twoWay', words: ['zorbly', 'zibbet'], revision: 0 });
    const updated = await service.update(String(created._id), 0, {
      kind: 'oneWay',
      from: 'zorbly',
      words: ['zibbet', 'zonk'],
    });
    expect(updated).toMatchObject({ kind: 'oneWay', from: 'zorbly', words: ['zibbet', 'zonk'], revision: 1 });
    await service.remove(String(created._id), 1);
    expect(await groups.exists({ _id: created._id })).toBeNull();
    expect(announced).toBe(3);
    expect(await cacheVersion()).toBe(before + 3);
  });

  it('refuses a save or delete from a stale revision with the current group, and changes nothing', async () => {
    const created = await service.create({ kind: 'twoWay', words: ['quibble', 'quabble'] });
    await service.update(String(created._id), 0, { kind: 'twoWay', words: ['quibble', 'quabble', 'quobble'] });
    const stale = service.update(String(created._id), 0, { kind: 'twoWay', words: ['quibble', 'other'] });
    await expect(stale).rejects.toMatchObject({
      code: 'CHANGED_MEANWHILE',
      status: 409,
      details: { current: { words: ['quibble', 'quabble', 'quobble'], revision: 1 } },
    });
    await expect(service.remove(String(created._id), 0)).rejects.toMatchObject({ code: 'CHANGED_MEANWHILE' });
    expect(await groups.findById(created._id).lean()).toMatchObject({ words: ['quibble', 'quabble', 'quobble'] });
  });

  it('refuses a phrase already in another two-way group, naming that group', async () => {
    await service.create({ kind: 'twoWay', words: ['frobnik', 'frabnik'] });
    await expect(service.create({ kind: 'twoWay', words: ['Frobnik', 'other'] })).rejects.toMatchObject({
      code: 'SYNONYM_IN_OTHER_GROUP',
      status: 409,
      details: { phrase: 'frobnik', group: ['frobnik', 'frabnik'] },
    });
    // A one-way group may cover a word of a two-way group: they do not claim the same thing.
    await expect(service.create({ kind: 'oneWay', from: 'frobnikware', words: ['frobnik'] })).resolves.toBeDefined();
  });

  it('adds a phrase to the two-way group of the word named, or makes a new group of the two', async () => {
    const created = await service.create({ kind: 'twoWay', words: ['grommet', 'eyelet'] });
    const joined = await service.addPhrase('Grummet', 'EYELET');
    expect(joined).toMatchObject({ _id: created._id, words: ['grommet', 'eyelet', 'grummet'], revision: 1 });
    const fresh = await service.addPhrase('sprocketto', 'sprocket');
    expect(fresh).toMatchObject({ kind: 'twoWay', words: ['sprocket', 'sprocketto'], revision: 0 });
  });

  it('answers a missing group 404', async () => {
    const missing = new mongoose.Types.ObjectId().toHexString();
    await expect(service.update(missing, 0, { kind: 'twoWay', words: ['a', 'b'] })).rejects.toMatchObject({
      code: 'SYNONYM_GROUP_NOT_FOUND',
      status: 404,
    });
    await expect(service.remove(missing, 0)).rejects.toMatchObject({ code: 'SYNONYM_GROUP_NOT_FOUND' });
  });
});
