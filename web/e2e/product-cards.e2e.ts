import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { subCategoryPath } from '../src/lib/slug';
import { severeViolations } from './support/a11y';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { cardLayoutProblems, scrollThrough, sidewaysScroll } from './support/layout';
import { api, WIDE_PRICES } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Issue 17, item 1: product cards broke whenever a price had four or more digits (the Add button stuck
 * out over the next card, the page scrolled sideways, discounted cards were clipped by home's rows).
 * Every card on home, a listing and search is measured at 320, 390, 768 and 1280 px.
 */
const suite = shopSuite({ products: 18 });
const edgeCases: { _id: string; name: string }[] = [];

beforeAll(async () => {
  const admin = await request.newContext({ baseURL: BASE_URL });
  const { category, subCategories, tag, products } = suite.catalogue;
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const image = (await api(admin, 'POST', '/api/product/get-product-details', { productId: products[0]._id })).data
    .image as string[];
  const make = async (name: string, fields: Record<string, unknown>) => {
    const product = await api(admin, 'POST', '/api/product/create', {
      name,
      image,
      category: [category._id],
      subCategory: [subCategories[0]._id],
      unit: '1 pc',
      stock: 5,
      price: 1_424,
      discount: 0,
      description: 'For the card layout check.',
      more_details: {},
      ...fields,
    });
    edgeCases.push({ _id: product.data._id, name: product.data.name });
  };
  // The widest price with a discount (struck price and 'NN% off' on their own lines), a name far longer
  // than two lines with a word longer than a card, a sold-out product, and one made without a picture.
  await make(`Chai Point Premium Decaf Coffee Granola ${tag} ${'Extraordinarilylongwordwithoutanybreak'.repeat(2)}`, {
    price: WIDE_PRICES.at(-1),
    discount: 37,
    unit: 'Family-sized-value-pack-of-twelve-1kg',
  });
  await make(`Sold Out Granola ${tag}`, { price: 12_34_567, discount: 15, stock: 0 });
  await make(`Pictureless Granola ${tag}`, { price: 89_999, image: [] });
  await admin.dispose();
});

const WIDTHS: ViewportName[] = ['narrow', 'phone', 'tablet', 'desktop'];
const SCREENS = {
  home: () => '/',
  listing: () => subCategoryPath(suite.catalogue.category, suite.catalogue.subCategories[0]),
  search: () => `/search?q=${encodeURIComponent(suite.catalogue.searchWords)}`,
};
const cases = Object.keys(SCREENS).flatMap((screen) => WIDTHS.map((width) => [screen, width] as const));

describe('product cards hold their content at every width', () => {
  it.each(cases)(
    '%s at %s',
    async (screen, viewport) => {
      const context = await newContext(suite.browser, viewport);
      // Two lines in the (guest) cart, so their cards show the minus / quantity / plus control.
      for (const product of [edgeCases[0], suite.catalogue.products[6]]) {
        await api(context.request, 'POST', '/api/cart/create', { productId: product._id });
      }
      const page = await context.newPage();
      await page.goto(SCREENS[screen as keyof typeof SCREENS]());
      await page.locator('main article').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `cards-${screen}`, viewport);
      // Home's rows and the next pages of a listing load as the shopper scrolls.
      await scrollThrough(page);
      const widest = page.locator('main article').filter({ hasText: '$9,99,99,999.99' }).first();
      await widest.scrollIntoViewIfNeeded();
      await screenshot(page, `cards-${screen}-widest-price`, viewport);

      const shown = await page.locator('main article').count();
      expect(shown).toBeGreaterThan(0);
      // The cards this suite made, wide prices among them, are all on screen.
      const ours = page.locator('main article').filter({ hasText: suite.catalogue.tag });
      expect(await ours.filter({ hasText: '$9,99,99,999.99' }).count()).toBeGreaterThan(0);
      expect(await ours.filter({ hasText: 'Out of stock' }).count()).toBeGreaterThan(0);
      // The product made without a picture shows the drawn placeholder, not a broken image (item 9).
      const placeholder = ours.filter({ hasText: 'Pictureless' }).first().getByRole('img');
      expect(await placeholder.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      await placeholder.scrollIntoViewIfNeeded();
      await expect
        .poll(() => placeholder.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      expect(await cardLayoutProblems(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      // axe runs at the two sizes every screen is checked at (a scan takes up to a minute here).
      const scanned = viewport === 'phone' || viewport === 'desktop';
      expect(scanned ? await severeViolations(page) : []).toEqual([]);
      await context.close();
    },
    240_000,
  ); // home on a phone with an axe scan takes about a minute on a shared two-core machine
});
