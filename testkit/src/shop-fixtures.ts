import { randomUUID } from 'node:crypto';
import { testCheckout } from './test-checkout';
import { ApiClient } from './api-client';
import { signInAdmin } from './users';

/** Builds what the suites need through the public API: products (as the admin), carts, addresses. */

export interface ProductSpec {
  /** Units, or grams when sold by weight. */
  stock: number;
  /** Per unit, or per kg when sold by weight. */
  price?: number;
  discount?: number;
  publish?: boolean;
  /** Sold by weight in these steps, from the minimum to the maximum (grams). */
  byWeight?: { weightStepGrams: number; weightMinGrams: number; weightMaxGrams: number };
}

export interface ProductFixture {
  _id: string;
  name: string;
  price: number;
}

/** A category and sub-category of the suite's own, with products created in them on demand. */
export class CatalogFixture {
  private constructor(
    readonly admin: ApiClient,
    private readonly suite: string,
    private readonly categoryId: string,
    private readonly subCategoryId: string,
  ) {}

  static async create(suite: string): Promise<CatalogFixture> {
    const admin = await signInAdmin();
    const tag = randomUUID().slice(0, 8);
    const category = await admin.post('/api/category/add-category', {
      name: `${suite} e2e ${tag}`,
      image: 'https://img.example.test/c.png',
    });
    expectOk(category, 'create category');
    const subCategory = await admin.post('/api/subcategory/create', {
      name: `${suite} e2e sub ${tag}`,
      image: 'https://img.example.test/s.png',
      category: [category.body.data._id],
    });
    expectOk(subCategory, 'create sub-category');
    return new CatalogFixture(admin, suite, category.body.data._id, subCategory.body.data._id);
  }

  async product({ stock, price = 100, discount = 10, publish = true, byWeight }: ProductSpec): Promise<ProductFixture> {
    const name = `${this.suite} test product ${randomUUID().slice(0, 8)}`;
    const response = await this.admin.post('/api/product/create', {
      name,
      image: ['https://img.example.test/p.png'],
      category: [this.categoryId],
      subCategory: [this.subCategoryId],
      unit: byWeight ? 'per kg' : '1 kg',
      stock,
      price,
      discount,
      description: `made by the ${this.suite} e2e suite`,
      more_details: {},
      publish,
      ...(byWeight && { sellBy: 'weight', ...byWeight }),
    });
    expectOk(response, 'create product');
    return { _id: response.body.data._id, name, price };
  }

  async update(productId: string, changes: Record<string, unknown>): Promise<void> {
    expectOk(
      await this.admin.put('/api/product/update-product-details', { _id: productId, ...changes }),
      'update product',
    );
  }

  async remove(productId: string): Promise<void> {
    expectOk(await this.admin.delete('/api/product/delete-product', { _id: productId }), 'delete product');
  }

  /** Stock as the catalog stores it (product details, read by the admin). */
  async stockOf(productId: string): Promise<number> {
    const response = await this.admin.post('/api/product/get-product-details', { productId });
    expectOk(response, 'product details');
    return response.body.data.stock;
  }
}

/**
 * Adds one unit of the product, then sets the line to `quantity` when more; of a product sold by weight
 * (added at its minimum), sets the line to `quantity` kg when another.
 */
export async function addToCart(client: ApiClient, productId: string, quantity = 1): Promise<void> {
  const added = await client.post('/api/cart/create', { productId });
  expectOk(added, 'add to cart');
  const line = added.body.data;
  if (line.productId.sellBy === 'weight' ? quantity !== line.quantity : quantity > 1)
    expectOk(await client.put('/api/cart/update-qty', { _id: added.body.data._id, qty: quantity }), 'set quantity');
}

export async function cartLines(client: ApiClient): Promise<any[]> {
  const cart = await client.get('/api/cart/get');
  expectOk(cart, 'get cart');
  return cart.body.data;
}

export async function createAddress(client: ApiClient, pincode = '411001'): Promise<string> {
  const response = await client.post('/api/address/create', {
    address_line: '12 Market Street',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pincode,
    mobile: '9876543210',
  });
  expectOk(response, 'create address');
  return response.body.data._id;
}

/** What a fixture order is made of: one new product of `catalog` at `price`, `quantity` of it in the cart. */
export interface FixtureOrder {
  price?: number;
  quantity?: number;
  stock?: number;
}

/** A cash-on-delivery order of one new product, placed by `shopper`; the order as the checkout answered it. */
export async function placeCashOrder(
  catalog: CatalogFixture,
  shopper: ApiClient,
  { price = 120, quantity = 1, stock = 5 }: FixtureOrder = {},
): Promise<any> {
  const product = await catalog.product({ stock, price, discount: 0 });
  await addToCart(shopper, product._id, quantity);
  const placed = await shopper.post('/api/order/cash-on-delivery', { addressId: await createAddress(shopper) });
  expectOk(placed, 'place a cash order');
  return placed.body.data;
}

/** A card order of one new product, paid on the test checkout page and confirmed PAID: its `_id`, and the product's. */
export async function placePaidCardOrder(
  catalog: CatalogFixture,
  shopper: ApiClient,
  { price = 99, quantity = 1, stock = 5 }: FixtureOrder = {},
): Promise<{ orderId: string; productId: string }> {
  const product = await catalog.product({ stock, price, discount: 0 });
  await addToCart(shopper, product._id, quantity);
  const checkout = await shopper.post('/api/order/checkout', { addressId: await createAddress(shopper) });
  expectOk(checkout, 'card checkout');
  const orderId = checkout.body.data._id as string;
  const paid = await testCheckout(shopper, checkout.body.id, 'pay');
  if (paid.status >= 400) throw new Error(`the test checkout page refused to pay: ${paid.status}`);
  await eventually(
    async () => (await shopper.get(`/api/order/details?orderId=${orderId}`)).body.data?.status === 'PAID',
    'the card order to be paid',
  );
  return { orderId, productId: product._id };
}

export async function ordersOf(client: ApiClient): Promise<any[]> {
  const response = await client.get('/api/order/order-list');
  expectOk(response, 'order list');
  return response.body.data;
}

/**
 * Polls until the check returns something truthy (events are handled a moment after the answer), every
 * intervalMs (a fault test polls fast to act right after a step).
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 10_000,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A fixture step answered with a refusal: its status and code say which, for a caller that tells them apart. */
export class UnexpectedAnswer extends Error {
  constructor(
    what: string,
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(`${what} failed: ${status}${code ? ` ${code}` : ''} ${message}`);
  }
}

export function expectOk(
  response: { status: number; body: { success?: boolean; message: string; code?: string } },
  what: string,
): void {
  if (response.status >= 300 || response.body.success === false) {
    throw new UnexpectedAnswer(what, response.status, response.body.code, response.body.message);
  }
}
