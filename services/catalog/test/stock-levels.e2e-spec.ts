import { ApiClient, signUp } from '@shop/testkit';
import { CatalogFixture, token } from './support';

type Row = { _id: string; name: string; stock: number };

describe('the admins’ stock levels: low apart from sold out, paged, by stock (issue 33, item 5)', () => {
  let fixture: CatalogFixture;
  let tag: string;

  const levels = (body: object) => fixture.admin.post('/api/product/stock-levels', body);
  /** Every page of a level, in the order asked for. */
  async function walk(level: string, sort: string): Promise<Row[]> {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const answer = await levels({ level, sort, page, limit: 5 });
      expect(answer.status).toBe(200);
      rows.push(...answer.body.data);
      if (page >= answer.body.totalNoPage) {
        expect(rows).toHaveLength(answer.body.totalCount);
        return rows;
      }
    }
  }

  let before: { lowCount: number; soldOutCount: number };
  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    tag = token();
    before = (await levels({})).body;
    const category = await fixture.category();
    for (const stock of [0, 1, 7, 10, 11, 50]) {
      await fixture.product({ name: `Stocked ${stock} ${tag}`, category: [category], stock });
    }
    // Unpublished products are restocked too.
    await fixture.product({ name: `Stocked 3 ${tag}`, category: [category], stock: 3, publish: false });
  });

  const mine = (rows: Row[]) => rows.filter((row) => row.name.endsWith(tag)).map((row) => row.name.split(' ')[1]);

  it('lists low stock (1 to the threshold, 10) lowest first, without the sold-out ones, and counts both', async () => {
    const first = await levels({ level: 'low', limit: 5 });
    expect(first.body).toMatchObject({
      lowStockThreshold: 10,
      lowCount: before.lowCount + 4,
      soldOutCount: before.soldOutCount + 1,
      totalCount: before.lowCount + 4,
      page: 1,
      limit: 5,
    });
    const low = await walk('low', 'stock-asc');
    expect(mine(low)).toEqual(['1', '3', '7', '10']);
    const stocks = low.map((row) => row.stock);
    expect(stocks.every((stock) => stock >= 1 && stock <= 10)).toBe(true);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(mine(await walk('low', 'stock-desc'))).toEqual(['10', '7', '3', '1']);
  });

  it('lists sold-out products apart, and every product by stock', async () => {
    const soldOut = await walk('sold-out', 'stock-asc');
    expect(soldOut.every((row) => row.stock === 0)).toBe(true);
    expect(mine(soldOut)).toEqual(['0']);
    const all = await walk('all', 'stock-desc');
    expect(mine(all)).toEqual(['50', '11', '10', '7', '3', '1', '0']);
    expect(all[0]).toMatchObject({ _id: expect.any(String), price: expect.any(Number), stock: expect.any(Number) });
  });

  it('is for admins only, and refuses a level or sort it does not know with VALIDATION_FAILED', async () => {
    expect((await new ApiClient().post('/api/product/stock-levels', {})).status).toBe(401);
    const shopper = await signUp('Stock Peeker');
    expect((await shopper.client.post('/api/product/stock-levels', {})).status).toBe(403);
    for (const [field, value] of [
      ['level', 'some'],
      ['sort', 'name'],
    ] as const) {
      const answer = await levels({ [field]: value });
      expect({ status: answer.status, code: answer.body.code, fields: answer.body.fields }).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
    }
  });
});
