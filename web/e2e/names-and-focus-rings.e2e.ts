import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request, type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { addAddress, api, newShopper, signInContext, uploadImage } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Issue 33, item 21: admin category cards show whole names; the address radio's focus ring is round;
 * a password field shows one focus ring.
 */
const suite = shopSuite({ products: 1 });

/** Which of these elements draw an outline now. */
const outlined = (selectors: Locator[]) =>
  Promise.all(
    selectors.map((locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      }),
    ),
  );

/** Presses Tab until `target` has the focus (at most 20 times). */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 20; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

describe('names and focus rings', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`shows a category's whole name on its admin card (${viewport})`, async () => {
      const admin = await request.newContext({ baseURL: BASE_URL });
      await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const name = `Audio & Headphones Accessories ${suite.catalogue.tag} ${viewport}`;
      await api(admin, 'POST', '/api/category/add-category', { name, image: await uploadImage(admin, [30, 60, 90]) });
      await admin.dispose();

      const context = await newContext(suite.browser, viewport);
      await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
      const page = await context.newPage();
      await page.goto('/dashboard/category');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Edit ${name}` }) });
      const shown = card.getByText(name, { exact: true });
      await shown.scrollIntoViewIfNeeded();
      const cut = await shown.evaluate(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(cut).toBe(false);
      await screenshot(page, 'admin-category-names', viewport);
      await context.close();
    });

    it(`rings the focused address radio round and the password field once (${viewport})`, async () => {
      const context = await newContext(suite.browser, viewport);
      const { email, password } = await newShopper(context, { signIn: false });
      const page = await context.newPage();

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      const passwordField = page.getByLabel('Password', { exact: true });
      await tabTo(page, passwordField);
      const frame = passwordField.locator('..');
      // One ring, around the field with its show/hide button: the input's frame draws it, the input does not.
      expect(await outlined([passwordField, frame])).toEqual([false, true]);
      expect(await frame.getByRole('button', { name: 'Show password' }).count()).toBe(1);
      await screenshot(page, 'focus-password', viewport);
      await passwordField.fill(password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${BASE_URL}/`);

      await addAddress(context.request);
      await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[0]._id });
      await page.goto('/checkout');
      const radio = page.getByRole('radio').first();
      await radio.waitFor();
      await page.locator('body').focus();
      await tabTo(page, radio);
      expect(await radio.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      // The ring follows the radio's box: a circle only when the box is square.
      const box = (await radio.boundingBox())!;
      expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
      await radio.scrollIntoViewIfNeeded();
      await screenshot(page, 'focus-address-radio', viewport);
      await context.close();
    });
  }
});
