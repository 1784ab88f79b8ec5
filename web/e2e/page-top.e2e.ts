import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot, type ViewportName } from './support/browser';
import { shopSuite } from './support/suite';
import { addAddress, api, newShopper } from './support/shop';

/** Issue 33, item 2: a page opened by a full load starts at its top; Back and Forward keep their place. */
const suite = shopSuite({ products: 4 });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Whether the element is wholly inside the window (under the header included: the top is 0 or more). */
const onScreen = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });

/** Scrolls the page to its end and waits until the app has kept that place (it does so on the next frame). */
async function scrollToEnd(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => Object.values(JSON.parse(sessionStorage.getItem('shop.scrollPositions') ?? '{}'))))
    .toContain(await scrollY(page));
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(100);
  return y;
}

/** The checkout, scrolled down, then the provider's TEST MODE page: the way a shopper reaches /success or /cancel. */
async function toPaymentPageFromScrolledCheckout(page: Page): Promise<number> {
  await page.goto('/checkout');
  await page.getByRole('radio').first().waitFor();
  // Scrolled once the bill is settled (paying enabled), as a shopper does: the page no longer changes height.
  const pay = page.getByRole('button', { name: 'Online Payment' });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  const y = await scrollToEnd(page);
  await pay.click();
  await page.getByText('TEST MODE').waitFor();
  return y;
}

describe('where a page opens', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`opens /cancel, /success, /cart and My Orders at their top after a scrolled page; Back restores (${viewport})`, async () => {
      const context = await newContext(suite.browser, viewport);
      await newShopper(context);
      // Enough addresses that the checkout scrolls on either screen.
      for (let index = 0; index < 6; index += 1) await addAddress(context.request);
      await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[0]._id });
      const page = await context.newPage();

      const checkoutY = await toPaymentPageFromScrolledCheckout(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      const cancelled = page.getByRole('heading', { name: 'Order Cancel' });
      await cancelled.waitFor();
      expect(await scrollY(page)).toBe(0);
      expect(await onScreen(cancelled)).toBe(true);
      expect(await onScreen(page.getByRole('link', { name: 'Back to cart' }))).toBe(true);
      await screenshot(page, 'page-top-cancel', viewport);

      // Back through the provider's page to the checkout: the place there comes back.
      await page.goBack();
      await page.getByText('TEST MODE').waitFor();
      await page.goBack();
      await page.getByRole('radio').first().waitFor();
      await expect.poll(() => scrollY(page)).toBeGreaterThan(checkoutY - 5);
      await page.goForward();
      await page.getByText('TEST MODE').waitFor();
      await page.goForward();
      await cancelled.waitFor();
      expect(await scrollY(page)).toBe(0);

      // Another product makes it a new cart, so a new card checkout.
      await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[1]._id });
      await toPaymentPageFromScrolledCheckout(page);
      await page.getByRole('button', { name: /^Pay/ }).click();
      const paid = page.getByRole('heading', { name: 'Payment Successfully' });
      await paid.waitFor();
      expect(await scrollY(page)).toBe(0);
      expect(await onScreen(paid)).toBe(true);
      await screenshot(page, 'page-top-success', viewport);

      await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[2]._id });
      for (const [path, heading] of [
        ['/cart', page.getByRole('main').getByRole('heading').first()],
        ['/dashboard/myorders', page.getByRole('heading', { name: /^Order No:/ }).first()],
      ] as const) {
        await page.goto('/dashboard/address');
        await page
          .getByRole('button', { name: /^Remove address/ })
          .first()
          .waitFor();
        await scrollToEnd(page);
        await page.goto(path);
        await heading.waitFor();
        expect(await scrollY(page), path).toBe(0);
      }
      await context.close();
    });
  }
});
