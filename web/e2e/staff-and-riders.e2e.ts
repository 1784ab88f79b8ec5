import { ADMIN_EMAIL, ADMIN_PASSWORD, uniqueEmail } from '@shop/testkit';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../src/lib/money';
import { severeViolations } from './support/a11y';
import { newContext, screenshot, type ViewportName } from './support/browser';
import { addAddress, api, expectToast, newShopper, PASSWORD, signInContext } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Staff and riders in the browser: an admin makes a registered user a rider on /dashboard/staff; a
 * shopper's cash order is packed and given to that rider from the order's dialog; the rider, on a
 * phone, finds it on /dashboard/deliveries with the number to call, the map and the cash to take, and
 * marks it delivered with the cash collected; the shop then sees it delivered, with the cash.
 */
const suite = shopSuite({ products: 1 });
// A screen's answer to the user's own action (a call and a re-render), on a machine shared by several runs.
const ANSWER = { timeout: 15_000 };
/** Riders tap on the road: every control they need is at least this tall (WCAG's 44 px target). */
const TOUCH_TARGET_PX = 44;

async function adminContext(viewport: ViewportName): Promise<BrowserContext> {
  const context = await newContext(suite.browser, viewport);
  await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
  return context;
}

/** A registered user, not signed in anywhere yet (the admin gives them a role first). */
async function registeredUser(name: string): Promise<string> {
  const context = await newContext(suite.browser, 'desktop');
  const email = uniqueEmail('rider');
  await api(context.request, 'POST', '/api/user/register', {
    name,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await context.close();
  return email;
}

/** A shopper's cash-on-delivery order of the suite's product, placed through the API. */
async function cashOrder() {
  const context = await newContext(suite.browser, 'desktop');
  await newShopper(context);
  const addressId = await addAddress(context.request);
  await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[0]._id });
  const order = (await api(context.request, 'POST', '/api/order/cash-on-delivery', { addressId })).data as {
    _id: string;
    orderId: string;
    totalAmt: number;
  };
  return { shopper: context, order };
}

const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;
/** How far the page is wider than the screen (0 when nothing sticks out sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('staff and riders', () => {
  it('an admin makes a user a rider, gives them an order, and the rider delivers it with the cash', async () => {
    const riderName = 'Ravi Rider';
    const riderEmail = await registeredUser(riderName);

    // The admin gives the role on the staff screen (desktop).
    const admin = await adminContext('desktop');
    const staffPage = await admin.newPage();
    await staffPage.goto('/dashboard/staff');
    await staffPage.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    const form = staffPage.getByRole('form', { name: 'Give a role' });
    await form.getByLabel('E-mail').fill(riderEmail);
    await form.getByLabel('Role').selectOption({ label: 'Rider' });
    await form.getByRole('button', { name: 'Give role' }).click();
    await expectToast(staffPage, `${riderName} is now RIDER`);
    const row = staffPage.getByRole('list', { name: 'Staff' }).getByRole('listitem').filter({ hasText: riderEmail });
    await row.waitFor(ANSWER);
    expect(await row.getByRole('combobox', { name: `Role of ${riderName}` }).inputValue()).toBe('RIDER');
    expect(await severeViolations(staffPage)).toEqual([]);
    await screenshot(staffPage, 'staff', 'desktop');

    const adminPhone = await adminContext('phone');
    const staffOnPhone = await adminPhone.newPage();
    await staffOnPhone.goto('/dashboard/staff');
    await staffOnPhone.getByRole('list', { name: 'Staff' }).getByText(riderEmail).waitFor(ANSWER);
    expect(await sidewaysOverflow(staffOnPhone)).toBe(0);
    await screenshot(staffOnPhone, 'staff', 'phone');
    await adminPhone.close();

    // A shopper's cash order, packed and given to the rider in its dialog, then sent out.
    const { shopper, order } = await cashOrder();
    await api(admin.request, 'PUT', '/api/order/admin/update-status', { orderId: order._id, status: 'PACKED' });
    const ordersPage = await admin.newPage();
    await ordersPage.goto(`/dashboard/orders/${order._id}`);
    const dialog = ordersPage.getByRole('dialog', { name: `Order No: ${order.orderId}` });
    await dialog.getByText('No rider yet').waitFor(ANSWER);
    await dialog.getByRole('combobox', { name: 'Rider' }).selectOption(riderEmail);
    await dialog.getByRole('button', { name: 'Give to rider' }).click();
    await expect.poll(() => dialog.getByText('No rider yet').count(), ANSWER).toBe(0);
    await screenshot(ordersPage, 'admin-order-rider', 'desktop');
    await dialog.getByRole('button', { name: 'Out for delivery' }).click();
    await dialog.getByRole('button', { name: 'Mark delivered' }).waitFor(ANSWER);

    // The rider signs in on a phone (after the role change: their token carries it) and sees the order.
    const rider = await newContext(suite.browser, 'phone');
    await signInContext(rider, riderEmail, PASSWORD);
    const deliveries = await rider.newPage();
    await deliveries.goto('/dashboard/deliveries');
    await deliveries.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor();
    const card = deliveries.getByRole('article', { name: `Order No: ${order.orderId}` });
    await card.waitFor(ANSWER);
    const call = card.getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toBe('tel:9876543210');
    const map = card.getByRole('link', { name: /^Map/ });
    expect(await map.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('12 MG Road, Bengaluru, Karnataka 560001, India')}`,
    );
    const due = formatMoney(order.totalAmt);
    await card.getByText(`Collect ${due}`).waitFor();
    const delivered = card.getByRole('button', { name: 'Delivered', exact: true });
    const notDelivered = card.getByRole('button', { name: "Couldn't deliver" });
    for (const target of [delivered, notDelivered, call, map]) {
      expect(await heightOf(target)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    }
    expect(await sidewaysOverflow(deliveries)).toBe(0);
    expect(await severeViolations(deliveries)).toEqual([]);
    await screenshot(deliveries, 'deliveries', 'phone');

    // The same round on a desktop.
    const riderDesktop = await newContext(suite.browser, 'desktop');
    await signInContext(riderDesktop, riderEmail, PASSWORD);
    const deliveriesWide = await riderDesktop.newPage();
    await deliveriesWide.goto('/dashboard/deliveries');
    await deliveriesWide.getByRole('article', { name: `Order No: ${order.orderId}` }).waitFor(ANSWER);
    expect(await severeViolations(deliveriesWide)).toEqual([]);
    await screenshot(deliveriesWide, 'deliveries', 'desktop');
    await riderDesktop.close();

    // Delivered, with the cash: the field comes filled with the amount due.
    await delivered.click();
    const confirm = deliveries.getByRole('dialog', { name: 'Mark delivered' });
    const cash = confirm.getByLabel('Cash collected');
    expect(Number(await cash.inputValue())).toBe(order.totalAmt);
    await screenshot(deliveries, 'deliveries-cash', 'phone');
    await confirm.getByRole('button', { name: 'Confirm delivered' }).click();
    await expectToast(deliveries, `${order.orderId}: Delivered`);
    const today = deliveries.getByRole('region', { name: 'Delivered today' });
    await today.getByText(order.orderId).waitFor(ANSWER);
    await today.getByText(`Collected ${due}`).waitFor();
    expect(await card.count()).toBe(0);
    await screenshot(deliveries, 'deliveries-done', 'phone');

    // The shop sees it delivered, by the rider, with the cash collected.
    const details = (await api(admin.request, 'POST', '/api/order/admin/details', { orderId: order._id })).data;
    expect(details.status).toBe('DELIVERED');
    expect(details.cashCollected).toBe(order.totalAmt);
    expect(details.statusHistory.at(-1)).toMatchObject({ status: 'DELIVERED', by: 'RIDER' });
    await ordersPage.reload();
    await dialog.getByText(`Cash collected ${due}`).waitFor(ANSWER);
    await dialog.getByText('by the rider').first().waitFor();
    expect((await api(shopper.request, 'GET', `/api/order/details?orderId=${order._id}`)).data.status).toBe(
      'DELIVERED',
    );

    await rider.close();
    await shopper.close();
    await admin.close();
  });
});
