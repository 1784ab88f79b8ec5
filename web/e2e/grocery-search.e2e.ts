import { randomUUID } from 'node:crypto';
import { request, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { BASE_URL, newContext, screenshot } from './support/browser';
import { api, cartOf, expectToast } from './support/shop';
import { shopSuite } from './support/suite';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';

const suite = shopSuite({ products: 0 });

/** A word of letters only that no other product has (search insights would mask a run of digits). */
const newTag = () =>
  `zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 10)}`;

/** One product of its own category, made by the admin through the API. */
async function productNamed(name: string, unit: string): Promise<{ _id: string; name: string }> {
  const admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const category = (await api(admin, 'POST', '/api/category/add-category', { name: `Aisle ${newTag()}`, image: '' }))
    .data;
  const product = (
    await api(admin, 'POST', '/api/product/create', {
      name,
      image: [],
      category: [category._id],
      unit,
      stock: 20,
      price: 45,
      discount: 0,
      description: 'Made by the grocery search browser suite.',
      more_details: {},
    })
  ).data;
  await admin.dispose();
  return product;
}

/** Opens search from the home page and submits the text, as a shopper does. */
async function searchFor(page: Page, text: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Search products' }).first().click();
  await page.waitForURL('**/search**');
  const input = page.getByRole('combobox', { name: 'Search products' });
  await input.pressSequentially(text);
  await input.press('Enter');
}

/** Issue 36: a grocery list as shoppers type it. */
describe('search for a grocery list', () => {
  it('finds curd for "dahi" on a phone, and the shopper adds it to the cart', async () => {
    const tag = newTag();
    const curd = await productNamed(`Fresh Curd ${tag}`, '400 g');
    const context = await newContext(suite.browser, 'phone');
    const page = await context.newPage();
    await searchFor(page, `dahi ${tag}`);
    await page.getByRole('heading', { name: 'Search Results: 1' }).waitFor();
    const card = page.getByRole('main').getByRole('article').filter({ hasText: curd.name });
    await card.waitFor();
    // A synonym is what the shopper meant: no word about a corrected spelling.
    expect(await page.getByText(/Showing results for/).count()).toBe(0);
    await screenshot(page, 'search-dahi', 'phone');
    expect(await severeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: `Add ${curd.name} to cart` }).click();
    await expectToast(page, 'Item added');
    await expect
      .poll(async () => (await cartOf(context.request)).map((line) => line.productId._id))
      .toEqual([curd._id]);
    await context.close();
  });

  it.each(['desktop', 'phone'] as const)(
    'says "No results for curd. Showing results for card" when a correction is all there is (%s)',
    async (viewport) => {
      const tag = newTag();
      const card = await productNamed(`microSD Card 64 GB ${tag}`, '1 pc');
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      await searchFor(page, `curd ${tag}`);
      await page.getByRole('main').getByRole('article').filter({ hasText: card.name }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: `No results for ‘curd ${tag}’. Showing results for ‘card ${tag}’.` })
        .waitFor();
      await screenshot(page, 'search-corrected', viewport);
      expect(await severeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
