import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { subCategoryPath } from '../src/lib/slug';
import { severeViolations } from './support/a11y';
import { BASE_URL, newContext, screenshot } from './support/browser';
import { sidewaysScroll } from './support/layout';
import { api, uploadImage } from './support/shop';
import { shopSuite } from './support/suite';

/** Issue 33 (19): a sub-category's listing has the search page's sort and filters, kept in the URL. */
const suite = shopSuite({ products: 0 });

const JARS = [
  // What the shopper pays: 70, 60 (out of stock), 40 (80 at half price).
  { suffix: 'Jar A', price: 70, discount: 0, stock: 10 },
  { suffix: 'Jar B', price: 60, discount: 0, stock: 0 },
  { suffix: 'Jar C', price: 80, discount: 50, stock: 5 },
];
let listing = '';

beforeAll(async () => {
  const admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const tag = Date.now().toString(36);
  const image = await uploadImage(admin, [200, 120, 60]);
  const category = (await api(admin, 'POST', '/api/category/add-category', { name: `Sorted Pantry ${tag}`, image }))
    .data;
  const subCategory = (
    await api(admin, 'POST', '/api/subcategory/create', { name: `Sorted Jars ${tag}`, image, category: [category._id] })
  ).data;
  for (const jar of JARS) {
    await api(admin, 'POST', '/api/product/create', {
      name: `Granola ${tag} ${jar.suffix}`,
      image: [image],
      category: [category._id],
      subCategory: [subCategory._id],
      unit: '500 g',
      stock: jar.stock,
      price: jar.price,
      discount: jar.discount,
      description: 'Granola in a glass jar.',
      more_details: {},
    });
  }
  listing = subCategoryPath(category, subCategory);
  await admin.dispose();
});

const count = (page: Page, products: number) =>
  page.getByText(`${products} ${products === 1 ? 'product' : 'products'}`, { exact: true }).waitFor();
const cardNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .getByRole('heading')
    .allTextContents()
    .then((names) => names.map((name) => name.replace(/^.* /, '')));

describe('sub-category sort and filters', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`sorts by the price paid, filters in stock and discount, and keeps them through a reload (${viewport})`, async () => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      await page.goto(listing);
      await count(page, 3);
      await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
      await expect.poll(() => cardNames(page)).toEqual(['C', 'B', 'A']);
      const chips = page.getByRole('list', { name: 'Filters' });
      await chips.getByRole('button', { name: 'In stock' }).click();
      await count(page, 2);
      await expect.poll(() => cardNames(page)).toEqual(['C', 'A']);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
      expect(new URL(page.url()).searchParams.get('instock')).toBe('1');

      await page.reload();
      await count(page, 2);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
      expect(await chips.getByRole('button', { name: 'In stock' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => cardNames(page)).toEqual(['C', 'A']);
      expect(await sidewaysScroll(page)).toBe(0);
      await screenshot(page, 'sub-category-filters', viewport);
      expect(await severeViolations(page)).toEqual([]);

      // The sheet has the price, stock and discount filters, and no category choice (the page is one's).
      await chips.getByRole('button', { name: /^Filters/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      expect(await sheet.getByRole('group', { name: 'Category' }).count()).toBe(0);
      await sheet.getByRole('radio', { name: '25% off or more' }).check();
      await sheet.getByRole('button', { name: 'Show 1 result' }).click();
      await count(page, 1);
      await expect.poll(() => cardNames(page)).toEqual(['C']);
      await screenshot(page, 'sub-category-filters-narrowed', viewport);
      // Back undoes the last filter.
      await page.goBack();
      await count(page, 2);
      await context.close();
    });
  }
});
