import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { api, expectToast, newShopper } from './support/shop';
import { shopSuite } from './support/suite';

/** Issue 33, item 17: on a phone neither the 'View Cart' bar nor a toast covers what the shopper must reach. */
const suite = shopSuite({ products: 2 });

/**
 * Whether taps at the element's centre and near its bottom corners reach the element itself (not a
 * bar or toast drawn over it): elementFromPoint at each.
 */
async function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 3, box.bottom - 3],
      [box.right - 3, box.bottom - 3],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element === hit || element.contains(hit));
    });
  });
}

describe('on a phone (390×844)', () => {
  it('the View Cart bar leaves the product page’s Add button free, and a toast leaves the search field free', async () => {
    const context = await newContext(suite.browser, 'phone');
    await newShopper(context);
    const [inCart, shown] = suite.catalogue.products;
    await api(context.request, 'POST', '/api/cart/create', { productId: inCart._id });
    const page = await context.newPage();
    await page.goto(`/product/${shown._id}`);
    await page.getByRole('heading', { level: 1, name: shown.name }).waitFor();
    await page.getByRole('link', { name: /View Cart/ }).waitFor();
    const addButton = page.getByRole('button', { name: `Add ${shown.name} to cart` });
    await addButton.waitFor();

    expect(await reachable(addButton)).toBe(true);
    await screenshot(page, 'product-add-above-cart-bar', 'phone');

    // Search on a phone keeps its field at the top of the screen; a toast must leave it free to type in.
    await page.goto(`/search?q=${encodeURIComponent(suite.catalogue.searchWords)}`);
    const field = page.getByRole('search').getByRole('combobox');
    await field.waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add one more ${inCart.name}` })
      .click();
    await expectToast(page, 'Item added');
    expect(await reachable(field)).toBe(true);
    await screenshot(page, 'toast-clear-of-search', 'phone');
    await context.close();
  });
});
