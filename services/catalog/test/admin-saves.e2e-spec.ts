import { addToCart, ApiClient, createAddress, eventually, signInAdmin, signUp } from '@shop/testkit';
import { CatalogFixture, Ref, token } from './support';

/**
 * Issue 33, item 1: an admin save changes only what it names, guarded by the revision the admin loaded;
 * stock moves only by a delta with a reason or by a set guarded by the stock loaded. A sale between
 * loading and saving is never undone.
 */
describe('admin saves guarded by what the admin saw (through the gateway)', () => {
  let fixture: CatalogFixture;
  let adminB: ApiClient;
  let category: Ref;

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    adminB = await signInAdmin();
    category = await fixture.category();
  });

  const details = async (productId: string) =>
    (await fixture.admin.post('/api/product/get-product-details', { productId })).body.data;
  const save = (admin: ApiClient, body: Record<string, unknown>) =>
    admin.put('/api/product/update-product-details', body);

  it('two admins and a sale in between: stock stays 18, a stale set is 409 with the current figures, a delta applies atop', async () => {
    const product = await fixture.product({ name: `Two admins ${token()}`, category: [category], stock: 20 });
    const loadedByA = await details(product._id);
    const loadedByB = await details(product._id);
    expect(loadedByA).toMatchObject({ stock: 20, revision: expect.any(Number) });

    const shopper = (await signUp()).client;
    await addToCart(shopper, product._id, 2);
    const order = await shopper.post('/api/order/cash-on-delivery', { addressId: await createAddress(shopper) });
    expect(order.status).toBe(201);
    await eventually(async () => (await details(product._id)).stock === 18, 'the sale to take 2 units');

    const discounted = await save(adminB, { _id: product._id, revision: loadedByB.revision, discount: 15 });
    expect(discounted.status).toBe(200);
    expect(discounted.body.data).toMatchObject({ stock: 18, discount: 15, revision: loadedByB.revision + 1 });
    expect(await details(product._id)).toMatchObject({ stock: 18, discount: 15 });

    // A's view is stale twice over: B saved since (revision), and the sale moved the stock.
    const stale = await save(fixture.admin, {
      _id: product._id,
      revision: loadedByA.revision,
      stock: 15,
      expectedStock: loadedByA.stock,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      success: false,
      code: 'CHANGED_MEANWHILE',
      current: { revision: loadedByA.revision + 1, stock: 18, discount: 15, price: 100 },
    });
    // With B's revision but the stock from before the sale: the stock guard alone refuses it.
    const staleStock = await save(fixture.admin, {
      _id: product._id,
      revision: stale.body.current.revision,
      stock: 15,
      expectedStock: 20,
    });
    expect(staleStock.status).toBe(409);
    expect(staleStock.body).toMatchObject({ code: 'CHANGED_MEANWHILE', current: { stock: 18 } });
    expect((await details(product._id)).stock).toBe(18);

    const moved = await save(fixture.admin, {
      _id: product._id,
      revision: stale.body.current.revision,
      stockDelta: -3,
      stockReason: 'Damaged in the store room',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ stock: 15, discount: 15 });

    const current = await details(product._id);
    const guardedSet = await save(fixture.admin, {
      _id: product._id,
      revision: current.revision,
      stock: 40,
      expectedStock: current.stock,
    });
    expect(guardedSet.status).toBe(200);
    expect(guardedSet.body.data.stock).toBe(40);
  });

  it('refuses stock movements that are unclear or would go below zero, with a code and the current figures', async () => {
    const product = await fixture.product({ name: `Movements ${token()}`, category: [category], stock: 2 });
    const { revision } = await details(product._id);
    const noReason = await save(fixture.admin, { _id: product._id, revision, stockDelta: 3 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('STOCK_MOVEMENT_INVALID');
    const both = await save(fixture.admin, { _id: product._id, stock: 5, stockDelta: 3, stockReason: 'count' });
    expect(both.body.code).toBe('STOCK_MOVEMENT_INVALID');
    const unguarded = await save(fixture.admin, { _id: product._id, revision, stock: 5 });
    expect(unguarded.status).toBe(400);
    expect(unguarded.body.code).toBe('STOCK_MOVEMENT_INVALID');
    const belowZero = await save(fixture.admin, { _id: product._id, revision, stockDelta: -3, stockReason: 'count' });
    expect(belowZero.status).toBe(409);
    expect(belowZero.body).toMatchObject({ code: 'STOCK_BELOW_ZERO', current: { stock: 2, revision } });
    expect((await details(product._id)).stock).toBe(2);
  });

  it('guards category and sub-category saves by the revision each admin loaded', async () => {
    const loaded = await fixture.category(`Guarded ${token()}`);
    expect(loaded).toMatchObject({ revision: 0 });
    const renamed = await adminB.put('/api/category/update', { _id: loaded._id, revision: 0, name: `B ${token()}` });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.revision).toBe(1);
    const stale = await fixture.admin.put('/api/category/update', { _id: loaded._id, revision: 0, name: 'A wins?' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CHANGED_MEANWHILE',
      current: { revision: 1, name: renamed.body.data.name },
    });

    const sub = await fixture.subCategory([category]);
    expect(sub).toMatchObject({ revision: 0 });
    const image = '/media/shop-media/catalog/leaf.webp';
    expect((await adminB.put('/api/subcategory/update', { _id: sub._id, revision: 0, image })).status).toBe(200);
    const staleSub = await fixture.admin.put('/api/subcategory/update', { _id: sub._id, revision: 0, name: 'A' });
    expect(staleSub.status).toBe(409);
    expect(staleSub.body).toMatchObject({ code: 'CHANGED_MEANWHILE', current: { revision: 1, name: sub.name, image } });
    const list = (await fixture.admin.post('/api/subcategory/get', {})).body.data;
    expect(list.find((entry: Ref) => entry._id === sub._id)).toMatchObject({ name: sub.name, revision: 1 });
  });
});
