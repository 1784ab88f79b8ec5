import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot } from './support/browser';
import { shopSuite } from './support/suite';

/** Issue 17, items 5 and 6: Back returns to the place in a long listing; focus follows 'Add'. */
const suite = shopSuite({ products: 100 });

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s,&/?#%]+/g, '-')
    .replace(/-{2,}/g, '-');

/** Scrolls down until the listing shows at least `count` products. */
async function loadAtLeast(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return cards(page).count();
      },
      { timeout: 60_000, interval: 300 },
    )
    .toBeGreaterThanOrEqual(count);
}

/** Resolves once the page has stopped scrolling: the same position on two animation frames in a row. */
function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        const frame = () => {
          if (window.scrollY === last) return resolve();
          last = window.scrollY;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Brings the `index`th card into view and waits until the listing holds still: no further page loading
 * (the grid not busy), the same count and the same scroll position twice in a row. Scrolling near the end
 * loads the next page, whose placeholders first lengthen the page and then give way to fewer cards, which
 * moves (clamps) the position: a position read before then is one the page no longer has.
 */
async function bringIntoViewAndSettle(page: Page, index: number) {
  let last = '';
  await expect
    .poll(
      async () => {
        await cards(page).nth(index).scrollIntoViewIfNeeded();
        await scrollSettled(page);
        const busy = await page.getByRole('main').locator('ul[aria-busy="true"]').count();
        const now = `${busy} ${await cards(page).count()} ${await page.evaluate(() => window.scrollY)}`;
        const still = busy === 0 && now === last;
        last = now;
        return still;
      },
      { timeout: 30_000, interval: 300 },
    )
    .toBe(true);
}

/** Opens the `index`th product from where it is on screen, comes Back, and expects the same place and pages. */
async function openAndComeBack(page: Page, index: number) {
  const card = cards(page).nth(index);
  await bringIntoViewAndSettle(page, index);
  const shown = await cards(page).count();
  const before = await page.evaluate(() => window.scrollY);
  const name = (await card.getByRole('link').first().textContent())!.trim();
  await card.getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.goBack();
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(shown);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBeGreaterThan(before - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(5);
  expect(await cards(page).nth(index).isVisible()).toBe(true);
}

describe('the place in a long listing', () => {
  it.each(['desktop', 'phone'] as const)(
    'comes back with Back from a product, on a sub-category (%s)',
    async (viewport) => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      const { category, subCategories } = suite.catalogue;
      await page.goto(`/${slug(category.name)}-${category._id}/${slug(subCategories[0].name)}-${subCategories[0]._id}`);
      await page.getByRole('heading', { level: 1, name: subCategories[0].name }).waitFor();
      await loadAtLeast(page, 96);
      // Deep in the listing (six pages down) but not at its end: twice in CI on the phone the listing
      // came back two rows (its last four cards) shorter than it left, which clamps a position at the end;
      // suspected: a refetch of the pages that began before the last page arrived (closing note, stop 45).
      await openAndComeBack(page, 60);
      await screenshot(page, 'listing-after-back', viewport);
      await context.close();
    },
  );

  it('comes back with Back from a product, on search results', async () => {
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(suite.catalogue.searchWords)}`);
    await page.getByRole('heading', { name: 'Search Results: 100' }).waitFor();
    await loadAtLeast(page, 60);
    await openAndComeBack(page, 55);
    await context.close();
  });
});

describe('keyboard focus on the cart control', () => {
  it("moves from 'Add' to the − / + control and back to 'Add' when the line is removed", async () => {
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(suite.catalogue.searchWords)}`);
    const add = page.getByRole('button', { name: /^Add Zesty Mango Granola .* to cart$/ }).first();
    const label = (await add.getAttribute('aria-label'))!;
    const name = label.replace(/^Add /, '').replace(/ to cart$/, '');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('1 in cart').waitFor();
    await expect.poll(focused).toBe(`Add one more ${name}`);
    await page.keyboard.press('Enter');
    await page.getByLabel('2 in cart').waitFor();
    await expect.poll(focused).toBe(`Add one more ${name}`);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(`Remove one ${name}`);
    await page.keyboard.press('Enter');
    await page.getByLabel('1 in cart').waitFor();
    await expect.poll(focused).toBe(`Remove one ${name}`);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: label }).waitFor();
    await expect.poll(focused).toBe(label);
    await context.close();
  });
});
