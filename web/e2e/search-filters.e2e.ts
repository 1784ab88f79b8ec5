import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { BASE_URL, newContext, screenshot } from './support/browser';
import { api, uploadImage } from './support/shop';
import { shopSuite } from './support/suite';

/** Issue 22, the shopper's side: filters and sort that survive a reload. */
const suite = shopSuite({ products: 26 });

/** A second category whose three products the search words find too: 29 results in all. */
const pantry = {} as { name: string; id: string };
const JARS = [
  // What the shopper pays: 70, 60 (out of stock), 40 (80 at half price).
  { suffix: 'Jar A', price: 70, discount: 0, stock: 10 },
  { suffix: 'Jar B', price: 60, discount: 0, stock: 0 },
  { suffix: 'Jar C', price: 80, discount: 50, stock: 5 },
];

beforeAll(async () => {
  const admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const { tag } = suite.catalogue;
  const image = await uploadImage(admin, [120, 60, 200]);
  const category = (await api(admin, 'POST', '/api/category/add-category', { name: `Aab Pantry ${tag}`, image })).data;
  const subCategory = (
    await api(admin, 'POST', '/api/subcategory/create', { name: `Aab Jars ${tag}`, image, category: [category._id] })
  ).data;
  for (const jar of JARS) {
    await api(admin, 'POST', '/api/product/create', {
      name: `Zesty Mango Granola ${tag} ${jar.suffix}`,
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
  Object.assign(pantry, { name: category.name, id: category._id });
  await admin.dispose();
});

/** A category choice: its name and its count (screen readers hear "Name, 3 results"). */
const facet = (name: string, count: string) => new RegExp(`^${name}\\W+${count}$`);
const results = (page: Page, count: number) =>
  page.getByRole('heading', { level: 1, name: `Search Results: ${count}` }).waitFor();
const firstCard = (page: Page) =>
  page.getByRole('main').getByRole('article').first().getByRole('heading').textContent();

describe('search filters and sort', () => {
  it('narrows by category, in stock and the price paid, sorts, and keeps it all through a reload (desktop)', async () => {
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(suite.catalogue.searchWords)}`);
    await results(page, 29);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    // Each category with its count for the text.
    await panel.getByRole('radio', { name: facet(suite.catalogue.category.name, '26 results') }).waitFor();
    await panel.getByRole('radio', { name: facet(pantry.name, '3 results') }).check();
    await results(page, 3);
    expect(new URL(page.url()).searchParams.get('category')).toBe(pantry.id);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect.poll(() => firstCard(page)).toContain('Jar A');
    await panel.getByRole('checkbox', { name: 'In stock only' }).check();
    await results(page, 2);

    await page.reload();
    await results(page, 2);
    expect(await panel.getByRole('radio', { name: facet(pantry.name, '2 results') }).isChecked()).toBe(true);
    expect(await panel.getByRole('checkbox', { name: 'In stock only' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-desc');
    await expect.poll(() => firstCard(page)).toContain('Jar A');
    await screenshot(page, 'search-filters', 'desktop');
    expect(await severeViolations(page)).toEqual([]);

    // The price is the one paid: Jar C costs 80 before its half-price discount.
    await panel.getByLabel('Max price').fill('50');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await results(page, 1);
    await expect.poll(() => firstCard(page)).toContain('Jar C');
    // Back undoes the last filter.
    await page.goBack();
    await results(page, 2);
    await context.close();
  });

  it('offers the same filters as chips and a sheet on a phone, kept through a reload', async () => {
    const context = await newContext(suite.browser, 'phone');
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(suite.catalogue.searchWords)}`);
    await results(page, 29);
    const chips = page.getByRole('list', { name: 'Filters' });
    await chips.getByRole('button', { name: facet(pantry.name, '3 results') }).click();
    await results(page, 3);
    await chips.getByRole('button', { name: 'In stock' }).click();
    await results(page, 2);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect.poll(() => firstCard(page)).toContain('Jar C');

    await chips.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('radio', { name: '25% off or more' }).check();
    await sheet.getByRole('button', { name: 'Show 1 result' }).click();
    await results(page, 1);

    await page.reload();
    await results(page, 1);
    expect(await chips.getByRole('button', { name: 'In stock' }).getAttribute('aria-pressed')).toBe('true');
    expect(await chips.getByRole('button', { name: facet(pantry.name, '1 result') }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await chips.getByRole('button', { name: /25% off or more/ }).waitFor();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    await screenshot(page, 'search-filters', 'phone');
    expect(await severeViolations(page)).toEqual([]);
    await chips.getByRole('button', { name: /^Filters/ }).click();
    await screenshot(page, 'search-filters-sheet', 'phone');
    expect(await severeViolations(page)).toEqual([]);
    await context.close();
  });
});
