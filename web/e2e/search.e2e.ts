import { describe, expect, it } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { shopSuite } from './support/suite';

const suite = shopSuite({ products: 26 });

describe('search', () => {
  it.each(['desktop', 'phone'] as const)(
    'finds products by two words typed in any order and loads more pages as the shopper scrolls (%s)',
    async (viewport) => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('link', { name: 'Search products' }).first().click();
      await page.waitForURL('**/search**');
      const input = page.getByRole('combobox', { name: 'Search products' });
      expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

      // Words in the other order, with a comma: the API gets the text decoded and matches both words.
      const [first, second] = suite.catalogue.searchWords.split(' ');
      await input.pressSequentially(`${second}, ${first}`);
      await page.getByRole('heading', { name: `Search Results: ${suite.catalogue.products.length}` }).waitFor();
      const cards = page.getByRole('main').getByRole('article');
      // The first page shows cards, but not every match: the rest load as the shopper scrolls.
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThan(suite.catalogue.products.length);
      await screenshot(page, 'search', viewport);
      for (let scroll = 0; scroll < 5 && (await cards.count()) < suite.catalogue.products.length; scroll += 1) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(400);
      }
      await expect.poll(() => cards.count()).toBe(suite.catalogue.products.length);

      // A new text starts again at page 1, and nothing of the old results stays.
      await input.fill('no such product anywhere');
      await page.getByText('No Data found').waitFor();
      expect(await cards.count()).toBe(0);
      await context.close();
    },
  );
});
