import { ApiClient } from '@shop/testkit';
import { CatalogFixture, Ref, token } from './support';

describe('product search: typos, filters, sorts, facets and "did you mean" (through the gateway)', () => {
  const anonymous = new ApiClient();
  let fixture: CatalogFixture;
  let tag: string;
  let fruit: Ref;
  let drinks: Ref;
  let juices: Ref;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    tag = token();
    [fruit, drinks] = [await fixture.category(), await fixture.category()];
    juices = await fixture.subCategory([drinks]);
    const add = async (name: string, fields: Record<string, unknown>) =>
      (ids[name] = (await fixture.product({ name: `${name} ${tag}`, ...fields }))._id);
    await add('Alphonso Mango', { category: [fruit], price: 200, discount: 50, stock: 5 });
    await add('Mango Drink', { category: [drinks], subCategory: [juices], price: 80, discount: 0, stock: 5 });
    await add('Mango Lassi', { category: [drinks], price: 60, discount: 10, stock: 0 });
    await add('Smart Watch', { category: [fruit], price: 1000, discount: 5, stock: 3 });
  });

  const search = (body: object) => anonymous.post('/api/product/search-product', { search: tag, ...body });
  const names = (response: { body: { data: { name: string }[] } }) =>
    response.body.data.map((product) => product.name.replace(` ${tag}`, ''));

  it('forgives typos, plurals and joined words, and ranks products in stock first at equal relevance', async () => {
    expect(names(await search({ search: `mangoes ${tag}` }))).toEqual(['Alphonso Mango', 'Mango Drink', 'Mango Lassi']);
    expect(names(await search({ search: `mnago ${tag}` }))).toEqual(['Alphonso Mango', 'Mango Drink', 'Mango Lassi']);
    expect(names(await search({ search: `smartwatch ${tag}` }))).toEqual(['Smart Watch']);
    expect((await search({ search: `mango laptop ${tag}` })).body.totalCount).toBe(0);
  });

  it('filters on category, sub-category, the price paid, stock and discount, and counts categories', async () => {
    const all = await search({ search: `mango ${tag}` });
    expect(all.body.facets.categories).toEqual([
      { _id: drinks._id, name: drinks.name, count: 2 },
      { _id: fruit._id, name: fruit.name, count: 1 },
    ]);
    const inDrinks = await search({ search: `mango ${tag}`, categoryId: drinks._id });
    expect(names(inDrinks)).toEqual(['Mango Drink', 'Mango Lassi']);
    // The counts leave the category filter out, so the shopper sees what other categories hold.
    expect(inDrinks.body.facets).toEqual(all.body.facets);
    expect(names(await search({ subCategoryId: juices._id }))).toEqual(['Mango Drink']);
    // Alphonso Mango costs 200 less 50%: 100 paid.
    expect(names(await search({ minPrice: 90, maxPrice: 100 }))).toEqual(['Alphonso Mango']);
    expect(names(await search({ search: `mango ${tag}`, inStock: true }))).toEqual(['Alphonso Mango', 'Mango Drink']);
    expect(names(await search({ minDiscount: 10 }))).toEqual(['Alphonso Mango', 'Mango Lassi']);
    // As a query string (GET), values are text.
    const byGet = await anonymous.get(
      `/api/product/search-product?search=${tag}&inStock=true&minDiscount=5&sort=price-asc`,
    );
    expect(names(byGet)).toEqual(['Alphonso Mango', 'Smart Watch']);
  });

  it('sorts by the price paid and by discount', async () => {
    expect(names(await search({ sort: 'price-asc' }))).toEqual([
      'Mango Lassi',
      'Mango Drink',
      'Alphonso Mango',
      'Smart Watch',
    ]);
    expect(names(await search({ sort: 'price-desc' }))[0]).toBe('Smart Watch');
    expect(names(await search({ sort: 'discount' }))).toEqual([
      'Alphonso Mango',
      'Mango Lassi',
      'Smart Watch',
      'Mango Drink',
    ]);
  });

  it('re-ranks when a product sells out', async () => {
    // "Alphonso Mango" is a mango (its head word, next to the tag), the two drinks match "mango" alike:
    // between those, the one in stock comes first.
    const stock = (name: string, units: number) =>
      fixture.admin.put('/api/product/update-product-details', { _id: ids[name], stock: units });
    expect(names(await search({ search: `mango ${tag}` }))).toEqual(['Alphonso Mango', 'Mango Drink', 'Mango Lassi']);
    await stock('Mango Drink', 0);
    await stock('Mango Lassi', 5);
    expect(names(await search({ search: `mango ${tag}` }))).toEqual(['Alphonso Mango', 'Mango Lassi', 'Mango Drink']);
    await stock('Mango Drink', 5);
    await stock('Mango Lassi', 0);
    expect(names(await search({ search: `mango ${tag}` }))).toEqual(['Alphonso Mango', 'Mango Drink', 'Mango Lassi']);
  });

  it('offers a close spelling when nothing matched, and only then', async () => {
    // "lissu" is two edits from "lassi": more than a 5-letter word is forgiven, close enough to offer.
    const none = await search({ search: `mango lissu ${tag}` });
    expect(none.body).toMatchObject({ totalCount: 0, data: [], didYouMean: `mango lassi ${tag}` });
    expect((await search({ search: `mango ${tag}` })).body.didYouMean).toBeUndefined();
  });

  it('refuses bad filter values with VALIDATION_FAILED naming the field', async () => {
    for (const [field, value] of [
      ['categoryId', 'nope'],
      ['subCategoryId', 12],
      ['minPrice', -1],
      ['maxPrice', 'cheap'],
      ['inStock', 'yes'],
      ['minDiscount', 101],
      ['sort', 'random'],
    ] as const) {
      const response = await search({ [field]: value });
      expect({ field, status: response.status, code: response.body.code, fields: response.body.fields }).toEqual({
        field,
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
    }
  });
});
