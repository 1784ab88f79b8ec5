import { describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { newContext, screenshot } from './support/browser';
import { shopSuite } from './support/suite';

const suite = shopSuite({ products: 1 });

/** Issue 17, items 11 and 12: paths with nothing behind them are the not-found page, whatever their shape. */
describe('not-found pages', () => {
  it.each(['desktop', 'phone'] as const)(
    'a missing sub-category and a product id that is not one (%s)',
    async (viewport) => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      const { category } = suite.catalogue;
      const paths = {
        subcategory: `/aaa-fresh-${category._id}/does-not-exist-${'f'.repeat(24)}`,
        product: '/product/not-an-id',
      };
      for (const [name, path] of Object.entries(paths)) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'This page does not exist' }).waitFor({ timeout: 15_000 });
        expect(await page.title()).toBe('Page not found | shopit');
        expect(await page.getByText('must be a valid id').count()).toBe(0);
        await screenshot(page, `not-found-${name}`, viewport);
        expect(await severeViolations(page)).toEqual([]);
      }
      await context.close();
    },
  );
});
