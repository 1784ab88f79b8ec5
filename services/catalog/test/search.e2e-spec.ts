import { ApiClient } from '@shop/testkit';
import { CatalogFixture, token } from './support';

describe('product search (through the gateway)', () => {
  const anonymous = new ApiClient();
  let fixture: CatalogFixture;
  let tag: string;

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    const category = await fixture.category();
    tag = token();
    await fixture.product({ name: `Kettle ${tag}`, description: 'Boils water for green tea', category: [category] });
    await fixture.product({ name: `Green Tea ${tag}`, description: 'Loose leaves', category: [category] });
    await fixture.product({
      name: `Tea Strainer ${tag}`,
      description: 'Steel mesh, fits green tea cups',
      category: [category],
    });
    await fixture.product({ name: `Chai (Masala) [x] ${tag}`, description: 'Spiced', category: [category] });
  });

  const search = (body: object) => anonymous.post('/api/product/search-product', body);

  it('ranks products whose name holds every word above description-only matches', async () => {
    const response = await search({ search: `green tea ${tag}`, page: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, page: 1, totalCount: 3, totalPage: 1 });
    expect(response.body.data.map((p: { name: string }) => p.name)).toEqual([
      `Green Tea ${tag}`,
      `Tea Strainer ${tag}`,
      `Kettle ${tag}`,
    ]);
  });

  it('ignores case and word order, matches typed prefixes, and needs every word', async () => {
    const mixed = await search({ search: `${tag.toUpperCase()} TEA gREEN` });
    expect(mixed.body.data[0].name).toBe(`Green Tea ${tag}`);
    const prefix = await search({ search: `stra ${tag.slice(0, 8)}` });
    expect(prefix.body.data.map((p: { name: string }) => p.name)).toEqual([`Tea Strainer ${tag}`]);
    expect((await search({ search: `green coffee ${tag}` })).body.totalCount).toBe(0);
  });

  it('treats regular-expression characters literally', async () => {
    for (const text of [`(masala) [x] ${tag}`, `.* ${tag}`, `${tag}|kettle`, '(((', '\\']) {
      const response = await search({ search: text });
      expect(response.status).toBe(200);
    }
    expect((await search({ search: `(masala) [x] ${tag}` })).body.data.map((p: { name: string }) => p.name)).toEqual([
      `Chai (Masala) [x] ${tag}`,
    ]);
    expect((await search({ search: `.* ${tag}` })).body.totalCount).toBe(4);
  });

  it('decodes URL-encoded search text (as the spec client sends it) and never fails on malformed sequences', async () => {
    const typed = await search({ search: `green tea ${tag}` });
    for (const encoded of [`green%20tea%20${tag}`, `green+tea+${tag}`, `green%2C+tea%20${tag}`]) {
      const response = await search({ search: encoded });
      expect(response.status).toBe(200);
      expect(response.body.data.map((p: { _id: string }) => p._id)).toEqual(
        typed.body.data.map((p: { _id: string }) => p._id),
      );
    }
    const listed = await fixture.admin.post('/api/product/get', { search: `tea%20green%20${tag}` });
    expect(listed.body.totalCount).toBe(3);
    for (const malformed of [`%E0%A4 ${tag}`, `100% ${tag}`, `%zz ${tag}`, '%']) {
      const response = await search({ search: malformed });
      expect(response.status).toBe(200);
    }
    expect((await search({ search: `%E0%A4 ${tag}` })).body.totalCount).toBe(4);
  });

  it('pages results (limit optional) and clamps bad pages', async () => {
    const page1 = await search({ search: tag, page: 1, limit: 3 });
    expect(page1.body).toMatchObject({ page: 1, totalCount: 4, totalPage: 2 });
    expect(page1.body.data).toHaveLength(3);
    const page2 = await search({ search: tag, page: 2, limit: 3 });
    expect(page2.body.data).toHaveLength(1);
    const seen = new Set([...page1.body.data, ...page2.body.data].map((p: { _id: string }) => p._id));
    expect(seen.size).toBe(4);
    const zero = await search({ search: tag, page: 0, limit: 9999 });
    expect(zero.status).toBe(200);
    expect(zero.body.page).toBe(1);
    expect(zero.body.data).toHaveLength(4);
    expect((await search({ search: 'x'.repeat(500) })).status).toBe(400);
    expect((await search({ search: 42 })).status).toBe(400);
  });

  it('searches from the admin list too (product/get with search)', async () => {
    const response = await fixture.admin.post('/api/product/get', { search: `tea green ${tag}`, page: 1, limit: 12 });
    expect(response.body).toMatchObject({ success: true, totalCount: 3, totalNoPage: 1 });
    expect(response.body.data[0].name).toBe(`Green Tea ${tag}`);
  });
});
