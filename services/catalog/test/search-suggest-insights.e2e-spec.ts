import { ApiClient, eventually, signUp } from '@shop/testkit';
import { CatalogFixture, Ref, token } from './support';

describe('search suggestions and search insights (through the gateway)', () => {
  const anonymous = new ApiClient();
  let fixture: CatalogFixture;
  let tag: string;
  let category: Ref;

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    tag = token();
    category = await fixture.category(`Teas ${tag}`);
    for (const name of ['Green Tea', 'Masala Chai', 'Earl Grey Tea', 'Lemon Tea', 'Mint Tea', 'Tulsi Tea'])
      await fixture.product({ name: `${name} ${tag}`, category: [category], image: ['/media/tea.png'], unit: '100 g' });
  });

  const suggest = (q: string) => anonymous.get(`/api/product/suggest?q=${encodeURIComponent(q)}`);

  it('suggests up to 5 products (typos forgiven) and up to 3 categories, from 2 characters', async () => {
    const response = await suggest(`tea ${tag}`);
    expect(response.status).toBe(200);
    expect(response.body.data.products).toHaveLength(5);
    expect(response.body.data.products[0]).toEqual({
      _id: expect.any(String),
      name: `Earl Grey Tea ${tag}`,
      image: ['/media/tea.png'],
      price: 100,
      discount: 0,
      unit: '100 g',
    });
    expect(response.body.data.categories).toEqual([{ _id: category._id, name: category.name }]);
    const typo = await suggest(`masla ${tag}`);
    expect(typo.body.data.products.map((product: { name: string }) => product.name)).toEqual([`Masala Chai ${tag}`]);
    for (const short of ['', 'm', ' t '])
      expect((await suggest(short)).body.data).toEqual({ products: [], categories: [] });
    expect((await suggest('x'.repeat(101))).status).toBe(400);
  });

  it('records searches anonymously and shows admins the top and the zero-result queries', async () => {
    const found = `Green  TEA ${tag}`;
    const nothing = `kombucha ${tag}`;
    let results = 0;
    for (let i = 0; i < 6; i++) {
      // The same request again is answered from the kept answer: it counts all the same.
      const answer = await anonymous.post('/api/product/search-product', { search: found, page: 1 });
      expect(answer.status).toBe(200);
      results = answer.body.totalCount;
      await anonymous.post('/api/product/search-product', { search: nothing });
    }
    // Later pages are the same search: not counted again.
    await anonymous.post('/api/product/search-product', { search: found, page: 2 });
    // Found only as a correction ("tulsi"): nothing the shopper asked for, so a zero-result query.
    const corrected = await anonymous.post('/api/product/search-product', { search: `tulsu ${tag}` });
    expect(corrected.body).toMatchObject({ totalCount: 1, showingResultsFor: `tulsi ${tag}` });
    // The last search counts once its requester stopped typing.
    const insights = await eventually(async () => {
      const answer = await fixture.admin.get('/api/product/search-insights?days=7');
      const zero = answer.body.data.zeroResults as { query: string; searches: number }[];
      const settled =
        zero.some((row) => row.query === `kombucha ${tag}` && row.searches === 6) &&
        zero.some((row) => row.query === `tulsu ${tag}` && row.searches === 1);
      return settled ? answer : undefined;
    }, 'the last search to settle');
    expect(insights.status).toBe(200);
    expect(insights.body.data.days).toBe(7);
    // Green Tea, and Earl Grey Tea a typo away.
    expect(results).toBeGreaterThan(0);
    expect(insights.body.data.top).toContainEqual({ query: `green tea ${tag}`, searches: 6, results });
    expect(insights.body.data.zeroResults).toContainEqual({ query: `kombucha ${tag}`, searches: 6 });
    expect(insights.body.data.zeroResults).not.toContainEqual(expect.objectContaining({ query: `green tea ${tag}` }));
    expect((await fixture.admin.get('/api/product/search-insights')).body.data.days).toBe(7);
    expect((await fixture.admin.get('/api/product/search-insights?days=91')).status).toBe(400);
  });

  it('counts what shoppers settled on, not each word as it was typed', async () => {
    const typed = [`${tag} gr`, `${tag} gran`, `${tag} granola`, `${tag} granol`];
    const typists = Array.from({ length: 8 }, () => new ApiClient());
    // Eight shoppers, each typing and taking a letter back: the search page searches at every pause.
    await Promise.all(
      typists.map(async (typist) => {
        for (const search of typed) await typist.post('/api/product/search-product', { search });
      }),
    );
    const top = async () =>
      (await fixture.admin.get('/api/product/search-insights?days=7')).body.data.top as {
        query: string;
        searches: number;
      }[];
    // Each typist's search is counted once it settles, so the row appears before all eight are in it:
    // waited for until it has all eight (it failed at 5 of 8 on a busy machine when read at its first sight).
    const settled = await eventually(async () => {
      const rows = await top();
      return rows.some((row) => row.query === `${tag} granol` && row.searches === 8) ? rows : undefined;
    }, 'all eight searches to settle');
    expect(settled).toContainEqual({ query: `${tag} granol`, searches: 8, results: 0 });
    for (const prefix of typed.slice(0, 3))
      expect(settled).not.toContainEqual(expect.objectContaining({ query: prefix }));
  });

  it('shows search insights to admins only: 403 for shoppers, 401 for anonymous callers', async () => {
    const shopper = (await signUp()).client;
    expect((await shopper.get('/api/product/search-insights')).status).toBe(403);
    expect((await anonymous.get('/api/product/search-insights')).status).toBe(401);
  });
});
