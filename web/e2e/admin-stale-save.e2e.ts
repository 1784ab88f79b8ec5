import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { addAddress, api, newShopper, signInContext, uploadImage } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Issue 33, item 1 in the admin's Edit Product form: a save sends only what was changed, so a sale made
 * while the form was open is never undone; a stock set from a stale view is refused and the form shows
 * the current figures, keeping what was typed.
 */
const suite = shopSuite({ products: 0 });
let admin: APIRequestContext;

beforeAll(async () => {
  admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
});
afterAll(() => admin.dispose());

const stockOf = async (productId: string) =>
  (await api(admin, 'POST', '/api/product/get-product-details', { productId })).data.stock as number;

/** A shopper in a browser profile of their own buys `quantity` units, paying on delivery. */
async function buyElsewhere(productId: string, quantity: number) {
  const context = await newContext(suite.browser, 'desktop');
  await newShopper(context);
  const line = (await api(context.request, 'POST', '/api/cart/create', { productId })).data as { _id: string };
  await api(context.request, 'PUT', '/api/cart/update-qty', { _id: line._id, qty: quantity, expectedQty: 1 });
  await api(context.request, 'POST', '/api/order/cash-on-delivery', { addressId: await addAddress(context.request) });
  await context.close();
}

async function openEdit(page: Page, productId: string) {
  await page.goto(`/dashboard/product?edit=${productId}`);
  const dialog = page.getByRole('dialog', { name: 'Update Product' });
  await dialog.getByLabel('Number of Stock').waitFor();
  return dialog;
}

describe('Edit Product while the shop sells', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`keeps a sale made while the form was open, and shows "changed meanwhile" with the current stock (${viewport})`, async () => {
      const category = (
        await api(admin, 'POST', '/api/category/add-category', {
          name: `Stale view ${Math.random().toString(36).slice(2, 8)}`,
          image: '',
        })
      ).data as { _id: string };
      const product = (
        await api(admin, 'POST', '/api/product/create', {
          name: `Stale view ${viewport} ${Math.random().toString(36).slice(2, 8)}`,
          image: [await uploadImage(admin, [60, 160, 90])],
          category: [category._id],
          unit: '1 kg',
          stock: 20,
          price: 120,
          discount: 0,
          description: 'Edited while it sells',
        })
      ).data as { _id: string };
      const context = await newContext(suite.browser, viewport);
      await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
      const page = await context.newPage();

      let dialog = await openEdit(page, product._id);
      await buyElsewhere(product._id, 2);
      await expect.poll(() => stockOf(product._id)).toBe(18);
      await dialog.getByLabel('Discount').fill('15');
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const saved = (await api(admin, 'POST', '/api/product/get-product-details', { productId: product._id })).data;
      expect(saved).toMatchObject({ stock: 18, discount: 15 });

      dialog = await openEdit(page, product._id);
      expect(await dialog.getByLabel('Number of Stock').inputValue()).toBe('18');
      await buyElsewhere(product._id, 2);
      await expect.poll(() => stockOf(product._id)).toBe(16);
      await dialog.getByLabel('Number of Stock').fill('30');
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      const notice = dialog.getByRole('alert').filter({ hasText: 'Changed meanwhile' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain('it now has 16 in stock');
      expect(await dialog.getByLabel('Number of Stock').inputValue()).toBe('30');
      expect(await stockOf(product._id)).toBe(16);
      await notice.scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-product-changed-meanwhile', viewport);
      expect(await severeViolations(page)).toEqual([]);

      // Seen the current figures, the admin saves again: now the set applies.
      await dialog.getByRole('button', { name: 'Update Product' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await stockOf(product._id)).toBe(30);
      await context.close();
    });
  }
});
