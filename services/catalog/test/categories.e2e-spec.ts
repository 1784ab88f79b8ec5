import { ApiClient, signUp } from '@shop/testkit';
import { CatalogFixture, token } from './support';

describe('categories and sub-categories (through the gateway)', () => {
  let fixture: CatalogFixture;
  let shopper: ApiClient;
  const anonymous = new ApiClient();

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    shopper = (await signUp()).client;
  });

  it('adds, lists sorted by name, renames and deletes a category', async () => {
    const tag = token();
    const b = await fixture.category(`b ${tag}`);
    const a = await fixture.category(`A ${tag}`);
    const listed = await anonymous.get('/api/category/get');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ success: true, error: false });
    const names: string[] = listed.body.data.map((c: { name: string }) => c.name);
    expect(names.indexOf(`A ${tag}`)).toBeLessThan(names.indexOf(`b ${tag}`));
    const sorted = [...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()));
    expect(names.map((n) => n.toLowerCase())).toEqual(sorted.map((n) => n.toLowerCase()));

    const updated = await fixture.admin.put('/api/category/update', {
      _id: a._id,
      name: `C ${tag}`,
      image: 'http://127.0.0.1:8080/media/shop-media/x.webp',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      _id: a._id,
      name: `C ${tag}`,
      image: 'http://127.0.0.1:8080/media/shop-media/x.webp',
    });
    const afterRename = await anonymous.get('/api/category/get');
    expect(afterRename.body.data.map((c: { name: string }) => c.name)).toContain(`C ${tag}`);

    for (const category of [a, b]) {
      const deleted = await fixture.admin.delete('/api/category/delete', { _id: category._id });
      expect(deleted.status).toBe(200);
    }
    const gone = await anonymous.get('/api/category/get');
    expect(gone.body.data.map((c: { _id: string }) => c._id)).not.toContain(a._id);
  });

  it('refuses a second category of the same name (any case) with 409', async () => {
    const name = `Dup ${token()}`;
    await fixture.category(name);
    const again = await fixture.admin.post('/api/category/add-category', { name: name.toUpperCase(), image: '' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already exists');
  });

  it('lets only admins write: 403 for shoppers, 401 for anonymous callers', async () => {
    const category = await fixture.category();
    expect((await shopper.post('/api/category/add-category', { name: `x ${token()}` })).status).toBe(403);
    expect((await shopper.put('/api/category/update', { _id: category._id, name: 'x' })).status).toBe(403);
    expect((await shopper.delete('/api/category/delete', { _id: category._id })).status).toBe(403);
    expect((await anonymous.post('/api/subcategory/create', { name: 'x', category: [category] })).status).toBe(401);
    expect((await shopper.post('/api/subcategory/create', { name: 'x', category: [category] })).status).toBe(403);
  });

  it('answers malformed ids with 400 and unknown ids with 404', async () => {
    const malformed = await fixture.admin.delete('/api/category/delete', { _id: 'not-an-id' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, error: true, message: '_id must be a valid id' });
    expect(
      (await fixture.admin.put('/api/category/update', { _id: '64b7f0c2a1b2c3d4e5f60718', name: 'x' })).status,
    ).toBe(404);
    expect((await fixture.admin.post('/api/category/add-category', { name: '' })).status).toBe(400);
    const unknownCategory = await fixture.admin.post('/api/subcategory/create', {
      name: 'x',
      category: ['64b7f0c2a1b2c3d4e5f60718'],
    });
    expect(unknownCategory.status).toBe(404);
    expect((await fixture.admin.post('/api/subcategory/create', { name: 'x', category: [] })).status).toBe(400);
  });

  it('embeds categories in sub-categories as {_id, name}, accepts ids or objects, and keeps names in sync', async () => {
    const tag = token();
    const fruit = await fixture.category(`Fruit ${tag}`);
    const veg = await fixture.category(`Veg ${tag}`);
    const created = await fixture.admin.post('/api/subcategory/create', {
      name: `Zesty ${tag}`,
      image: '',
      category: [fruit, veg._id],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.category).toEqual([
      { _id: fruit._id, name: fruit.name },
      { _id: veg._id, name: veg.name },
    ]);
    const second = await fixture.subCategory([fruit], `apple ${tag}`);

    const list = await anonymous.post('/api/subcategory/get', {});
    expect(list.status).toBe(200);
    const names: string[] = list.body.data.map((s: { name: string }) => s.name);
    expect(names.indexOf(`apple ${tag}`)).toBeLessThan(names.indexOf(`Zesty ${tag}`));

    await fixture.admin.put('/api/category/update', { _id: fruit._id, name: `Fruits ${tag}` });
    const renamed = (await anonymous.post('/api/subcategory/get', {})).body.data.find(
      (s: { _id: string }) => s._id === second._id,
    );
    expect(renamed.category).toEqual([{ _id: fruit._id, name: `Fruits ${tag}` }]);

    const updated = await fixture.admin.put('/api/subcategory/update', {
      _id: second._id,
      name: `Apples ${tag}`,
      category: [veg],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: `Apples ${tag}`, category: [{ _id: veg._id, name: veg.name }] });
  });

  it('refuses to delete a category or sub-category still in use (409), then deletes once free', async () => {
    const category = await fixture.category();
    const sub = await fixture.subCategory([category]);
    const product = await fixture.product({ name: `Used ${token()}`, category: [category], subCategory: [sub] });

    const categoryInUse = await fixture.admin.delete('/api/category/delete', { _id: category._id });
    expect(categoryInUse.status).toBe(409);
    expect(categoryInUse.body.message).toMatch(/still used by 1 sub-category and 1 product;/);
    const subInUse = await fixture.admin.delete('/api/subcategory/delete', { _id: sub._id });
    expect(subInUse.status).toBe(409);
    expect(subInUse.body.message).toMatch(/still used by 1 product;/);

    expect((await fixture.admin.delete('/api/product/delete-product', { _id: product._id })).status).toBe(200);
    expect((await fixture.admin.delete('/api/subcategory/delete', { _id: sub._id })).status).toBe(200);
    expect((await fixture.admin.delete('/api/category/delete', { _id: category._id })).status).toBe(200);
    expect((await fixture.admin.delete('/api/category/delete', { _id: category._id })).status).toBe(404);
  });
});
