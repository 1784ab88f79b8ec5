import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { newContext, screenshot, type ViewportName } from './support/browser';
import { api, signInContext } from './support/shop';
import { shopSuite } from './support/suite';

/** Issue 22: suggestions as the shopper types, keyboard only, and what admins learn from searches. */
const suite = shopSuite({ products: 8 });

/**
 * Tabs from the top of the page until `target` has focus (a shopper without a mouse). The focused
 * element is compared itself: the page's text would also match while focus is on the body.
 */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('no focus on the target after 15 Tabs');
}

describe('suggestions in the search bar', () => {
  it.each(['desktop', 'phone'] as ViewportName[])(
    'lists products as the shopper types and opens one chosen with the keyboard alone (%s)',
    async (viewport) => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      await page.goto('/');
      await tabTo(page, page.getByRole('link', { name: 'Search products' }));
      await page.keyboard.press('Enter');
      const input = page.getByRole('combobox', { name: 'Search products' });
      await input.waitFor();
      expect(new URL(page.url()).pathname).toBe('/search');
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

      // 'granola' with a letter missing: the suggestions forgive it.
      await page.keyboard.type(`grnola ${suite.catalogue.tag}`, { delay: 40 });
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      // Five of the eight products, and their category.
      const options = listbox.getByRole('option');
      const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
      await expect.poll(() => products.count()).toBe(5);
      await listbox
        .getByRole('group', { name: 'Categories' })
        .getByRole('option', { name: suite.catalogue.category.name })
        .waitFor();
      expect(await input.getAttribute('aria-expanded')).toBe('true');
      await screenshot(page, 'search-suggestions', viewport);
      expect(await severeViolations(page)).toEqual([]);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = options.nth(1);
      expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
      expect(await second.getAttribute('aria-selected')).toBe('true');
      const name = (await second.locator('.line-clamp-2').textContent())!;
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(page.url()).toContain('/product/');

      // Escape closes the list and keeps the text; Enter without a choice stays on the results.
      await page.goBack();
      await input.waitFor();
      await input.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await input.getAttribute('aria-expanded')).toBe('false');
      expect(await input.inputValue()).toBe(`grnola ${suite.catalogue.tag}`.slice(0, -1));
      await page.keyboard.press('Enter');
      expect(new URL(page.url()).pathname).toBe('/search');
      await context.close();
    },
  );
});

describe('a search that finds nothing', () => {
  it.each(['desktop', 'phone'] as ViewportName[])('offers a close spelling that has results (%s)', async (viewport) => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    // 'granola' with two letters left out: too far for a five-letter word to match, close enough to offer
    // (a word of six letters or more is searched two edits away, and its products shown, saying so).
    await page.goto(`/search?q=${encodeURIComponent(`grnla ${suite.catalogue.tag}`)}`);
    await page.getByText('No Data found').waitFor();
    const offer = page.getByRole('link', { name: suite.catalogue.searchWords, exact: true });
    await offer.waitFor();
    expect(await offer.locator('..').textContent()).toBe(`Did you mean ${suite.catalogue.searchWords}?`);
    await screenshot(page, 'search-did-you-mean', viewport);
    expect(await severeViolations(page)).toEqual([]);
    await offer.click();
    await page.getByRole('heading', { level: 1, name: `Search Results: ${suite.catalogue.products.length}` }).waitFor();
    // The bar shows the text now searched for.
    expect(await page.getByRole('combobox', { name: 'Search products' }).inputValue()).toBe(
      suite.catalogue.searchWords,
    );
    await context.close();
  });
});

describe('search insights', () => {
  it('shows the admin the week’s top searches and those that found nothing', async () => {
    const context = await newContext(suite.browser, 'desktop');
    await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
    const found = suite.catalogue.searchWords;
    const missing = `qzxv ${suite.catalogue.tag}`;
    // Often enough to be among the top 20 whatever else the test database was asked.
    for (let search = 0; search < 25; search += 1) {
      await api(context.request, 'POST', '/api/product/search-product', { search: found, page: 1 });
      await api(context.request, 'POST', '/api/product/search-product', { search: missing, page: 1 });
    }
    // Each search is counted once its requester has stopped typing (2 s later: search-insights.ts), and
    // api() sends each from an address of its own.
    const searchesOf = async (query: string) => {
      const insights = await api<{ top: { query: string; searches: number }[] }>(
        context.request,
        'GET',
        '/api/product/search-insights?days=7',
      );
      return insights.data.top.find((row) => row.query === query)?.searches ?? 0;
    };
    await expect.poll(() => searchesOf(found), { timeout: 10_000 }).toBeGreaterThanOrEqual(25);
    const page = await context.newPage();
    await page.goto('/dashboard/overview');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Search Insights' }).click();
    await page.getByRole('heading', { level: 1, name: 'Search insights' }).waitFor();
    const top = page.getByRole('table', { name: /most searched queries of the last 7 days/ });
    const row = top.getByRole('row').filter({ has: page.getByRole('link', { name: found, exact: true }) });
    // 25 searches here, and those the suggestion tests made typing the same words.
    await row.waitFor();
    const [query, searches, results] = await row.getByRole('cell').allTextContents();
    expect(query).toBe(found);
    expect(Number(searches)).toBeGreaterThanOrEqual(25);
    expect(results).toBe(String(suite.catalogue.products.length));
    const nothing = page.getByRole('table', { name: /without results/ });
    await nothing.getByRole('link', { name: missing, exact: true }).waitFor();
    await screenshot(page, 'search-insights', 'desktop');
    expect(await severeViolations(page)).toEqual([]);

    // A query opens the shop's results for it.
    await top.getByRole('link', { name: found, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Search Results: ${suite.catalogue.products.length}` }).waitFor();
    await context.close();
  });

  it('shows the insights on a phone too', async () => {
    const context = await newContext(suite.browser, 'phone');
    await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
    const page = await context.newPage();
    await page.goto('/dashboard/search-insights');
    await page.getByRole('heading', { level: 1, name: 'Search insights' }).waitFor();
    await page.getByRole('table', { name: /most searched queries of the last 7 days/ }).waitFor();
    await screenshot(page, 'search-insights', 'phone');
    expect(await severeViolations(page)).toEqual([]);
    await context.close();
  });
});
