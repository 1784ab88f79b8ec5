import { ApiClient, eventually, signUp } from '@shop/testkit';
import { CatalogFixture, Ref, token } from './support';

describe('products (through the gateway)', () => {
  let fixture: CatalogFixture;
  let shopper: ApiClient;
  const anonymous = new ApiClient();
  let category: Ref;
  let sub: Ref;

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    shopper = (await signUp()).client;
    category = await fixture.category();
    sub = await fixture.subCategory([category]);
  });

  it('creates a product with every field and shows it in details, with categories as {_id, name}', async () => {
    const name = `Alphonso Mango ${token()}`;
    const created = await fixture.admin.post('/api/product/create', {
      name,
      image: ['http://127.0.0.1:8080/media/shop-media/catalog/a.webp'],
      category: [category],
      subCategory: [sub._id],
      unit: '1 kg',
      stock: '7',
      price: '250',
      discount: 12,
      description: 'Sweet and ripe',
      more_details: { Origin: 'Ratnagiri' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name,
      category: [{ _id: category._id, name: category.name }],
      subCategory: [{ _id: sub._id, name: sub.name }],
      stock: 7,
      price: 250,
      discount: 12,
      publish: true,
      more_details: { Origin: 'Ratnagiri' },
    });
    expect(created.body.data.nameTokens).toBeUndefined();
    expect(created.body.data.outbox).toBeUndefined();

    const details = await anonymous.post('/api/product/get-product-details', { productId: created.body.data._id });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ success: true, data: { _id: created.body.data._id, name, unit: '1 kg' } });
  });

  it('lets only admins create, update and delete products', async () => {
    const product = await fixture.product({ name: `Guarded ${token()}`, category: [category] });
    expect(
      (await shopper.post('/api/product/create', { name: 'x', category: [category], unit: '1', stock: 1, price: 1 }))
        .status,
    ).toBe(403);
    expect((await shopper.put('/api/product/update-product-details', { _id: product._id, price: 1 })).status).toBe(403);
    expect((await shopper.delete('/api/product/delete-product', { _id: product._id })).status).toBe(403);
    expect((await anonymous.delete('/api/product/delete-product', { _id: product._id })).status).toBe(401);
  });

  it('answers bad input with clear 4xx messages, never 5xx', async () => {
    const bad = await fixture.admin.post('/api/product/create', {
      name: 'x',
      category: [category],
      unit: '1 kg',
      stock: -1,
      price: 'cheap',
      discount: 150,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('stock cannot be negative');
    expect(bad.body.message).toContain('discount must be between 0 and 100');
    expect((await anonymous.post('/api/product/get-product-details', { productId: '123' })).status).toBe(400);
    expect((await anonymous.post('/api/product/get-product-details', { productId: { $gt: '' } })).status).toBe(400);
    expect(
      (await anonymous.post('/api/product/get-product-details', { productId: '64b7f0c2a1b2c3d4e5f60718' })).status,
    ).toBe(404);
    expect((await anonymous.post('/api/product/get-product-by-category', { id: 'zzz' })).status).toBe(400);
    expect(
      (await anonymous.post('/api/product/get-product-by-category', { id: '64b7f0c2a1b2c3d4e5f60718' })).status,
    ).toBe(404);
    expect(
      (await fixture.admin.put('/api/product/update-product-details', { _id: '64b7f0c2a1b2c3d4e5f60718', price: 1 }))
        .status,
    ).toBe(404);
    expect((await fixture.admin.delete('/api/product/delete-product', { _id: 'nope' })).status).toBe(400);
    const malformedJson = await anonymous.post('/api/product/get', undefined, {
      raw: '{"page":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformedJson.status).toBe(400);
  });

  it('refuses a sub-category of another category, on create and on update, with a clear 400', async () => {
    const other = await fixture.category();
    const otherSub = await fixture.subCategory([other]);
    const mismatch = await fixture.admin.post('/api/product/create', {
      name: `Misfiled ${token()}`,
      category: [category._id],
      subCategory: [otherSub._id],
      unit: '1 kg',
      stock: 1,
      price: 10,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      success: false,
      message: `Sub-category "${otherSub.name}" does not belong to the product's categories (${category.name}): choose sub-categories of those categories`,
    });

    const product = await fixture.product({ name: `Filed ${token()}`, category: [category], subCategory: [sub] });
    const moved = await fixture.admin.put('/api/product/update-product-details', {
      _id: product._id,
      subCategory: [otherSub._id],
    });
    expect(moved.status).toBe(400);
    const recategorised = await fixture.admin.put('/api/product/update-product-details', {
      _id: product._id,
      category: [other._id],
    });
    expect(recategorised.status).toBe(400);
    expect(recategorised.body.message).toContain(`Sub-category "${sub.name}" does not belong`);
    // Both together, consistently, are accepted; so is a product of two categories with a sub-category of either.
    const both = await fixture.admin.put('/api/product/update-product-details', {
      _id: product._id,
      category: [category._id, other._id],
      subCategory: [sub._id, otherSub._id],
    });
    expect(both.status).toBe(200);
    expect(both.body.data.subCategory).toEqual([
      { _id: sub._id, name: sub.name },
      { _id: otherSub._id, name: otherSub.name },
    ]);
  });

  it('pages product/get: defaults to 12, clamps page 0, negative pages and huge limits', async () => {
    // More products than one default page holds, whatever else the database has.
    for (let i = 0; i < 13; i++)
      await fixture.product({ name: `Paged ${token()}`, category: [category], subCategory: [sub], stock: 1 });
    const first = await anonymous.post('/api/product/get', { page: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, page: 1, limit: 12 });
    expect(first.body.totalCount).toBeGreaterThan(12);
    expect(first.body.data).toHaveLength(12);
    expect(first.body.totalNoPage).toBe(Math.ceil(first.body.totalCount / 12));

    // No usable limit: the default, 12; a limit below 1 is clamped to 1.
    const cases: [Record<string, unknown>, number][] = [
      [{ page: 0 }, 12],
      [{ page: 'x', limit: 'y' }, 12],
      [{}, 12],
      [{ page: -3, limit: -7 }, 1],
    ];
    for (const [body, limit] of cases) {
      const response = await anonymous.post('/api/product/get', body);
      expect({ body, status: response.status, page: response.body.page, limit: response.body.limit }).toEqual({
        body,
        status: 200,
        page: 1,
        limit,
      });
      expect({ body, shown: response.body.data.length }).toEqual({ body, shown: limit });
    }
    const huge = await anonymous.post('/api/product/get', { page: 1, limit: 1_000_000 });
    expect(huge.status).toBe(200);
    expect(huge.body.limit).toBe(50);
    const far = await anonymous.post('/api/product/get', { page: 1e9 });
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
  });

  it('lists a category row and a sub-category page (limit 8, paged, newest first)', async () => {
    const rowCategory = await fixture.category();
    const rowSub = await fixture.subCategory([rowCategory]);
    const otherSub = await fixture.subCategory([rowCategory]);
    const tag = token();
    const made: string[] = [];
    for (let n = 1; n <= 10; n++)
      made.push(
        (await fixture.product({ name: `Row ${tag} ${n}`, category: [rowCategory], subCategory: [rowSub] }))._id,
      );
    await fixture.product({ name: `Elsewhere ${tag}`, category: [rowCategory], subCategory: [otherSub] });

    const row = await anonymous.post('/api/product/get-product-by-category', { id: rowCategory._id });
    expect(row.status).toBe(200);
    expect(row.body.data).toHaveLength(11);

    const page1 = await anonymous.post('/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: rowCategory._id,
      subCategoryId: rowSub._id,
      page: 1,
      limit: 8,
    });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ success: true, page: 1, totalCount: 10, totalNoPage: 2 });
    expect(page1.body.data.map((p: { _id: string }) => p._id)).toEqual([...made].reverse().slice(0, 8));
    const page2 = await anonymous.post('/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: rowCategory._id,
      subCategoryId: rowSub._id,
      page: 2,
    });
    expect(page2.body.data.map((p: { _id: string }) => p._id)).toEqual([...made].reverse().slice(8));
    const malformed = await anonymous.post('/api/product/get-pruduct-by-category-and-subcategory', {
      categoryId: rowCategory._id,
      subCategoryId: 'x',
    });
    expect(malformed.status).toBe(400);
  });

  it('serves fresh data after an update (the cache is invalidated) and keeps names in sync on rename', async () => {
    const product = await fixture.product({
      name: `Cached ${token()}`,
      category: [category],
      subCategory: [sub],
      price: 100,
    });
    const before = await anonymous.post('/api/product/get-product-details', { productId: product._id });
    expect(before.body.data.price).toBe(100);
    await anonymous.post('/api/product/get-product-details', { productId: product._id });

    const updated = await fixture.admin.put('/api/product/update-product-details', {
      _id: product._id,
      price: 80,
      discount: 5,
      more_details: { Shelf: '3 days' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      price: 80,
      discount: 5,
      more_details: { Shelf: '3 days' },
      name: product.name,
    });
    const after = await anonymous.post('/api/product/get-product-details', { productId: product._id });
    expect(after.body.data).toMatchObject({ price: 80, discount: 5 });
    // A field renamed with its text unchanged is saved too (FerretDB once skipped it: see embeddedChanges).
    const renamedField = await fixture.admin.put('/api/product/update-product-details', {
      _id: product._id,
      more_details: { 'Shelf life': '3 days' },
    });
    expect(renamedField.body.data.more_details).toEqual({ 'Shelf life': '3 days' });
    const reread = await anonymous.post('/api/product/get-product-details', { productId: product._id });
    expect(reread.body.data.more_details).toEqual({ 'Shelf life': '3 days' });

    const renamedSub = `Renamed ${token()}`;
    await fixture.admin.put('/api/subcategory/update', { _id: sub._id, name: renamedSub });
    // Its products follow the rename in the background (renames.e2e-spec.ts).
    const synced = await eventually(async () => {
      const details = await anonymous.post('/api/product/get-product-details', { productId: product._id });
      return details.body.data.subCategory[0]?.name === renamedSub ? details : undefined;
    }, 'the product to carry the new name');
    expect(synced.body.data.subCategory).toEqual([{ _id: sub._id, name: renamedSub }]);
    sub = { _id: sub._id, name: renamedSub };
  });

  it('hides unpublished products from shoppers but not from admins', async () => {
    const name = `Hidden ${token()}`;
    const product = await fixture.product({ name, category: [category], publish: false });
    expect((await anonymous.post('/api/product/get-product-details', { productId: product._id })).status).toBe(404);
    expect((await fixture.admin.post('/api/product/get-product-details', { productId: product._id })).status).toBe(200);
    expect((await anonymous.post('/api/product/search-product', { search: name })).body.totalCount).toBe(0);
    expect((await fixture.admin.post('/api/product/get', { search: name })).body.totalCount).toBe(1);
  });

  it('deletes a product: gone from details, lists and search', async () => {
    const name = `Doomed ${token()}`;
    const product = await fixture.product({ name, category: [category] });
    expect((await anonymous.post('/api/product/search-product', { search: name })).body.totalCount).toBe(1);
    const deleted = await fixture.admin.delete('/api/product/delete-product', { _id: product._id });
    expect(deleted.status).toBe(200);
    expect((await anonymous.post('/api/product/get-product-details', { productId: product._id })).status).toBe(404);
    expect((await anonymous.post('/api/product/search-product', { search: name })).body.totalCount).toBe(0);
    expect((await fixture.admin.delete('/api/product/delete-product', { _id: product._id })).status).toBe(404);
  });
});
