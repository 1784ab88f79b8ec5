import { request, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { BASE_URL, launchBrowser } from './browser';
import { seedCatalogue, type SeededCatalogue } from './shop';

/**
 * Registers a suite's set-up: one browser for the file and, unless `products` is 0, a catalogue of its
 * own made through the admin API. Read the fields inside tests (they are filled before the first runs).
 */
export function shopSuite({ products = 26 }: { products?: number } = {}) {
  const suite = {} as { browser: Browser; catalogue: SeededCatalogue };
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    if (products === 0) return;
    const admin = await request.newContext({ baseURL: BASE_URL });
    suite.catalogue = await seedCatalogue(admin, products);
    await admin.dispose();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}
