import { ApiClient } from '@shop/testkit';
import { CatalogFixture, Ref, token } from './support';

describe("a sub-category's listing takes the search page's filters and sorts (issue 33, item 19)", () => {
  const anonymous = new ApiClient();
  let fixture: CatalogFixture;
  let tag: string;
  let drinks: Ref;
  let juices: Ref;

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    tag = token();
    drinks = await fixture.category();
    juices = await fixture.subCategory([drinks]);
    const other = await fixture.subCategory([drinks]);
    const add = (name: string, fields: Record<string, unknown>) =>
      fixture.product({ name: `${name} ${tag}`, category: [drinks], subCategory: [juices], ...fields });
    await add('Mango Juice', { price: 200, discount: 50, stock: 5 });
    await add('Apple Juice', { price: 80, discount: 0, stock: 5 });
    await add('Guava Juice', { price: 60, discount: 10, stock: 0 });
    await fixture.product({ name: `Cola ${tag}`, category: [drinks], subCategory: [other], price: 10, stock: 5 });
  });

  const listing = (body: object) =>
    anonymous.post('/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: drinks._id,
      subCategoryId: juices._id,
      ...body,
    });
  const names = (response: { body: { data: { name: string }[] } }) =>
    response.body.data.map((product) => product.name.replace(` ${tag}`, ''));

  it("answers the spec's call as before: the sub-category's products, newest first", async () => {
    const plain = await listing({});
    expect(plain.status).toBe(200);
    expect(names(plain)).toEqual(['Guava Juice', 'Apple Juice', 'Mango Juice']);
    expect(plain.body).toMatchObject({ totalCount: 3, totalNoPage: 1, page: 1 });
  });

  it('sorts by the price paid and by discount, within the sub-category only', async () => {
    expect(names(await listing({ sort: 'price-asc' }))).toEqual(['Guava Juice', 'Apple Juice', 'Mango Juice']);
    expect(names(await listing({ sort: 'price-desc' }))).toEqual(['Mango Juice', 'Apple Juice', 'Guava Juice']);
    expect(names(await listing({ sort: 'discount' }))).toEqual(['Mango Juice', 'Guava Juice', 'Apple Juice']);
  });

  it('filters on the price paid, stock and discount, paged with the counts of what matched', async () => {
    // Mango Juice costs 200 less 50%: 100 paid.
    expect(names(await listing({ minPrice: 90, maxPrice: 100 }))).toEqual(['Mango Juice']);
    const inStock = await listing({ inStock: true, sort: 'price-asc', limit: 1 });
    expect(names(inStock)).toEqual(['Apple Juice']);
    expect(inStock.body).toMatchObject({ totalCount: 2, totalNoPage: 2, page: 1 });
    expect(names(await listing({ inStock: true, sort: 'price-asc', limit: 1, page: 2 }))).toEqual(['Mango Juice']);
    expect(names(await listing({ minDiscount: 10, sort: 'price-asc' }))).toEqual(['Guava Juice', 'Mango Juice']);
    // As a query string (GET), values are text.
    const byGet = await anonymous.get(
      `/api/product/get-pruduct-by-category-and-subcategory?categoryId=${drinks._id}&subCategoryId=${juices._id}&inStock=true&sort=price-desc`,
    );
    expect(names(byGet)).toEqual(['Mango Juice', 'Apple Juice']);
  });

  it('refuses bad filter values with VALIDATION_FAILED naming the field, and an unknown sub-category with 404', async () => {
    for (const [field, value] of [
      ['minPrice', -1],
      ['maxPrice', 'cheap'],
      ['inStock', 'yes'],
      ['minDiscount', 101],
      ['sort', 'random'],
    ] as const) {
      const response = await listing({ [field]: value });
      expect({ field, status: response.status, code: response.body.code, fields: response.body.fields }).toEqual({
        field,
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: [field],
      });
    }
    const unknown = await listing({ subCategoryId: '0123456789abcdef01234567', sort: 'price-asc' });
    expect(unknown.status).toBe(404);
  });
});
