import { ADMIN_EMAIL, ADMIN_PASSWORD, pngImage, uniqueEmail } from '@shop/testkit';
import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const PASSWORD = 'Secret-pass-1';

interface Envelope<T = any> {
  success: boolean;
  message: string;
  data: T;
  [extra: string]: unknown;
}

/**
 * Calls the API with the browser context's cookies (what the page itself would send). Each call comes
 * from an address of its own (X-Forwarded-For, trusted from loopback), like the services' test client:
 * the set-up of many suites must not use up one address's sign-up limit.
 */
export async function api<T = any>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<Envelope<T>> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const response = await request.fetch(path, {
    method,
    data: data as object | undefined,
    headers: { 'x-forwarded-for': address },
  });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${body.message}`);
  return body;
}

/** Registers a shopper through the API; `signIn` also logs the context in (cookies + the app's hint). */
export async function newShopper(context: BrowserContext, { signIn = true } = {}) {
  const email = uniqueEmail('web');
  await api(context.request, 'POST', '/api/user/register', {
    name: 'Asha Rao',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (signIn) await signInContext(context, email, PASSWORD);
  return { email, password: PASSWORD };
}

export async function signInContext(context: BrowserContext, email: string, password: string) {
  await api(context.request, 'POST', '/api/user/login', { email, password });
  // The app remembers a session in localStorage (the cookies themselves are httpOnly).
  await context.addInitScript(() => localStorage.setItem('shop.signedIn', '1'));
}

export async function addAddress(request: APIRequestContext): Promise<string> {
  const address = await api(request, 'POST', '/api/address/create', {
    address_line: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode: '560001',
    mobile: '9876543210',
  });
  return address.data._id;
}

export async function cartOf(request: APIRequestContext): Promise<any[]> {
  return (await api(request, 'GET', '/api/cart/get')).data;
}

export async function uploadImage(request: APIRequestContext, rgb: [number, number, number]): Promise<string> {
  const response = await request.post('/api/file/upload', {
    multipart: { image: { name: 'picture.png', mimeType: 'image/png', buffer: pngImage(64, 64, rgb) } },
  });
  const body = (await response.json()) as Envelope<{ url: string }>;
  if (!response.ok()) throw new Error(`upload: ${body.message}`);
  return body.data.url;
}

/**
 * Prices as wide as the catalogue holds (four to eight digits with grouping: $1,424.00 to
 * $9,99,99,999.99), so every listing, row and search the suites see has them. The first six stay small:
 * the payment suites pay for those, and a card payment has an upper limit.
 */
export const WIDE_PRICES = [1_424, 12_345, 89_999, 1_89_999, 12_34_567, 99_999_999.99];
const priceOf = (index: number) => (index < 6 ? 120 + index : WIDE_PRICES[index % WIDE_PRICES.length]);

export interface SeededCatalogue {
  tag: string;
  category: { _id: string; name: string };
  subCategories: { _id: string; name: string }[];
  products: { _id: string; name: string; price: number }[];
  /** Two words every seeded product's name has (for search). */
  searchWords: string;
}

/**
 * A catalogue of the run's own, made by the admin through the API: a category that sorts first on
 * home, two sub-categories, and enough products with real uploaded images for two listing pages and
 * two search pages. The test databases start empty, the demo ones hold 5,000 products: both work.
 */
export async function seedCatalogue(adminRequest: APIRequestContext, products = 26): Promise<SeededCatalogue> {
  await api(adminRequest, 'POST', '/api/user/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const tag = randomUUID().slice(0, 6);
  const [categoryImage, productImage] = [
    await uploadImage(adminRequest, [22, 128, 61]),
    await uploadImage(adminRequest, [245, 158, 11]),
  ];
  const category = (
    await api(adminRequest, 'POST', '/api/category/add-category', { name: `Aaa Fresh ${tag}`, image: categoryImage })
  ).data;
  const subCategories = [];
  for (const name of [`Aaa Greens ${tag}`, `Aab Herbs ${tag}`]) {
    subCategories.push(
      (
        await api(adminRequest, 'POST', '/api/subcategory/create', {
          name,
          image: categoryImage,
          category: [category._id],
        })
      ).data,
    );
  }
  const created = [];
  for (let index = 0; index < products; index += 1) {
    const product = await api(adminRequest, 'POST', '/api/product/create', {
      name: `Zesty Mango Granola ${tag} ${String(index + 1).padStart(2, '0')}`,
      image: [productImage],
      category: [category._id],
      subCategory: [subCategories[0]._id],
      unit: '250 g',
      stock: 50,
      price: priceOf(index),
      discount: index % 3 === 0 ? 10 : 0,
      description: 'Oat clusters with dried mango, baked crisp.',
      more_details: { 'Shelf Life': '6 months' },
    });
    created.push({ _id: product.data._id, name: product.data.name, price: product.data.price });
  }
  return { tag, category, subCategories, products: created, searchWords: `granola ${tag}` };
}

/**
 * Signs in through the login form, once it is on screen: a navigation keeps the previous page up
 * until the next one's code has arrived, so waiting for the URL alone could type into the old form.
 */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string) {
  await page
    .getByRole('status')
    .filter({ hasText: text })
    .or(page.getByRole('alert').filter({ hasText: text }))
    .first()
    .waitFor();
}

export { expect };
