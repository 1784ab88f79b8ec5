import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot, type ViewportName } from './support/browser';
import { signInContext } from './support/shop';
import { shopSuite } from './support/suite';

/** Issue 33, item 9: an admin form's error clears once its field is fixed, and stays beside its own field. */
const suite = shopSuite({ products: 0 });

/** The message shown under a labelled field (its aria-describedby), or null when none is. */
const messageOf = (field: import('playwright-core').Locator) =>
  field.evaluate((input) => {
    const id = input.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

describe('Admin form errors', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`category form: "Please enter a name" goes once a name is typed; the image's own message sits under Image (${viewport})`, async () => {
      const context = await newContext(suite.browser, viewport);
      await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
      const page = await context.newPage();
      await page.goto('/dashboard/category');
      await page.getByRole('button', { name: 'Add Category', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Category' });
      await dialog.getByRole('button', { name: 'Add Category' }).click();
      const name = dialog.getByLabel('Name');
      await expect.poll(() => messageOf(name)).toBe('Please enter a name');

      await name.fill('Fresh herbs');
      await expect.poll(() => dialog.getByText('Please enter a name').count()).toBe(0);
      expect(await messageOf(name)).toBeNull();
      expect(await messageOf(dialog.getByLabel('Upload Image'))).toBe('Please upload an image');
      await screenshot(page, 'admin-category-form-errors', viewport);

      await name.fill('');
      await expect.poll(() => messageOf(name)).toBe('Please enter a name');
      await context.close();
    });
  }

  it('sub-category and product forms: each message clears as its field is filled', async () => {
    const context = await newContext(suite.browser, 'desktop');
    await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
    const page = await context.newPage();
    await page.goto('/dashboard/subcategory');
    await page.getByRole('button', { name: 'Add Sub Category', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Sub Category' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const subName = dialog.getByLabel('Name');
    await expect.poll(() => messageOf(subName)).toBe('Please enter a name');
    await subName.fill('Leafy');
    await expect.poll(() => dialog.getByText('Please enter a name').count()).toBe(0);
    expect(await messageOf(dialog.getByLabel('Upload Image'))).toBe('Please upload an image');
    await dialog.getByText('Please choose at least one category').waitFor();

    await page.goto('/dashboard/upload-product');
    await page.getByRole('button', { name: 'Submit' }).click();
    const productName = page.getByLabel('Name', { exact: true });
    await expect.poll(() => messageOf(productName)).toBe('Name is required');
    await productName.fill('Basil');
    await expect.poll(() => messageOf(productName)).toBeNull();
    expect(await page.getByText('Name is required').count()).toBe(0);
    await page.getByLabel('Unit').fill('100 g');
    await expect.poll(() => messageOf(page.getByLabel('Unit'))).toBeNull();
    expect(await messageOf(page.getByLabel('Price'))).toBe('Price must be a number, 0 or more');
    await screenshot(page, 'admin-product-form-errors', 'desktop');
    await context.close();
  });
});
