import { ApiClient } from '@shop/testkit';
import { CatalogFixture, Ref, token } from './support';

/** Issue 38: a product sold by weight (price per kg, stock in grams, whole steps from a minimum to a maximum). */
describe('products sold by weight (through the gateway)', () => {
  let fixture: CatalogFixture;
  const anonymous = new ApiClient();
  let category: Ref;
  const terms = { weightStepGrams: 250, weightMinGrams: 500, weightMaxGrams: 5000 };
  const create = (fields: Record<string, unknown>) =>
    fixture.admin.post('/api/product/create', {
      name: `Loose Tomatoes ${token()}`,
      category: [category],
      unit: 'per kg',
      stock: 25_000,
      price: 40,
      ...fields,
    });

  beforeAll(async () => {
    fixture = await CatalogFixture.create();
    category = await fixture.category();
  });

  it('creates one with its terms and shows them; products sold by the unit say so', async () => {
    const created = await create({ sellBy: 'weight', ...terms });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ sellBy: 'weight', ...terms, stock: 25_000, price: 40 });
    const details = await anonymous.post('/api/product/get-product-details', { productId: created.body.data._id });
    expect(details.body.data).toMatchObject({ sellBy: 'weight', ...terms });
    const unit = await create({});
    expect(unit.body.data.sellBy).toBe('unit');
    expect(unit.body.data.weightStepGrams).toBeUndefined();
  });

  it.each([
    [{ sellBy: 'weight', weightStepGrams: 250 }, 'A product sold by weight needs weightMinGrams, weightMaxGrams'],
    [{ sellBy: 'weight', ...terms, weightMinGrams: 600 }, 'weightMinGrams and weightMaxGrams must be whole steps'],
    [{ sellBy: 'weight', ...terms, weightMaxGrams: 250 }, 'weightMinGrams cannot be above weightMaxGrams'],
    [{ weightStepGrams: 250 }, 'are for products sold by weight only'],
  ])('refuses terms no shopper could meet (%#)', async (fields, message) => {
    const refused = await create(fields);
    expect([refused.status, refused.body.code]).toEqual([400, 'WEIGHT_TERMS_INVALID']);
    expect(refused.body.message).toContain(message);
  });

  it.each([
    [{ sellBy: 'kilo' }, 'sellBy must be one of unit, weight'],
    [{ sellBy: 'weight', ...terms, weightStepGrams: 2.5 }, 'weightStepGrams must be a whole number of grams'],
    [{ sellBy: 'weight', ...terms, weightMaxGrams: 20_000 }, 'weightMaxGrams must be from 1 to 10000 grams'],
  ])('refuses malformed fields (%#)', async (fields, message) => {
    const refused = await create(fields);
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(refused.body.message).toContain(message);
  });

  it('changes its terms but never how it is sold', async () => {
    const { _id } = (await create({ sellBy: 'weight', ...terms })).body.data;
    const save = (fields: Record<string, unknown>) =>
      fixture.admin.put('/api/product/update-product-details', { _id, ...fields });
    const changed = await save({ weightMaxGrams: 3000 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ ...terms, weightMaxGrams: 3000 });
    const offStep = await save({ weightStepGrams: 300 });
    expect([offStep.status, offStep.body.code]).toEqual([400, 'WEIGHT_TERMS_INVALID']);
    const byUnit = await save({ sellBy: 'unit' });
    expect([byUnit.status, byUnit.body.code]).toEqual([400, 'SELL_BY_FIXED']);
    const unitProduct = (await create({})).body.data._id;
    const toWeight = await fixture.admin.put('/api/product/update-product-details', {
      _id: unitProduct,
      sellBy: 'weight',
    });
    expect([toWeight.status, toWeight.body.code]).toEqual([400, 'SELL_BY_FIXED']);
    const after = await anonymous.post('/api/product/get-product-details', { productId: _id });
    expect(after.body.data).toMatchObject({ sellBy: 'weight', ...terms, weightMaxGrams: 3000 });
  });
});
