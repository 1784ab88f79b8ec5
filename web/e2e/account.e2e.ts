import { latestMailTo, pngImage, uniqueEmail } from '@shop/testkit';
import { describe, expect, it } from 'vitest';
import { severeViolations } from './support/a11y';
import { newContext, screenshot } from './support/browser';
import { shopSuite } from './support/suite';
import { addAddress, api, expectToast, logInThroughForm, newShopper } from './support/shop';

const suite = shopSuite({ products: 3 });

describe("a shopper's account", () => {
  it('edits the profile and uploads an avatar that shows at once and after a reload', async () => {
    const context = await newContext(suite.browser, 'desktop');
    await newShopper(context);
    const page = await context.newPage();
    await page.goto('/dashboard/profile');
    const name = page.getByLabel('Name');
    expect(await name.inputValue()).toBe('Asha Rao');
    await name.fill('Asha R. Rao');
    await page.getByLabel('Mobile').fill('+91 98450 12345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Profile updated successfully');

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile picture' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(96, 96, [30, 120, 200]) });
    const avatar = page.getByRole('img', { name: "Asha R. Rao's avatar" });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/\/media\/.+\.webp$/);
    await screenshot(page, 'profile', 'desktop');
    await page.reload();
    await avatar.waitFor();
    expect(await page.getByLabel('Mobile').inputValue()).toBe('+91 98450 12345');
    await context.close();
  });

  it('changes the email only with the current password and the code mailed to the new address', async () => {
    const context = await newContext(suite.browser, 'phone');
    const shopper = await newShopper(context);
    const page = await context.newPage();
    await page.goto('/dashboard/profile');
    const email = page.getByLabel('Email');
    await email.waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0);
    const moved = uniqueEmail('web-moved');
    await email.fill(moved);
    await page.getByLabel('Current password').fill(shopper.password);
    await page.getByLabel('Mobile').fill('9845012345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, `enter the code we have sent to ${moved}`);

    const step = page.getByRole('form', { name: 'Confirm your new email' });
    const code = /\b(\d{6})\b/.exec((await latestMailTo(moved)).text)![1];
    await step.getByLabel('Code').fill(code);
    expect(await severeViolations(page)).toEqual([]);
    await screenshot(page, 'profile-email-code', 'phone');
    await step.getByRole('button', { name: 'Confirm email' }).click();
    await expectToast(page, 'Email address changed');
    await step.waitFor({ state: 'detached' });
    // The profile now holds the new address: nothing is being changed, no password asked for.
    await page.getByLabel('Current password').waitFor({ state: 'detached' });
    expect((await latestMailTo(shopper.email)).subject).toBe('Your email address was changed');
    await page.reload();
    expect(await page.getByLabel('Email').inputValue()).toBe(moved);
    await context.close();
  });

  it('adds, edits and removes an address', async () => {
    const context = await newContext(suite.browser, 'phone');
    await newShopper(context);
    const page = await context.newPage();
    await page.goto('/dashboard/address');
    await page.getByRole('button', { name: 'Add Address', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Address' });
    const fields: [string, string][] = [
      ['Address Line', '221 Residency Road'],
      ['City', 'Bengaluru'],
      ['State', 'Karnataka'],
      ['Pincode', '560025'],
      ['Country', 'India'],
      ['Mobile No.', '9900011122'],
    ];
    for (const [label, value] of fields) await add.getByLabel(label).fill(value);
    await add.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('India - 560025').waitFor();
    await screenshot(page, 'address', 'phone');

    await page.getByRole('button', { name: 'Edit address 221 Residency Road' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    expect(await edit.getByLabel('City').inputValue()).toBe('Bengaluru');
    await edit.getByLabel('City').fill('Mysuru');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Mysuru').waitFor();

    await page.getByRole('button', { name: 'Remove address 221 Residency Road' }).click();
    await page.getByRole('dialog', { name: 'Permanent Delete' }).getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Address Remove');
    await expect.poll(() => page.getByText('221 Residency Road').count()).toBe(0);
    await context.close();
  });

  it('shows a cash-on-delivery order in My Orders with its status', async () => {
    const context = await newContext(suite.browser, 'desktop');
    await newShopper(context);
    const addressId = await addAddress(context.request);
    await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[0]._id });
    const order = (await api(context.request, 'POST', '/api/order/cash-on-delivery', { addressId })).data;
    const page = await context.newPage();
    await page.goto('/dashboard/myorders');
    const card = page.getByRole('article', { name: `Order No: ${order.orderId}` });
    await card.waitFor();
    await card.getByText('Placed', { exact: true }).first().waitFor();
    await card.getByText(suite.catalogue.products[0].name).first().waitFor();
    await card.getByText('Status history').click();
    await screenshot(page, 'orders', 'desktop');
    await context.close();
  });

  it('tells a shopper who opens an admin page that they do not have permission', async () => {
    const context = await newContext(suite.browser, 'desktop');
    await newShopper(context);
    const page = await context.newPage();
    await page.goto('/dashboard/category');
    await page.getByText('Do not have permission').waitFor();
    expect(await page.getByRole('button', { name: 'Add Category' }).count()).toBe(0);
    await context.close();
  });

  it('sends a signed-out visitor from an account page to login and back after it', async () => {
    const context = await newContext(suite.browser, 'desktop');
    const { email, password } = await newShopper(context, { signIn: false });
    const page = await context.newPage();
    await page.goto('/dashboard/address');
    await logInThroughForm(page, email, password);
    await page.waitForURL('**/dashboard/address');
    await page.getByRole('heading', { name: 'Address' }).waitFor();
    await context.close();
  });
});
