import AxeBuilder from '@axe-core/playwright';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request, type APIRequestContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { addAddress, api, cartOf, expectToast, newShopper } from './support/shop';
import { shopSuite } from './support/suite';

/** Issue 17, items 3, 4 and 7: lines that cannot be bought, price changes, and two tabs on one cart. */
const suite = shopSuite({ products: 1 });
let admin: APIRequestContext;

beforeAll(async () => {
  admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
});
afterAll(() => admin.dispose());

async function newProduct(name: string, price = 120) {
  const created = await api(admin, 'POST', '/api/product/create', {
    name: `${name} ${suite.catalogue.tag} ${Math.random().toString(36).slice(2, 6)}`,
    image: [],
    category: [suite.catalogue.category._id],
    subCategory: [suite.catalogue.subCategories[0]._id],
    unit: '500 g',
    stock: 20,
    price,
    discount: 0,
  });
  return created.data as { _id: string; name: string };
}
const changeProduct = (_id: string, changes: Record<string, unknown>) =>
  api(admin, 'PUT', '/api/product/update-product-details', { _id, ...changes });

/** The cart line showing this product (drawer, /cart page or checkout). */
const lineOf = (within: Page | Locator, name: string) => within.getByRole('listitem').filter({ hasText: name });

async function openCart(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') {
    await page.goto('/');
    await page.getByRole('button', { name: /Item|My Cart/ }).click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor();
  } else {
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Cart' }).waitFor();
  }
}

describe.each<ViewportName>(['desktop', 'phone'])('cart lines on %s', (viewport) => {
  it('marks sold-out, unpublished and deleted lines, leaves them out of the totals, blocks paying until removed, and announces a price change once', async () => {
    const context = await newContext(suite.browser, viewport);
    await newShopper(context);
    await addAddress(context.request);
    const [soldOut, hidden, deleted, repriced] = [
      await newProduct('Sold Out Oats'),
      await newProduct('Hidden Honey'),
      await newProduct('Deleted Dates'),
      await newProduct('Repriced Rice', 120),
    ];
    for (const product of [soldOut, hidden, deleted, repriced])
      await api(context.request, 'POST', '/api/cart/create', { productId: product._id });
    await changeProduct(soldOut._id, { stock: 0 });
    await changeProduct(hidden._id, { publish: false });
    await api(admin, 'DELETE', '/api/product/delete-product', { _id: deleted._id });
    await changeProduct(repriced._id, { price: 150 });
    // The cart learns of changes through the catalogue's events.
    await expect
      .poll(
        async () =>
          (await cartOf(context.request)).map((line) => [
            line.productId.stock,
            line.productId.publish,
            line.productId.price,
          ]),
        { timeout: 20_000 },
      )
      .toEqual([
        [0, true, 120],
        [20, false, 120],
        [0, false, 120],
        [20, true, 150],
      ]);

    const page = await context.newPage();
    await openCart(page, viewport);
    await lineOf(page, soldOut.name).getByText('Out of stock').waitFor();
    await lineOf(page, hidden.name).getByText('No longer available').waitFor();
    await lineOf(page, deleted.name).getByText('No longer available').waitFor();
    await lineOf(page, repriced.name).getByText('Price changed since you added it: was $120.00, now $150.00').waitFor();
    // Only the line that can be bought counts (in the bill; the header's cart button says '1 item' too).
    await page.getByRole('region', { name: 'Bill details' }).getByText('1 item', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Proceed/ }).isDisabled()).toBe(true);
    await page.getByText('Remove the items that are no longer available to continue.').first().waitFor();
    await screenshot(page, 'cart-unavailable-lines', viewport);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

    await page.getByRole('button', { name: `Remove ${deleted.name} from cart` }).click();
    await expectToast(page, `Removed ${deleted.name} from your cart`);
    await lineOf(page, deleted.name).waitFor({ state: 'detached' });

    // Checkout: the same marks, and paying stays disabled until the lines are removed.
    await changeProduct(repriced._id, { price: 170 });
    await expect
      .poll(async () => (await cartOf(context.request)).at(-1).productId.price, { timeout: 20_000 })
      .toBe(170);
    await page.goto('/checkout');
    const items = page.getByRole('list', { name: 'Items' });
    await lineOf(items, soldOut.name).getByText('Out of stock').waitFor();
    await lineOf(items, hidden.name).getByText('No longer available').waitFor();
    await lineOf(items, repriced.name)
      .getByText('Price changed since you added it: was $150.00, now $170.00')
      .waitFor();
    for (const name of ['Online Payment', 'Cash on Delivery'])
      expect(await page.getByRole('button', { name }).isDisabled()).toBe(true);
    await screenshot(page, 'checkout-unavailable-lines', viewport);
    for (const product of [soldOut, hidden]) {
      await items.getByRole('button', { name: `Remove ${product.name} from cart` }).click();
      await expectToast(page, `Removed ${product.name} from your cart`);
    }
    // The repriced line's new total is paid only once accepted (issue 33, item 7).
    await page.getByRole('checkbox', { name: /I accept the new total/ }).check();
    await expect.poll(() => page.getByRole('button', { name: 'Cash on Delivery' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Online Payment' }).isEnabled()).toBe(true);

    // Seen once: the next visit no longer announces it.
    await page.reload();
    await page.getByRole('heading', { name: 'Summary' }).waitFor();
    await page.getByRole('button', { name: 'Cash on Delivery' }).waitFor();
    await expect.poll(() => page.getByText(/Price changed since you added it/).count()).toBe(0);
    await context.close();
  });
});

describe('two tabs on one cart', () => {
  it('never lets a stale tab undo the other: a change from an old quantity is refused, and focus brings the cart up to date', async () => {
    const context = await newContext(suite.browser, 'desktop');
    // Without the live stream (issue 23), which would bring tab A up to date before it could be stale:
    // this is the shop as it is while the stream is down.
    await context.route('**/api/live**', (route) => route.abort());
    await newShopper(context);
    const product = await newProduct('Two Tab Tea');
    await api(context.request, 'POST', '/api/cart/create', { productId: product._id });
    await api(context.request, 'POST', '/api/cart/create', { productId: product._id });
    const [tabA, tabB] = [await context.newPage(), await context.newPage()];
    for (const tab of [tabA, tabB]) {
      await tab.goto('/cart');
      await tab.getByLabel('2 in cart').waitFor();
    }
    await tabB.getByRole('button', { name: `Remove one ${product.name}` }).click();
    await tabB.getByLabel('1 in cart').waitFor();

    // Tab A still shows 2; its '+' must not set 3.
    await tabA.getByRole('button', { name: `Add one more ${product.name}` }).click();
    await tabA.getByLabel('1 in cart').waitFor();
    expect((await cartOf(context.request))[0].quantity).toBe(1);

    // Back in tab A after tab B changed it again: the cart is read again on focus.
    await tabB.getByRole('button', { name: `Add one more ${product.name}` }).click();
    await tabB.getByLabel('2 in cart').waitFor();
    await tabA.bringToFront();
    await tabA.evaluate(() => window.dispatchEvent(new Event('focus')));
    await tabA.getByLabel('2 in cart').waitFor();
    await context.close();
  });
});
