import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, newContext, screenshot } from './support/browser';
import { seedCatalogue, signInContext } from './support/shop';
import { shopSuite } from './support/suite';

/** Issue 17, item 8: Upload Product lists only the chosen categories' sub-categories. */
const suite = shopSuite({ products: 0 });

describe('Upload Product', () => {
  it('offers only the sub-categories of the chosen categories, and drops chosen ones when their category goes', async () => {
    const admin = await request.newContext({ baseURL: BASE_URL });
    const catalogue = await seedCatalogue(admin, 0);
    await admin.dispose();

    const context = await newContext(suite.browser, 'desktop');
    await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
    const page = await context.newPage();
    await page.goto('/dashboard/upload-product');
    const subCategory = page.getByLabel('Sub Category', { exact: true });
    await subCategory.waitFor();
    const options = () => subCategory.locator('option').allTextContents();
    expect(await options()).toEqual(['Select Sub Category']);

    await page.getByLabel('Category', { exact: true }).selectOption({ label: catalogue.category.name });
    await expect.poll(options).toEqual(['Select Sub Category', ...catalogue.subCategories.map((sub) => sub.name)]);
    await subCategory.selectOption({ label: catalogue.subCategories[0].name });
    await page.getByRole('list', { name: 'Chosen Sub Category' }).getByText(catalogue.subCategories[0].name).waitFor();
    await screenshot(page, 'upload-product-subcategories', 'desktop');

    await page.getByRole('button', { name: `Remove ${catalogue.category.name}` }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Chosen Sub Category' }).count()).toBe(0);
    expect(await options()).toEqual(['Select Sub Category']);
    await context.close();
  });
});
