import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request, type APIRequestContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { addAddress, api, newShopper } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Issue 33, item 6: cart quantities stop at their bound where they are set ('+' disabled), with the
 * reason beside the line: the per-order limit, the stock left, and cash on delivery's limit at checkout.
 */
const suite = shopSuite({ products: 1 });
const PER_ORDER = Number(process.env.MAX_UNITS_PER_PRODUCT ?? 10);
let admin: APIRequestContext;

beforeAll(async () => {
  admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
});
afterAll(() => admin.dispose());

async function newProduct(name: string, stock: number) {
  const created = await api(admin, 'POST', '/api/product/create', {
    name: `${name} ${suite.catalogue.tag} ${Math.random().toString(36).slice(2, 6)}`,
    image: [],
    category: [suite.catalogue.category._id],
    subCategory: [suite.catalogue.subCategories[0]._id],
    unit: '1 kg',
    stock,
    price: 40,
    discount: 0,
  });
  return created.data as { _id: string; name: string };
}

async function putInCart(context: APIRequestContext, productId: string, qty: number) {
  const line = await api(context, 'POST', '/api/cart/create', { productId });
  if (qty > 1) await api(context, 'PUT', '/api/cart/update-qty', { _id: line.data._id, qty });
}

const lineOf = (within: Page | Locator, name: string) => within.getByRole('listitem').filter({ hasText: name });

async function openCart(page: Page, viewport: ViewportName): Promise<Locator> {
  if (viewport === 'desktop') {
    await page.goto('/');
    await page.getByRole('button', { name: /Item|My Cart/ }).click();
    return page.getByRole('dialog', { name: 'Cart' });
  }
  await page.goto('/cart');
  await page.getByRole('heading', { name: 'Cart' }).waitFor();
  return page.getByRole('main');
}

describe.each<ViewportName>(['desktop', 'phone'])('cart quantity bounds on %s', (viewport) => {
  it("stops '+' at the per-order limit and at the stock left, saying why beside the line, and shows cash on delivery's limit at checkout where the line can be lowered", async () => {
    const context = await newContext(suite.browser, viewport);
    await newShopper(context);
    const addressId = await addAddress(context.request);
    const [rice, saffron] = [await newProduct('Basmati Rice', 100), await newProduct('Saffron', 3)];
    // An earlier cash order holds 4 units of rice not yet paid for.
    await putInCart(context.request, rice._id, 4);
    await api(context.request, 'POST', '/api/order/cash-on-delivery', { addressId });
    await putInCart(context.request, rice._id, PER_ORDER - 1);
    await putInCart(context.request, saffron._id, 3);

    const page = await context.newPage();
    const cart = await openCart(page, viewport);
    const riceLine = lineOf(cart, rice.name);
    const morePlus = riceLine.getByRole('button', { name: `Add one more ${rice.name}` });
    await riceLine.getByLabel(`${PER_ORDER - 1} in cart`).waitFor();
    expect(await morePlus.isEnabled()).toBe(true);
    await morePlus.click();
    await riceLine.getByLabel(`${PER_ORDER} in cart`).waitFor();
    await riceLine.getByText(`Limit ${PER_ORDER} per order`).waitFor();
    expect(await morePlus.isDisabled()).toBe(true);
    // The disabled '+' hands keyboard focus to '-' rather than dropping it to the page.
    const oneLess = riceLine.getByRole('button', { name: `Remove one ${rice.name}` });
    await expect.poll(() => oneLess.evaluate((button) => button === document.activeElement)).toBe(true);
    const saffronLine = lineOf(cart, saffron.name);
    await saffronLine.getByText('Only 3 left').waitFor();
    expect(await saffronLine.getByRole('button', { name: `Add one more ${saffron.name}` }).isDisabled()).toBe(true);
    await screenshot(page, 'cart-quantity-limits', viewport);
    expect(await severeViolations(page)).toEqual([]);

    // At checkout, cash on delivery counts the 4 already ordered: the limit shows on the rice line, which can be lowered there.
    await page.goto('/checkout');
    const items = page.getByRole('list', { name: 'Items' });
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    const checkoutRice = lineOf(items, rice.name);
    await checkoutRice
      .getByText(`Cash on delivery: at most ${PER_ORDER - 4} here (4 already ordered, limit ${PER_ORDER})`)
      .waitFor();
    await screenshot(page, 'checkout-cash-limit', viewport);
    for (let quantity = PER_ORDER; quantity > PER_ORDER - 4; quantity -= 1) {
      await checkoutRice.getByRole('button', { name: `Remove one ${rice.name}` }).click();
      await checkoutRice.getByLabel(`${quantity - 1} in cart`).waitFor();
    }
    await checkoutRice.getByText(/Cash on delivery: at most/).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.waitForURL('**/success');
    await context.close();
  });
});
