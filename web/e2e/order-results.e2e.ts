import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { shopSuite } from './support/suite';
import { addAddress, api, newShopper } from './support/shop';

const suite = shopSuite({ products: 6 });

async function expectNoSevereAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
    [],
  );
}

describe('one order per cart, and the pages after checkout', () => {
  it('cash on delivery after going Back from the card page closes the card checkout: its Pay is refused', async () => {
    const context = await newContext(suite.browser, 'desktop');
    await newShopper(context);
    await addAddress(context.request);
    await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[0]._id });
    const page = await context.newPage();
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /12 MG Road/ }).waitFor();
    await page.getByRole('button', { name: 'Online Payment' }).click();
    await page.getByText('TEST MODE').waitFor();
    const cardPage = page.url();
    // The same payment page, left open in another tab.
    const oldTab = await context.newPage();
    await oldTab.goto(cardPage);

    await page.goBack();
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.getByRole('heading', { name: 'Order Successfully' }).waitFor();
    const orderNo = (await page.getByText(/^Order No: ORD-/).textContent())!.replace('Order No: ', '');

    await oldTab.getByRole('button', { name: /^Pay/ }).click();
    await oldTab.getByRole('alert').filter({ hasText: 'This checkout session is closed' }).waitFor();
    await oldTab.goto(cardPage);
    await oldTab.getByText('This checkout session is closed: its order was cancelled.').waitFor();
    expect(await oldTab.getByRole('button', { name: /^Pay/ }).count()).toBe(0);

    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL('**/dashboard/myorders');
    await page.getByRole('heading', { name: `Order No: ${orderNo}` }).waitFor();
    expect(await page.getByRole('heading', { name: /^Order No:/ }).count()).toBe(1);
    await context.close();
  });

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`shows the card order's number on /success after paying, and offers Back to cart on /cancel (${viewport})`, async () => {
      const context = await newContext(suite.browser, viewport);
      await newShopper(context);
      await addAddress(context.request);
      await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[1]._id });
      const page = await context.newPage();
      await page.goto('/checkout');
      await page.getByRole('radio', { name: /12 MG Road/ }).waitFor();
      await page.getByRole('button', { name: 'Online Payment' }).click();
      await page.getByText('TEST MODE').waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('heading', { name: 'Order Cancel' }).waitFor();
      await page.getByRole('link', { name: 'Go To Home' }).waitFor();
      await screenshot(page, 'cancel', viewport);
      await expectNoSevereAxeViolations(page);
      await page.getByRole('link', { name: 'Back to cart' }).click();
      await page.waitForURL('**/cart');

      // Another product makes it a new cart (the same cart within a minute answers with the same checkout).
      await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[2]._id });
      await page.goto('/checkout');
      await page.getByRole('radio', { name: /12 MG Road/ }).waitFor();
      await page.getByRole('button', { name: 'Online Payment' }).click();
      await page.getByText('TEST MODE').waitFor();
      await page.getByRole('button', { name: /^Pay/ }).click();

      await page.getByRole('heading', { name: 'Payment Successfully' }).waitFor();
      expect(page.url()).toMatch(/\/success\?session_id=cs_test_/);
      await page.getByText(/^Order No: ORD-[0-9A-F]{10}$/).waitFor();
      await page.getByRole('link', { name: 'Go To Home' }).waitFor();
      await screenshot(page, 'success', viewport);
      await expectNoSevereAxeViolations(page);
      await page.getByRole('link', { name: 'My Orders' }).click();
      await page.waitForURL('**/dashboard/myorders');
      await context.close();
    });
  }

  it('sends a direct visit to /success with no order behind it home', async () => {
    const context = await newContext(suite.browser, 'phone');
    const page = await context.newPage();
    await page.goto('/success');
    await page.waitForURL(BASE_URL + '/');
    // Signed out, a session id names no order of the visitor.
    await page.goto('/success?session_id=cs_test_made_up');
    await page.waitForURL(BASE_URL + '/');
    expect(await page.getByRole('heading', { name: /Successfully/ }).count()).toBe(0);
    await context.close();
  });
});
