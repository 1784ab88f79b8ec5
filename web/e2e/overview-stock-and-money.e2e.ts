import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../src/lib/money';
import { severeViolations } from './support/a11y';
import { newContext, screenshot, type ViewportName } from './support/browser';
import { sidewaysScroll } from './support/layout';
import { addAddress, api, newShopper, signInContext } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Issue 33, items 5 and 15: the Overview's day (orders placed, delivered and cancelled apart; money
 * collected apart from cash to collect), its chart on a phone, and stock to reorder: running low apart
 * from sold out, paged and sorted, and the Products screen's stock filter and sort.
 */
const suite = shopSuite({ products: 1 });
const VIEWPORTS: ViewportName[] = ['desktop', 'phone'];
const ANSWER = { timeout: 15_000 };
/** More low products than a page of the Overview's list (10) holds. */
const LOW_STOCKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10];

beforeAll(async () => {
  const admin = await newContext(suite.browser, 'desktop');
  await signInContext(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { category, subCategories, tag } = suite.catalogue;
  const create = (name: string, stock: number) =>
    api(admin.request, 'POST', '/api/product/create', {
      name: `${name} ${tag}`,
      category: [category._id],
      subCategory: [subCategories[0]._id],
      unit: '1 kg',
      stock,
      price: 120,
      discount: 0,
      description: 'Stocked for the Overview.',
      more_details: {},
    });
  for (const [index, stock] of LOW_STOCKS.entries()) await create(`Reorder ${index + 1}`, stock);
  await create('Gone', 0);

  // Today: a cash order delivered, another cancelled, a third still to collect.
  const shopper = await newContext(suite.browser, 'desktop');
  await newShopper(shopper);
  const addressId = await addAddress(shopper.request);
  const order = async () => {
    await api(shopper.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[0]._id });
    return (await api(shopper.request, 'POST', '/api/order/cash-on-delivery', { addressId })).data._id as string;
  };
  const step = (orderId: string, status: string) =>
    api(admin.request, 'PUT', '/api/order/admin/update-status', { orderId, status });
  const delivered = await order();
  for (const status of ['PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED']) await step(delivered, status);
  await step(await order(), 'CANCELLED');
  await order();
  await shopper.close();
  await admin.close();
});

async function adminPage(viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(suite.browser, viewport);
  await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
  return { context, page: await context.newPage() };
}

const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .innerText();

describe('the Overview and Products by stock and money (issue 33)', () => {
  it.each(VIEWPORTS)("today's orders and money apart, as the API counts them (%s)", async (viewport) => {
    const { context, page } = await adminPage(viewport);
    await page.goto('/dashboard/overview');
    await page.getByText('Placed today').waitFor();
    const { data } = await api(context.request, 'GET', '/api/order/admin/summary?days=14');
    expect(data.today.delivered).toBeGreaterThanOrEqual(1);
    expect(data.today.cancelled).toBeGreaterThanOrEqual(1);
    expect(data.toCollect).toBeGreaterThanOrEqual(120);
    await expect.poll(() => figure(page, 'Placed today'), ANSWER).toBe(String(data.today.placed));
    expect(await figure(page, 'Delivered today')).toBe(String(data.today.delivered));
    expect(await figure(page, 'Cancelled today')).toBe(String(data.today.cancelled));
    expect(await figure(page, 'Collected today')).toBe(formatMoney(data.today.collected));
    expect(await figure(page, 'To collect (cash on delivery)')).toBe(formatMoney(data.toCollect));
    await page.getByRole('img', { name: /^Orders and revenue per day for the last 14 days/ }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'overview-today', viewport);
    await page.getByRole('region', { name: /^Orders placed and money collected/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'overview-chart', viewport);
    expect(await severeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)('stock to reorder: running low apart from sold out, paged and sorted (%s)', async (viewport) => {
    const { context, page } = await adminPage(viewport);
    await page.goto('/dashboard/overview');
    const panel = page.getByRole('region', { name: /^Low stock/ });
    const low = panel.getByRole('button', { name: /^Running low \(\d+\)$/ });
    await low.waitFor();
    expect(await low.getAttribute('aria-pressed')).toBe('true');
    const stocks = () => panel.getByRole('listitem').locator('span.tabular-nums').allInnerTexts();
    // A full page, every product between 1 and 10 units, fewest first, and none sold out.
    await expect.poll(async () => (await stocks()).length, ANSWER).toBe(10);
    const first = (await stocks()).map((text) => Number.parseInt(text, 10));
    expect(first.every((units) => units >= 1 && units <= 10)).toBe(true);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    await panel.getByRole('combobox', { name: /^Sort/ }).selectOption({ label: 'Most left first' });
    await expect.poll(async () => (await stocks())[0], ANSWER).toBe('10 left');
    await panel.getByRole('navigation').getByRole('button', { name: /next/i }).first().click();
    await expect.poll(async () => (await stocks()).length, ANSWER).toBeGreaterThan(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await panel.locator('ul[aria-busy="false"]').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'overview-low-stock', viewport);
    expect(await severeViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: /^Sold out \(\d+\)$/ }).click();
    await expect.poll(async () => (await stocks()).every((text) => text === 'Out of stock'), ANSWER).toBe(true);
    expect(await stocks()).not.toHaveLength(0);
    await screenshot(page, 'overview-sold-out', viewport);
    await context.close();
  });

  it.each(VIEWPORTS)('the Products screen filters by stock level and sorts by stock (%s)', async (viewport) => {
    const { context, page } = await adminPage(viewport);
    await page.goto('/dashboard/product');
    await page.getByRole('heading', { level: 1, name: 'Product' }).waitFor();
    const cardStocks = async () =>
      (await page.getByText(/^Stock: \d+/).allInnerTexts()).map((text) => Number(/\d+/.exec(text)![0]));
    await page.getByRole('combobox', { name: /^Stock/ }).selectOption({ label: 'Sold out' });
    await expect
      .poll(async () => (await cardStocks()).length > 0 && (await cardStocks()).every((n) => n === 0), ANSWER)
      .toBe(true);
    await page.getByRole('combobox', { name: /^Stock/ }).selectOption({ value: 'low' });
    await page.getByRole('combobox', { name: /^Sort/ }).selectOption({ label: 'Stock: high to low' });
    await expect.poll(async () => (await cardStocks())[0], ANSWER).toBe(10);
    const shown = await cardStocks();
    expect(shown.every((units) => units >= 1 && units <= 10)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'admin-products-low-stock', viewport);
    expect(await severeViolations(page)).toEqual([]);
    await context.close();
  });
});
