import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { newContext, screenshot, type ViewportName } from './support/browser';
import { shopSuite } from './support/suite';
import { addAddress, api, expectToast, newShopper } from './support/shop';

/** Issue 33, items 11 and 18: a pincode is 6 digits not starting with 0; removing an address asks first. */
const suite = shopSuite({ products: 0 });

const savedLines = async (page: Page) =>
  ((await api(page.context().request, 'GET', '/api/address/get')).data as { address_line: string }[]).map(
    (address) => address.address_line,
  );

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe('the address book', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`says beside the field that a pincode is 6 digits not starting with 0 (${viewport})`, async () => {
      const context = await newContext(suite.browser, viewport);
      await newShopper(context);
      const page = await context.newPage();
      await page.goto('/dashboard/address');
      await page.getByRole('button', { name: 'Add Address', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Address' });
      const line = `${viewport} 7 Lake View Road`;
      for (const [label, value] of [
        ['Address Line', line],
        ['City', 'Kochi'],
        ['State', 'Kerala'],
        ['Country', 'India'],
        ['Mobile No.', '9876543210'],
      ]) {
        await dialog.getByLabel(label, { exact: true }).fill(value);
      }
      const pincode = dialog.getByLabel('Pincode', { exact: true });

      for (const wrong of ['12', 'ABCDEF', '012345']) {
        await pincode.fill(wrong);
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await dialog.getByText('Pincode must be 6 digits, not starting with 0').waitFor();
        expect(await pincode.getAttribute('aria-invalid')).toBe('true');
        // Announced with the field, and the keyboard is taken there.
        const describedBy = (await pincode.getAttribute('aria-describedby'))!;
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
          'Pincode must be 6 digits, not starting with 0',
        );
        expect(await pincode.evaluate((element) => element === document.activeElement)).toBe(true);
      }
      await screenshot(page, 'address-pincode-problem', viewport);
      expect(await severeViolations(page)).toEqual([]);
      expect(await savedLines(page)).toEqual([]);

      // Fixing the field takes the message away; the address is saved.
      await pincode.fill('682001');
      expect(await dialog.getByText('Pincode must be 6 digits, not starting with 0').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Address Created Successfully');
      await page.getByText('India - 682001').waitFor();
      expect(await savedLines(page)).toEqual([line]);
      await context.close();
    });

    it(`asks 'Permanent Delete' before removing an address: Cancel keeps it, Confirm removes it (${viewport})`, async () => {
      const context = await newContext(suite.browser, viewport);
      await newShopper(context);
      await addAddress(context.request);
      const page = await context.newPage();
      await page.goto('/dashboard/address');
      const remove = page.getByRole('button', { name: 'Remove address 12 MG Road' });
      const dialog = page.getByRole('dialog', { name: 'Permanent Delete' });

      await remove.click();
      await dialog.getByText('Are you sure permanent delete ?').waitFor();
      await dialog.getByText('12 MG Road').waitFor();
      await screenshot(page, 'address-delete-confirm', viewport);
      expect(await severeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await savedLines(page)).toEqual(['12 MG Road']);
      expect(await remove.isVisible()).toBe(true);

      // By keyboard: Escape keeps it, and focus goes back to the button.
      await remove.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusedName(page)).toBe('Remove address 12 MG Road');
      expect(await savedLines(page)).toEqual(['12 MG Road']);

      // Enter opens it again; Tab reaches Confirm, and Enter removes the address.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      for (let step = 0; step < 5 && (await focusedName(page)) !== 'Confirm'; step += 1)
        await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Confirm');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Address Remove');
      await remove.waitFor({ state: 'detached' });
      expect(await savedLines(page)).toEqual([]);
      await context.close();
    });
  }
});
