import { request, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { shopSuite } from './support/suite';
import { api, cartOf, expectToast, logInThroughForm, PASSWORD } from './support/shop';
import { uniqueEmail } from '@shop/testkit';

const suite = shopSuite({ products: 26 });

/** A shopper with an account who has not signed in on this browser yet. */
async function registeredElsewhere() {
  const other = await request.newContext({ baseURL: BASE_URL });
  const email = uniqueEmail('journey');
  await api(other, 'POST', '/api/user/register', {
    name: 'Ravi Kumar',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await other.dispose();
  return email;
}

const productCards = (page: Page) => page.getByRole('main').getByRole('article');

describe.each<ViewportName>(['desktop', 'phone'])('a shopper on %s', (viewport) => {
  it('browses, fills a cart as a guest, signs in at checkout and pays on delivery', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();

    await page.goto('/');
    expect(await page.title()).toMatch(/^shopit/);
    await page.getByRole('heading', { name: suite.catalogue.category.name }).waitFor();
    await screenshot(page, 'home', viewport);

    await page.getByRole('link', { name: `See all ${suite.catalogue.category.name}` }).click();
    await page.getByRole('heading', { level: 1, name: suite.catalogue.subCategories[0].name }).waitFor();
    // Page 1 holds 8; when the end of the list is already in view the next page follows at once.
    await expect.poll(() => productCards(page).count()).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'listing', viewport);
    const shown = await productCards(page).count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => productCards(page).count(), { timeout: 10_000 }).toBeGreaterThan(shown);

    const firstLink = productCards(page).first().getByRole('link');
    const firstName = (await firstLink.textContent())?.trim();
    const first = suite.catalogue.products.find((product) => product.name === firstName);
    if (!first) throw new Error('the listing shows a product the test did not create');
    await firstLink.click();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await page.getByRole('button', { name: `Add ${first.name} to cart` }).click();
    await expectToast(page, 'Item added');
    await page.getByRole('button', { name: `Add one more ${first.name}` }).click();
    await page.getByLabel('2 in cart').waitFor();
    await page.getByRole('button', { name: `Remove one ${first.name}` }).click();
    await expectToast(page, 'Item remove');
    await page.getByLabel('1 in cart').waitFor();
    await screenshot(page, 'product', viewport);

    if (viewport === 'desktop') {
      await page.getByRole('button', { name: /1 Item\b/ }).click();
      await page.getByRole('dialog', { name: 'Cart' }).waitFor();
    } else {
      await page.getByRole('link', { name: /View Cart/ }).click();
      await page.getByRole('heading', { name: 'Cart' }).waitFor();
    }
    await screenshot(page, 'cart', viewport);
    await page.getByRole('button', { name: /Proceed/ }).click();
    await expectToast(page, 'Please Login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await screenshot(page, 'login', viewport);
    await logInThroughForm(page, await registeredElsewhere(), PASSWORD);
    await page.waitForURL('**/checkout');

    // The line added as a guest is now the signed-in shopper's.
    await expect
      .poll(async () => (await cartOf(context.request)).map((line) => line.productId._id))
      .toEqual([first._id]);
    await page.getByText('1 item', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('dialog', { name: 'Add Address' });
    for (const [label, value] of [
      ['Address Line', '7 Park Street'],
      ['City', 'Kolkata'],
      ['State', 'West Bengal'],
      ['Pincode', '700016'],
      ['Country', 'India'],
      ['Mobile No.', '9830012345'],
    ]) {
      await form.getByLabel(label).fill(value);
    }
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /7 Park Street/ }).isChecked()).toBe(true);
    await screenshot(page, 'checkout', viewport);

    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await page.getByRole('heading', { name: 'Order Successfully' }).waitFor();
    await screenshot(page, 'success', viewport);
    await expect.poll(async () => (await cartOf(context.request)).length).toBe(0);
    // The phone's "View Cart" bar goes with the last line; the desktop header keeps its cart button.
    if (viewport === 'desktop') await page.getByRole('button', { name: 'My Cart' }).waitFor();
    await expect(page.getByRole('link', { name: /View Cart/ }).count()).resolves.toBe(0);
    await context.close();
  });
});
