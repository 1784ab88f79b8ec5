import { ADMIN_EMAIL, ADMIN_PASSWORD, pngImage } from '@shop/testkit';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { discountedPrice, formatMoney } from '../src/lib/money';
import { newContext, screenshot } from './support/browser';
import { shopSuite } from './support/suite';
import { api, expectToast, signInContext, uploadImage } from './support/shop';

const suite = shopSuite({ products: 0 });

const picture = (rgb: [number, number, number]) => ({
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: pngImage(80, 80, rgb),
});

/**
 * The sub-category table holds every suite's sub-categories (10 rows a page, by name), so this test
 * finds its own row by searching for it, as the admin would, never by its place on page 1.
 */
async function searchSubCategories(page: Page, text: string) {
  await page.getByLabel('Search sub categories').fill(text);
}

async function confirmDelete(page: Page, itemLabel: string, confirm: 'Confirm' | 'Delete') {
  await page.getByRole('button', { name: `Delete ${itemLabel}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Permanent Delete' });
  await dialog.getByRole('button', { name: confirm }).click();
}

describe('the admin runs the catalogue from the browser', () => {
  it('creates a category, a sub-category and a product, finds and edits it, then deletes all three', async () => {
    const context = await newContext(suite.browser, 'desktop');
    await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
    const page = await context.newPage();
    const tag = randomUUID().slice(0, 6);
    const categoryName = `Admin Snacks ${tag}`;
    const subCategoryName = `Admin Chips ${tag}`;
    const productName = `Admin Plantain Chips ${tag}`;
    // A product's second category chip is one of this test's own: the database may hold no other
    // category (a fresh CI database with this file first), or any number that other suites left.
    const secondCategory = (
      await api(context.request, 'POST', '/api/category/add-category', {
        name: `Admin Dips ${tag}`,
        image: await uploadImage(context.request, [120, 40, 160]),
      })
    ).data as { _id: string; name: string };

    // Category with an uploaded image; the upload waits for a name.
    await page.goto('/dashboard/category');
    await page.getByRole('button', { name: 'Add Category', exact: true }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
    const upload = categoryDialog.locator('input[type=file]');
    expect(await upload.isDisabled()).toBe(true);
    await categoryDialog.getByLabel('Name').fill(categoryName);
    await upload.setInputFiles(picture([200, 80, 20]));
    await categoryDialog.getByRole('img', { name: `${categoryName} category` }).waitFor();
    await categoryDialog.getByRole('button', { name: 'Add Category' }).click();
    await page.getByRole('button', { name: `Edit ${categoryName}` }).waitFor();
    await screenshot(page, 'admin-category', 'desktop');

    // Sub-category under it: the category made a moment ago is offered without a reload.
    await page.goto('/dashboard/subcategory');
    await page.getByRole('button', { name: 'Add Sub Category', exact: true }).click();
    const subDialog = page.getByRole('dialog', { name: 'Add Sub Category' });
    await subDialog.getByLabel('Name').fill(subCategoryName);
    await subDialog.locator('input[type=file]').setInputFiles(picture([20, 80, 200]));
    await subDialog.getByRole('img', { name: `${subCategoryName} sub-category` }).waitFor();
    await subDialog.getByLabel('Category').selectOption({ label: categoryName });
    await subDialog.getByRole('button', { name: `Remove ${categoryName}` }).waitFor();
    await subDialog.getByRole('button', { name: 'Submit' }).click();
    // The table turns to the page holding the new row, wherever its name sorts among the others.
    await page.getByRole('cell', { name: subCategoryName, exact: true }).waitFor();
    await screenshot(page, 'admin-subcategory', 'desktop');

    // Product with two images, two category chips and an extra field.
    await page.goto('/dashboard/upload-product');
    await page.getByLabel('Name').fill(productName);
    await page.getByLabel('Description').fill('Thin slices of raw banana fried in coconut oil.');
    const images = page.locator('input[type=file]');
    await images.setInputFiles(picture([240, 200, 40]));
    await page.getByRole('button', { name: 'Remove image 1' }).waitFor();
    await images.setInputFiles(picture([40, 160, 60]));
    await page.getByRole('button', { name: 'Remove image 2' }).waitFor();
    await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryName });
    await page.getByLabel('Category', { exact: true }).selectOption({ label: secondCategory.name });
    expect(await page.getByRole('list', { name: 'Chosen Category' }).getByRole('listitem').count()).toBe(2);
    await page.getByLabel('Sub Category', { exact: true }).selectOption({ label: subCategoryName });
    await page.getByLabel('Unit').fill('150 g');
    await page.getByLabel('Number of Stock').fill('40');
    await page.getByLabel('Price').fill('80');
    await page.getByLabel('Discount').fill('5');
    await page.getByRole('button', { name: 'Add Fields' }).click();
    await page.getByPlaceholder('Enter field name').fill('Origin');
    await page.getByRole('button', { name: 'Add Field', exact: true }).click();
    // An added field is required like the others.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Origin is required').waitFor();
    await page.getByLabel('Origin', { exact: true }).fill('Kerala');
    await screenshot(page, 'admin-upload-product', 'desktop');
    await page.getByRole('button', { name: 'Submit' }).click();
    const popup = page.getByRole('dialog', { name: 'Success' });
    await popup.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    // Found with the admin search; the new price reaches the storefront.
    await page.goto('/dashboard/product');
    await page.getByPlaceholder('Search product here ...').fill(productName);
    await page.getByRole('button', { name: `Edit ${productName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update Product' });
    expect(await edit.getByLabel('Origin', { exact: true }).inputValue()).toBe('Kerala');
    await edit.getByLabel('Price').fill('95');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await expect.poll(() => edit.isVisible(), { timeout: 15_000 }).toBe(false);
    await screenshot(page, 'admin-product', 'desktop');
    const productId = await page.evaluate(async (name) => {
      const response = await fetch('/api/product/search-product', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search: name }),
      });
      return (await response.json()).data[0]._id as string;
    }, productName);
    await page.goto(`/product/x-${productId}`);
    await page
      .getByText(formatMoney(discountedPrice(95, 5)))
      .first()
      .waitFor();
    await page.getByText('Kerala').waitFor();

    // The category cannot go while in use; once the product and sub-category are gone it can.
    await page.goto('/dashboard/category');
    await confirmDelete(page, categoryName, 'Confirm');
    await page.getByRole('alert').filter({ hasText: /use/i }).waitFor();
    expect(await page.getByRole('button', { name: `Edit ${categoryName}` }).count()).toBe(1);

    await page.goto('/dashboard/product');
    await page.getByPlaceholder('Search product here ...').fill(productName);
    await confirmDelete(page, productName, 'Delete');
    await expect
      .poll(() => page.getByRole('button', { name: `Edit ${productName}` }).count(), { timeout: 15_000 })
      .toBe(0);

    await page.goto('/dashboard/subcategory');
    await searchSubCategories(page, subCategoryName);
    await confirmDelete(page, subCategoryName, 'Confirm');
    await expect
      .poll(() => page.getByRole('cell', { name: subCategoryName, exact: true }).count(), { timeout: 15_000 })
      .toBe(0);

    await page.goto('/dashboard/category');
    await confirmDelete(page, categoryName, 'Confirm');
    await expectToast(page, 'deleted');
    await expect
      .poll(() => page.getByRole('button', { name: `Edit ${categoryName}` }).count(), { timeout: 15_000 })
      .toBe(0);
    await api(context.request, 'DELETE', '/api/category/delete', { _id: secondCategory._id });
    await context.close();
  });

  it.each(['category', 'subcategory', 'upload-product', 'product'])(
    'shows /dashboard/%s on a phone',
    async (screen) => {
      const context = await newContext(suite.browser, 'phone');
      await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
      const page = await context.newPage();
      await page.goto(`/dashboard/${screen}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `admin-${screen}`, 'phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    },
  );
});
