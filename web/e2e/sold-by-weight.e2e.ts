import { ADMIN_EMAIL, ADMIN_PASSWORD, signUpStaff } from '@shop/testkit';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../src/lib/money';
import { severeViolations } from './support/a11y';
import { BASE_URL, newContext, screenshot } from './support/browser';
import { addAddress, api, newShopper, signInContext } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Selling by weight (issue 38) in the browser: loose apples at 119.99 a kg, in 250 g steps from 500 g.
 * A shopper on a phone adds 0.5 kg and steps to 0.75 kg, sees the price of that weight in the cart and
 * orders cash on delivery; a packer on a phone weighs 0.62 kg, and the shopper's order says so and
 * charges the lighter weight.
 */
const suite = shopSuite({ products: 1 });
const ANSWER = { timeout: 15_000 };
const TOUCH_TARGET_PX = 44;

let admin: APIRequestContext;
beforeAll(async () => {
  admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
});
afterAll(() => admin.dispose());

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('selling by weight (issue 38)', () => {
  it('a shopper buys 0.75 kg of apples on a phone, a packer weighs 0.62 kg, and the shopper pays for 0.62 kg', async () => {
    const created = await api(admin, 'POST', '/api/product/create', {
      name: `Shimla Apples loose ${suite.catalogue.tag}`,
      image: [],
      category: [suite.catalogue.category._id],
      subCategory: [suite.catalogue.subCategories[0]._id],
      unit: 'per kg',
      stock: 20_000,
      price: 119.99,
      discount: 0,
      description: 'Crisp and sweet, picked this week.',
      sellBy: 'weight',
      weightStepGrams: 250,
      weightMinGrams: 500,
      weightMaxGrams: 3000,
    });
    const apples = created.data as { _id: string; name: string };

    const shopper = await newContext(suite.browser, 'phone');
    await newShopper(shopper);
    await addAddress(shopper.request);
    const page = await shopper.newPage();
    await page.goto(`/product/x-${apples._id}`);
    await page.getByRole('heading', { level: 1, name: apples.name }).waitFor(ANSWER);
    await page
      .getByText(`${formatMoney(119.99)} / kg`)
      .first()
      .waitFor();
    await page.getByRole('button', { name: `Add ${apples.name} to cart` }).click();
    await page.getByLabel('0.5 kg in cart').waitFor(ANSWER);
    const more = page.getByRole('button', { name: `Add 0.25 kg more ${apples.name}` });
    await more.click();
    await page.getByLabel('0.75 kg in cart').waitFor(ANSWER);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await severeViolations(page)).toEqual([]);
    await screenshot(page, 'by-weight-product', 'phone');
    const [line] = (await api(shopper.request, 'GET', '/api/cart/get')).data;
    expect(line).toMatchObject({ quantity: 0.75, productId: { sellBy: 'weight' } });

    // 750 g × 119.99 a kg = 89.9925: the cart shows 89.99, as the server charges.
    await page.goto('/cart');
    const cartLine = page.getByText(`· 0.75 kg at ${formatMoney(119.99)} / kg`).locator('visible=true');
    await cartLine.waitFor(ANSWER);
    expect(await cartLine.locator('xpath=..').innerText()).toContain(formatMoney(89.99));
    expect(await severeViolations(page)).toEqual([]);
    await screenshot(page, 'by-weight-cart', 'phone');
    await page.goto('/checkout');
    const cash = page.getByRole('button', { name: 'Cash on Delivery' });
    await expect.poll(() => cash.isEnabled(), ANSWER).toBe(true);
    await cash.click();
    await page.waitForURL('**/success', ANSWER);
    const [placed] = (await api(shopper.request, 'GET', '/api/order/order-list')).data;
    expect(placed.items[0]).toMatchObject({ quantity: 0.75, sellBy: 'weight', lineTotal: 89.99 });

    // The packer weighs the bag on a phone.
    const packer = await signUpStaff('PACKER', 'Pavan Packer');
    const phone = await newContext(suite.browser, 'phone');
    await signInContext(phone, packer.email, packer.password);
    const packing = await phone.newPage();
    await packing.goto(`/dashboard/packing/${placed._id}`);
    const appleLine = packing.getByRole('article', { name: apples.name });
    await appleLine.waitFor(ANSWER);
    const weight = appleLine.getByLabel(`Weight (kg) of ${apples.name}`);
    expect((await weight.boundingBox())!.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    await weight.fill('0.62');
    // 620 g: 74.3938, so 74.39 instead of 89.99.
    await packing.getByText(`Collect ${formatMoney(placed.totalAmt - 15.6)}`).waitFor(ANSWER);
    expect(await sidewaysOverflow(packing)).toBe(0);
    expect(await severeViolations(packing)).toEqual([]);
    await screenshot(packing, 'by-weight-packing', 'phone');
    await packing.getByRole('button', { name: 'Confirm packed' }).click();
    await packing.getByRole('heading', { level: 1, name: 'Packing', exact: true }).waitFor(ANSWER);

    const saved = (await api(shopper.request, 'GET', `/api/order/details?orderId=${placed._id}`)).data;
    expect(saved).toMatchObject({ status: 'PACKED', totalAmt: Math.round((placed.totalAmt - 15.6) * 100) / 100 });
    const orderPage = await shopper.newPage();
    await orderPage.goto(`/dashboard/myorders/${placed._id}`);
    await orderPage
      .getByText(`${apples.name}: weighed 0.62 kg (0.75 kg ordered), −${formatMoney(15.6)}`)
      .waitFor(ANSWER);
    expect(await sidewaysOverflow(orderPage)).toBe(0);
    await orderPage.getByText('Changed at packing').scrollIntoViewIfNeeded();
    await screenshot(orderPage, 'by-weight-order', 'phone');

    // The shop's product form at 1280×800, sold by weight.
    const shop = await newContext(suite.browser, 'desktop');
    await signInContext(shop, ADMIN_EMAIL, ADMIN_PASSWORD);
    const form = await shop.newPage();
    await form.goto('/dashboard/upload-product');
    await form.getByRole('radio', { name: 'By weight' }).check();
    await form.getByText('Price per kg').first().waitFor(ANSWER);
    expect(await severeViolations(form)).toEqual([]);
    await form.getByRole('radio', { name: 'By weight' }).scrollIntoViewIfNeeded();
    await screenshot(form, 'by-weight-product-form', 'desktop');
    await shop.close();
    await phone.close();
    await shopper.close();
  });
});
