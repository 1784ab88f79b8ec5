import { ApiClient, signUp } from '@shop/testkit';
import { CatalogFixture, Ref, token } from './support';

interface Group {
  _id: string;
  kind: 'twoWay' | 'oneWay';
  from?: string;
  words: string[];
  revision: number;
}

/** The admin's synonyms through the gateway (issue 36): guarded saves, clear refusals, and searched at once. */
describe('synonyms (through the gateway)', () => {
  const anonymous = new ApiClient();
  let fixture: CatalogFixture;
  let category: Ref;
  const created: Group[] = [];

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    category = await fixture.category();
  });

  // What this suite added goes again: the groups are the shop's own list, not a test database's.
  afterAll(async () => {
    const listed: Group[] = (await fixture.admin.get('/api/product/synonyms')).body.data;
    const mine = new Set(created.map((group) => group._id));
    for (const group of listed.filter((group) => mine.has(group._id)))
      await fixture.admin.delete('/api/product/synonyms/delete', { _id: group._id, revision: group.revision });
  });

  async function create(body: Record<string, unknown>): Promise<Group> {
    const response = await fixture.admin.post('/api/product/synonyms/create', body);
    expect(response.status).toBe(201);
    created.push(response.body.data);
    return response.body.data;
  }

  const search = async (text: string) =>
    ((await anonymous.post('/api/product/search-product', { search: text, page: 1 })).body.data as Ref[]).map(
      (product) => product.name,
    );

  it('lists the starter groups to admins only', async () => {
    const listed = await fixture.admin.get('/api/product/synonyms');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual(expect.objectContaining({ kind: 'twoWay', words: ['rice', 'chawal'] }));
    expect((await anonymous.get('/api/product/synonyms')).status).toBe(401);
    const shopper = await signUp();
    const refused = await shopper.client.get('/api/product/synonyms');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect(
      (await shopper.client.post('/api/product/synonyms/create', { kind: 'twoWay', words: ['a', 'b'] })).status,
    ).toBe(403);
  });

  it('finds a product by a synonym from the search right after the change, and no longer once it is deleted', async () => {
    const sold = token();
    const alias = token();
    await fixture.product({ name: `Widget ${sold}`, category: [category] });
    // Searched first, so an answer without the synonym is kept: the change must put it out of date.
    expect(await search(alias)).toEqual([]);
    const group = await create({ kind: 'twoWay', words: [sold, alias.toUpperCase()] });
    expect(group).toMatchObject({ kind: 'twoWay', words: [sold, alias], revision: 0 });
    expect(await search(alias)).toEqual([`Widget ${sold}`]);

    const general = token();
    const updated = await fixture.admin.put('/api/product/synonyms/update', {
      _id: group._id,
      revision: 0,
      kind: 'oneWay',
      from: general,
      words: [sold],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ kind: 'oneWay', from: general, words: [sold], revision: 1 });
    expect(await search(general)).toEqual([`Widget ${sold}`]);
    expect(await search(alias)).toEqual([]);

    const deleted = await fixture.admin.delete('/api/product/synonyms/delete', { _id: group._id, revision: 1 });
    expect(deleted.status).toBe(200);
    expect(await search(general)).toEqual([]);
  });

  it('adds a zero-result query to the group of the word the shop sells it as', async () => {
    const sold = token();
    const other = token();
    const query = token();
    await fixture.product({ name: `Gadget ${sold}`, category: [category] });
    const group = await create({ kind: 'twoWay', words: [sold, other] });
    const added = await fixture.admin.post('/api/product/synonyms/add-phrase', { phrase: query, synonymOf: sold });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ _id: group._id, words: [sold, other, query], revision: 1 });
    expect(await search(query)).toEqual([`Gadget ${sold}`]);
  });

  it('refuses a save or delete from a stale revision with 409 and the group as it is now', async () => {
    const group = await create({ kind: 'twoWay', words: [token(), token()] });
    const words = [...group.words, token()];
    expect(
      (await fixture.admin.put('/api/product/synonyms/update', { _id: group._id, revision: 0, kind: 'twoWay', words }))
        .status,
    ).toBe(200);
    const stale = await fixture.admin.put('/api/product/synonyms/update', {
      _id: group._id,
      revision: 0,
      kind: 'twoWay',
      words: group.words,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CHANGED_MEANWHILE');
    expect(stale.body.current).toMatchObject({ _id: group._id, words, revision: 1 });
    const staleDelete = await fixture.admin.delete('/api/product/synonyms/delete', { _id: group._id, revision: 0 });
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.body.code).toBe('CHANGED_MEANWHILE');
  });

  it('refuses groups the search could not read, with a clear message and a stable code', async () => {
    const refusals: [Record<string, unknown>, number, string, RegExp][] = [
      [{ kind: 'twoWay', words: [token()] }, 400, 'SYNONYM_GROUP_TOO_SMALL', /at least two different/],
      [{ kind: 'twoWay', words: [token(), '***'] }, 400, 'SYNONYM_PHRASE_INVALID', /no letters or digits/],
      [{ kind: 'twoWay', words: [token(), 'a b c d e'] }, 400, 'SYNONYM_PHRASE_INVALID', /more than 4 words/],
      [{ kind: 'twoWay', words: Array.from({ length: 21 }, token) }, 400, 'SYNONYM_GROUP_TOO_LARGE', /at most 20/],
      [{ kind: 'sideways', words: ['a', 'b'] }, 400, 'VALIDATION_FAILED', /kind must be twoWay or oneWay/],
      [{ kind: 'twoWay', words: 'a, b' }, 400, 'VALIDATION_FAILED', /words must be a list/],
      [
        { kind: 'twoWay', words: ['Chawal', token()] },
        409,
        'SYNONYM_IN_OTHER_GROUP',
        /"chawal" is already in the group rice, chawal/,
      ],
    ];
    for (const [body, status, code, message] of refusals) {
      const response = await fixture.admin.post('/api/product/synonyms/create', body);
      expect({ status: response.status, code: response.body.code }).toEqual({ status, code });
      expect(response.body.message).toMatch(message);
    }
    const missing = await fixture.admin.put('/api/product/synonyms/update', {
      _id: 'f'.repeat(24),
      revision: 0,
      kind: 'twoWay',
      words: ['a', 'b'],
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('SYNONYM_GROUP_NOT_FOUND');
  });
});
