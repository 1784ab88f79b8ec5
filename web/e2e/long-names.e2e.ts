import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { request, type APIRequestContext, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, newContext, screenshot, type ViewportName } from './support/browser';
import { sidewaysScroll } from './support/layout';
import { addAddress, api, newShopper, signInContext, uploadImage } from './support/shop';
import { shopSuite } from './support/suite';

/**
 * Issue 33, item 8: a product name with a long unbroken word (55 letters) wraps or breaks wherever it
 * is shown, so no screen scrolls sideways (nor does a phone zoom out to fit it).
 */
const suite = shopSuite({ products: 2 });
const LONG_WORD = 'Extraordinarilycrunchyhoneyroastedalmondclusterbreakfast';
let product: { _id: string; name: string };
let admin: APIRequestContext;

/** A product of the suite's catalogue whose name ends with the long word (`extra` before it, if given). */
async function longNamedProduct(extra = ''): Promise<{ _id: string; name: string }> {
  const { category, subCategories, tag } = suite.catalogue;
  return (
    await api(admin, 'POST', '/api/product/create', {
      name: `Zesty Mango Granola ${tag} ${extra}${LONG_WORD}`,
      image: [await uploadImage(admin, [120, 80, 200])],
      category: [category._id],
      subCategory: [subCategories[0]._id],
      unit: '500 g',
      stock: 20,
      price: 130,
      discount: 0,
      description: 'Clusters with a very long name.',
      more_details: {},
    })
  ).data;
}

beforeAll(async () => {
  expect(LONG_WORD.length).toBeGreaterThanOrEqual(55);
  admin = await request.newContext({ baseURL: BASE_URL });
  await api(admin, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  product = await longNamedProduct();
});

afterAll(async () => {
  await admin?.dispose();
});

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s,&/?#%]+/g, '-')
    .replace(/-{2,}/g, '-');

/** Expects the screen to fit its width, and keeps a screenshot of it. */
async function fits(page: Page, name: string, viewport: ViewportName) {
  await expect.poll(() => sidewaysScroll(page), { message: name }).toBe(0);
  await screenshot(page, `long-name-${name}`, viewport);
}

/** Whether an element lies within the screen's width, and holds its content (nothing sticks out). */
function onScreenSideways(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.left >= 0 && box.right <= window.innerWidth && node.scrollWidth <= node.clientWidth;
  });
}

async function shopperWithOrder(context: BrowserContext): Promise<{ _id: string; orderId: string }> {
  await newShopper(context);
  const addressId = await addAddress(context.request);
  await api(context.request, 'POST', '/api/cart/create', { productId: product._id });
  const order = (await api(context.request, 'POST', '/api/order/cash-on-delivery', { addressId })).data as {
    _id: string;
    orderId: string;
  };
  // The cart again, for the cart and checkout screens.
  await api(context.request, 'POST', '/api/cart/create', { productId: product._id });
  return order;
}

describe('a product name with a 55-letter word', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`fits every screen showing it: product page, cards, suggestions, cart, checkout, orders, admin lists (${viewport})`, async () => {
      const context = await newContext(suite.browser, viewport);
      const order = await shopperWithOrder(context);
      let page = await context.newPage();
      const { category, subCategories, searchWords } = suite.catalogue;

      await page.goto(`/product/${slug(product.name)}-${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await fits(page, 'product', viewport);

      await page.goto(`/${slug(category.name)}-${category._id}/${slug(subCategories[0].name)}-${subCategories[0]._id}`);
      await page.getByRole('link', { name: product.name }).waitFor();
      await fits(page, 'listing', viewport);

      await page.goto(`/search?q=${encodeURIComponent(searchWords)}`);
      await page.getByRole('link', { name: product.name }).waitFor();
      await fits(page, 'search', viewport);

      await page.getByRole('combobox', { name: 'Search products' }).fill(LONG_WORD.slice(0, 12));
      await page
        .getByRole('option', { name: new RegExp(LONG_WORD) })
        .first()
        .waitFor();
      await fits(page, 'suggestions', viewport);

      await page.goto('/cart');
      await page.getByRole('link', { name: product.name }).first().waitFor();
      await fits(page, 'cart', viewport);

      // A line sold out since it was added is taken out with a toast naming it: the toast wraps inside
      // the screen too (it is fixed in place, so the page's width would not show it sticking out).
      const soldOut = await longNamedProduct(`Sold out ${viewport} `);
      await api(context.request, 'POST', '/api/cart/create', { productId: soldOut._id });
      await api(admin, 'PUT', '/api/product/update-product-details', { _id: soldOut._id, stock: 0 });
      await page.reload();
      await page.getByRole('button', { name: `Remove ${soldOut.name} from cart` }).click();
      const removed = page.getByRole('status').filter({ hasText: `Removed ${soldOut.name}` });
      await removed.waitFor();
      expect(await onScreenSideways(removed)).toBe(true);
      await screenshot(page, 'long-name-cart-toast', viewport);

      await page.goto('/checkout');
      await page.getByRole('radio').first().waitFor();
      await fits(page, 'checkout', viewport);

      await page.goto('/dashboard/myorders');
      await page.getByText(product.name).first().waitFor();
      await fits(page, 'my-orders', viewport);

      await page.getByRole('link', { name: `Order details ${order.orderId}` }).click();
      await page.getByText(product.name).first().waitFor();
      await fits(page, 'order-details', viewport);
      await context.close();

      // The admin's lists: products, orders and the order's dialog.
      const adminContext = await newContext(suite.browser, viewport);
      await signInContext(adminContext, ADMIN_EMAIL, ADMIN_PASSWORD);
      page = await adminContext.newPage();
      await page.goto('/dashboard/product');
      await page.getByPlaceholder('Search product here ...').fill(LONG_WORD);
      await page.getByText(product.name).first().waitFor();
      await fits(page, 'admin-products', viewport);
      // The account menu beside the page (desktop) shows the admin's whole name: wrapped, never cut short.
      const cutShort = (element: Element) =>
        element.scrollWidth > element.clientWidth || getComputedStyle(element).textOverflow === 'ellipsis';
      const adminName = page.getByRole('navigation', { name: 'Account' }).locator('p > span').first();
      expect(viewport === 'desktop' && (await adminName.evaluate(cutShort))).toBe(false);

      await page.goto(`/dashboard/orders/${order._id}`);
      await page.getByRole('dialog').getByText(product.name).first().waitFor();
      await fits(page, 'admin-order', viewport);
      await adminContext.close();
    });
  }
});
