import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { newContext, screenshot, type ViewportName } from './support/browser';
import { api, expectToast, signInContext } from './support/shop';
import { shopSuite } from './support/suite';

/** Issue 36: an admin makes a search that found nothing a synonym of what the shop sells, and the next search finds it. */
const suite = shopSuite({ products: 4 });

/** A word of letters no product holds: what shoppers typed and found nothing for. */
const unknownWord = () => `muesli${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

describe('synonyms', () => {
  it.each(['desktop', 'phone'] as ViewportName[])(
    'adds a zero-result query from Search insights as a synonym, and the next search finds the products (%s)',
    async (viewport) => {
      const context = await newContext(suite.browser, viewport);
      await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
      const query = unknownWord();
      const sold = suite.catalogue.searchWords;
      // Often enough to be among the 20 zero-result queries listed, whatever else the database was asked.
      for (let search = 0; search < 25; search += 1)
        expect(
          (await api(context.request, 'POST', '/api/product/search-product', { search: query, page: 1 })).totalCount,
        ).toBe(0);
      // Each search counts once its requester stopped typing (2 s later: search-insights.ts).
      const listed = async () =>
        (
          await api<{ zeroResults: { query: string }[] }>(context.request, 'GET', '/api/product/search-insights?days=7')
        ).data.zeroResults.some((row) => row.query === query);
      await expect.poll(listed, { timeout: 15_000 }).toBe(true);

      const page = await context.newPage();
      await page.goto('/dashboard/search-insights');
      const nothing = page.getByRole('table', { name: /without results/ });
      const row = nothing.getByRole('row').filter({ has: page.getByRole('link', { name: query, exact: true }) });
      const add = row.getByRole('button', { name: `Add as synonym of … (${query})` });
      await add.scrollIntoViewIfNeeded();
      await screenshot(page, 'search-insights-zero-results', viewport);
      await add.click();
      const dialog = page.getByRole('dialog', { name: `Add “${query}” as a synonym` });
      const word = dialog.getByLabel('Synonym of');
      // The dialog opens on its one field: the admin types straight away, and Enter adds.
      await expect.poll(() => word.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type(sold);
      await screenshot(page, 'synonym-from-insights', viewport);
      expect(await severeViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await expectToast(page, `Searches for “${query}” now also find “${sold}”`);

      // The shop's next search for what found nothing finds the products.
      await page.goto(`/search?${new URLSearchParams({ q: query })}`);
      await page
        .getByRole('heading', { level: 1, name: `Search Results: ${suite.catalogue.products.length}` })
        .waitFor();
      await screenshot(page, 'synonym-search-results', viewport);

      // The Synonyms screen lists the new group; the admin finds it by the filter.
      await page.goto('/dashboard/synonyms');
      await page.getByRole('heading', { level: 1, name: 'Synonyms' }).waitFor();
      await page.getByLabel('Filter groups').fill(query);
      const groups = page.getByRole('list', { name: 'Synonym groups' }).getByRole('listitem');
      await expect.poll(() => groups.allTextContents()).toEqual([`Two-way${sold}, ${query}EditDelete`]);
      await screenshot(page, 'synonyms', viewport);
      expect(await severeViolations(page)).toEqual([]);

      // Deleted with its confirmation, the synonym finds nothing again.
      await groups.getByRole('button', { name: `Delete ${sold}, ${query}` }).click();
      await page.getByRole('dialog', { name: 'Delete synonym group' }).getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Synonym group deleted');
      const again = await api(context.request, 'POST', '/api/product/search-product', { search: query, page: 1 });
      expect(again.totalCount).toBe(0);
      await context.close();
    },
  );
});
