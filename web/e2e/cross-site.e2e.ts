import { describe, expect, it } from 'vitest';
import { BASE_URL, newContext } from './support/browser';
import { newShopper } from './support/shop';
import { shopSuite } from './support/suite';

// Issue 20, item 8: the spec's GET logout ends a session only when the shop's own pages ask.

const suite = shopSuite({ products: 0 });
/** The same gateway under another host name: another origin, and another site, to the browser. */
const OTHER_SITE = BASE_URL.replace('127.0.0.1', 'localhost');

describe('requests from another site', () => {
  it("cannot log the shopper out through a link, while the shop's own Log Out still does", async () => {
    const context = await newContext(suite.browser, 'desktop');
    await newShopper(context);
    const signedIn = async () => (await context.request.get('/api/user/user-details')).status() === 200;
    expect(await signedIn()).toBe(true);

    // Another site's page sends the shopper to the logout URL: a top-level GET, which carries the
    // SameSite=Lax cookies.
    const page = await context.newPage();
    await page.goto(`${OTHER_SITE}/favicon.svg`);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/user/logout')),
      page.evaluate((url) => window.location.assign(url), `${BASE_URL}/api/user/logout`),
    ]);
    expect(answer.status()).toBe(403);
    // The refusal is shown as a page: that navigation ends before the next one starts.
    await page.waitForURL(`${BASE_URL}/api/user/logout`);
    expect(await signedIn()).toBe(true);

    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(signedIn, { timeout: 10_000 }).toBe(false);
    // The app goes home once signed out: let it settle before the context closes under it.
    await page.waitForURL(`${BASE_URL}/`);
    await page.waitForLoadState('networkidle');
    await context.close();
  });
});
