import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request, type APIRequestContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { addAddress, api, expectToast, newShopper, signInContext, uploadImage } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Issue 33, item 10: a product that would sell for $0.00 is saved only after the admin confirms it (a
 * dialog answered by keyboard), and a shopper's $0.00 order of a product not marked free is refused
 * with its reason shown.
 */
const suite = shopSuite({ products: 0 });
let admin: APIRequestContext;
let categoryId: string;

beforeAll(async () => {
  admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const name = `Zero price ${Math.random().toString(36).slice(2, 8)}`;
  categoryId = (await api(admin, 'POST', '/api/category/add-category', { name, image: '' })).data._id;
});
afterAll(() => admin.dispose());

async function newProduct(fields: Record<string, unknown>) {
  const created = await api(admin, 'POST', '/api/product/create', {
    name: `Zero price ${Math.random().toString(36).slice(2, 8)}`,
    image: [await uploadImage(admin, [200, 160, 40])],
    category: [categoryId],
    unit: '250 g',
    stock: 10,
    price: 120,
    discount: 0,
    description: 'Priced by the zero-price suite',
    ...fields,
  });
  return created.data as { _id: string; name: string };
}

const detailsOf = async (productId: string) =>
  (await api(admin, 'POST', '/api/product/get-product-details', { productId })).data;

/** Presses Tab until the element has the focus (at most ten times): reached by keyboard alone. */
async function tabTo(page: Page, target: Locator) {
  for (
    let presses = 0;
    presses < 10 && !(await target.evaluate((element) => element === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  expect(await target.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe('Selling for $0.00', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`asks before saving a product at 100% off, answered by keyboard: Escape goes back, confirming saves (${viewport})`, async () => {
      const product = await newProduct({});
      const context = await newContext(suite.browser, viewport);
      await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
      const page = await context.newPage();
      await page.goto(`/dashboard/product?edit=${product._id}`);
      const form = page.getByRole('dialog', { name: 'Update Product' });
      await form.getByLabel('Discount').fill('100');
      await form.getByRole('button', { name: 'Update Product' }).click();

      const confirm = page.getByRole('dialog', { name: 'Sell for $0.00?' });
      await confirm.getByText('this product sells for $0.00').waitFor();
      await confirm.getByText('It is not marked Free product').waitFor();
      await screenshot(page, 'admin-product-zero-price-confirm', viewport);
      expect(await severeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'hidden' });
      expect(await form.getByLabel('Discount').inputValue()).toBe('100');
      expect((await detailsOf(product._id)).discount).toBe(0);

      await form.getByRole('button', { name: 'Update Product' }).click();
      await confirm.waitFor();
      await tabTo(page, confirm.getByRole('button', { name: 'Save at $0.00' }));
      await page.keyboard.press('Enter');
      await form.waitFor({ state: 'hidden' });
      expect(await detailsOf(product._id)).toMatchObject({ discount: 100, free: false });
      await context.close();
    });
  }

  it('saves the Free product flag, and shows a shopper why a $0.00 order of a product not marked free is refused', async () => {
    const product = await newProduct({ price: 0 });
    const adminContext = await newContext(suite.browser, 'desktop');
    await signInContext(adminContext, ADMIN_EMAIL, ADMIN_PASSWORD);
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/dashboard/product?edit=${product._id}`);
    const form = adminPage.getByRole('dialog', { name: 'Update Product' });
    await form.getByLabel('Free product').check();
    await form.getByRole('button', { name: 'Update Product' }).click();
    await form.waitFor({ state: 'hidden' });
    expect((await detailsOf(product._id)).free).toBe(true);
    await adminContext.close();

    const mistake = await newProduct({ price: 0 });
    const context = await newContext(suite.browser, 'phone');
    await newShopper(context);
    await addAddress(context.request);
    await api(context.request, 'POST', '/api/cart/create', { productId: mistake._id });
    const page = await context.newPage();
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await expectToast(page, `"${mistake.name}" is not offered for free`);
    await screenshot(page, 'checkout-zero-total-refused', 'phone');
    expect(page.url()).toContain('/checkout');
    await context.close();
  });
});
