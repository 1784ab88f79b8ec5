import { uniqueEmail } from '@shop/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { newContext, screenshot, type ViewportName } from './support/browser';
import { api, PASSWORD } from './support/shop';
import { shopSuite } from './support/suite';

/** Issue 33, item 12: a shopper who registers on the way to checkout is signed in and back at checkout. */
const suite = shopSuite({ products: 1 });

async function proceedFromCart(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') {
    await page.goto('/');
    await page.getByRole('button', { name: /Item|My Cart/ }).click();
    await page
      .getByRole('dialog', { name: 'Cart' })
      .getByRole('button', { name: /Proceed/ })
      .click();
  } else {
    await page.goto('/cart');
    await page.getByRole('button', { name: /Proceed/ }).click();
  }
}

describe.each<ViewportName>(['desktop', 'phone'])('registering from checkout on %s', (viewport) => {
  it('signs the new shopper in and returns them to checkout with their cart', async () => {
    const context = await newContext(suite.browser, viewport);
    const [product] = suite.catalogue.products;
    // A guest's cart (its cookie is the browser's): it becomes the new account's cart.
    await api(context.request, 'POST', '/api/cart/create', { productId: product._id });
    const page = await context.newPage();
    await proceedFromCart(page, viewport);
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('Name').fill('Nila Menon');
    await page.getByLabel('Email').fill(uniqueEmail(`checkout-register-${viewport}`));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Choose your address' }).waitFor();
    await page.getByRole('complementary').getByText(product.name).first().waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await screenshot(page, 'registered-back-at-checkout', viewport);
    await context.close();
  });
});
