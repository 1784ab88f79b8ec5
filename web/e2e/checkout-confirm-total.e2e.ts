import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request, type APIRequestContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { addAddress, api, newShopper } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Issue 33, item 7: checkout lists the items with any price change, and the shopper confirms a new
 * total before paying; a price raised behind their back is refused by the server and shown to confirm.
 */
const suite = shopSuite({ products: 1 });
let admin: APIRequestContext;

beforeAll(async () => {
  admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
});
afterAll(() => admin.dispose());

async function newProduct(name: string, price: number) {
  const created = await api(admin, 'POST', '/api/product/create', {
    name: `${name} ${suite.catalogue.tag} ${Math.random().toString(36).slice(2, 6)}`,
    image: [],
    category: [suite.catalogue.category._id],
    subCategory: [suite.catalogue.subCategories[0]._id],
    unit: '1 kg',
    stock: 30,
    price,
    discount: 0,
  });
  return created.data as { _id: string; name: string };
}

const lineOf = (within: Page | Locator, name: string) => within.getByRole('listitem').filter({ hasText: name });

describe.each<ViewportName>(['desktop', 'phone'])('checkout total on %s', (viewport) => {
  it('lists the items, and asks to confirm a total the server found raised before cash on delivery charges it', async () => {
    const context = await newContext(suite.browser, viewport);
    await newShopper(context);
    await addAddress(context.request);
    const [ghee, salt] = [await newProduct('Cow Ghee', 120), await newProduct('Rock Salt', 40)];
    const line = await api(context.request, 'POST', '/api/cart/create', { productId: ghee._id });
    await api(context.request, 'PUT', '/api/cart/update-qty', { _id: line.data._id, qty: 2 });
    await api(context.request, 'POST', '/api/cart/create', { productId: salt._id });
    // No live updates on this page: the price rise reaches it only through the server's refusal.
    await context.route('**/api/live**', (route) => route.abort());

    const page = await context.newPage();
    await page.goto('/checkout');
    const items = page.getByRole('list', { name: 'Items' });
    await lineOf(items, ghee.name).getByText('$120.00').waitFor();
    await lineOf(items, ghee.name).getByLabel('2 in cart').waitFor();
    await lineOf(items, salt.name).getByText('$40.00').waitFor();
    await page.getByRole('region', { name: 'Bill details' }).getByText('$280.00').first().waitFor();
    // The bill is settled (the buttons wait for the quote): the cart's own sums show $280 before it comes,
    // and a quote asked after the price rise would already price it.
    const cash = page.getByRole('button', { name: 'Cash on Delivery' });
    await expect.poll(() => cash.isEnabled()).toBe(true);
    await screenshot(page, 'checkout-items', viewport);

    await api(admin, 'PUT', '/api/product/update-product-details', { _id: ghee._id, price: 150 });
    await cash.click();
    await page.getByRole('alert').getByText('The total is now $340.00, not $280.00 as shown.').waitFor();
    await lineOf(items, ghee.name).getByText('Price changed since you added it: was $120.00, now $150.00').waitFor();
    const confirm = page.getByRole('checkbox', { name: 'I accept the new total of $340.00' });
    expect(await confirm.isChecked()).toBe(false);
    expect(await cash.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Online Payment' }).isDisabled()).toBe(true);
    await screenshot(page, 'checkout-total-changed', viewport);
    expect(await severeViolations(page)).toEqual([]);
    expect((await api(context.request, 'GET', '/api/order/order-list')).data).toEqual([]);

    await confirm.check();
    await cash.click();
    await page.waitForURL('**/success');
    const [order] = (await api(context.request, 'GET', '/api/order/order-list')).data;
    expect(order.totalAmt).toBe(340);
    await context.close();
  });
});
