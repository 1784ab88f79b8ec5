import AxeBuilder from '@axe-core/playwright';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '@shop/testkit';
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { resultsDir } from '../../deploy/local/test-results.js';
import { subCategoryPath } from '../src/lib/slug';
import { newContext, type ViewportName } from './support/browser';
import { shopSuite } from './support/suite';
import { addAddress, api, newShopper, signInContext } from './support/shop';

/** The budgets of the storefront (issue: initial JS, LCP, CLS, accessibility), measured on the running stack. */
const INITIAL_JS_BUDGET_BYTES = 120 * 1024;
const LCP_BUDGET_MS = 1000;
const CLS_BUDGET = 0.1;
// Measured figures go beside the run's test reports (under SHOP_DATA_DIR), so a test run leaves the checkout
// clean; web/budgets.md holds the budgets themselves and changes only on purpose.
const RESULTS_FILE = join(resultsDir(), 'web-budgets.md');

const results: {
  initialJs?: { bytes: number; files: string[] };
  lcp?: number[];
  fcp?: number[];
  cls?: number[];
  axe: string[];
} = {
  axe: [],
};
const suite = shopSuite({ products: 10 });

afterAll(() => writeResults());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('budgets', () => {
  it(`ships at most ${INITIAL_JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript for the home page`, async () => {
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.set(new URL(response.url()).pathname, await response.body());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const bytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    results.initialJs = { bytes, files: [...scripts.keys()] };
    await context.close();
    expect(scripts.size).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  // Timings are never asserted (on this shared 2-core machine a cold load under a busy test run takes
  // 2.5 times a quiet one): the test asserts what keeps the paint fast on any machine, that the largest
  // content waits for no data, image or font and so comes with the first paint, and records the times
  // against the budget in the results file.
  it(`paints the home page's largest content in its first paint, with layout shift at most ${CLS_BUDGET} (3 cold loads, 1280x800; LCP recorded against its ${LCP_BUDGET_MS} ms budget)`, async () => {
    const lcp: number[] = [];
    const fcp: number[] = [];
    const cls: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const context = await newContext(suite.browser, 'desktop');
      const page = await context.newPage();
      await page.addInitScript(() => {
        const vitals = { lcp: 0, cls: 0 };
        (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) vitals.cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      const vitals = await page.evaluate(() => ({
        ...(window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      lcp.push(Math.round(vitals.lcp));
      fcp.push(Math.round(vitals.fcp));
      cls.push(Number(vitals.cls.toFixed(4)));
      await context.close();
    }
    results.lcp = lcp;
    results.fcp = fcp;
    results.cls = cls;
    expect(Math.min(...fcp)).toBeGreaterThan(0);
    expect(lcp).toEqual(fcp);
    expect(median(cls)).toBeLessThanOrEqual(CLS_BUDGET);
  });
});

/** No serious or critical axe violations on a screen; the findings are printed and kept for the results. */
async function expectAccessible(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  results.axe.push(
    `| ${screen} | ${violations.length} | ${severe.length} | ${severe.map((violation) => violation.id).join(', ') || '-'} |`,
  );
  for (const violation of severe)
    console.log(screen, violation.id, violation.help, violation.nodes.map((node) => node.target.join(' ')).slice(0, 3));
  expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('accessibility (axe-core): no serious or critical violations', () => {
  const storefront: [string, ViewportName, (page: Page, context: BrowserContext) => Promise<void>][] = [
    ['home', 'desktop', async (page) => void (await page.goto('/'))],
    [
      'listing',
      'desktop',
      async (page) =>
        void (await page.goto(subCategoryPath(suite.catalogue.category, suite.catalogue.subCategories[0]))),
    ],
    ['product', 'desktop', async (page) => void (await page.goto(`/product/x-${suite.catalogue.products[0]._id}`))],
    [
      'search',
      'phone',
      async (page) => void (await page.goto(`/search?q=${encodeURIComponent(suite.catalogue.searchWords)}`)),
    ],
    ['login', 'phone', async (page) => void (await page.goto('/login'))],
    [
      'cart drawer',
      'desktop',
      async (page, context) => {
        await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[1]._id });
        await page.goto('/');
        await page.getByRole('button', { name: /1 Item\b/ }).click();
        await page.getByRole('dialog', { name: 'Cart' }).waitFor();
      },
    ],
    [
      'cart page',
      'phone',
      async (page, context) => {
        await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[1]._id });
        await page.goto('/cart');
      },
    ],
    [
      'checkout',
      'desktop',
      async (page, context) => {
        await newShopper(context);
        await addAddress(context.request);
        await api(context.request, 'POST', '/api/cart/create', { productId: suite.catalogue.products[1]._id });
        await page.goto('/checkout');
        await page.getByRole('radio').first().waitFor();
      },
    ],
  ];

  it.each(storefront)('%s (%s)', async (screen, viewport, open) => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    await open(page, context);
    await expectAccessible(page, `${screen} (${viewport})`);
    await context.close();
  });

  it.each([
    'profile',
    'address',
    'myorders',
    'orders',
    'overview',
    'category',
    'subcategory',
    'upload-product',
    'product',
  ])('dashboard %s', async (screen) => {
    const context = await newContext(suite.browser, 'desktop');
    await signInContext(context, ADMIN_EMAIL, ADMIN_PASSWORD);
    const page = await context.newPage();
    await page.goto(`/dashboard/${screen}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, `dashboard ${screen}`);
    await context.close();
  });
});

function writeResults() {
  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const js = results.initialJs;
  const lines = [
    '# Web budgets: measured',
    '',
    'Measured by `web/e2e/budgets.e2e.ts` (part of `npm test`) against the running stack in headless Debian Chromium;',
    'the budgets and their reasons are in `web/budgets.md`.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB; commit ${commit}`,
    '',
    '| budget | limit | measured |',
    '|---|---|---|',
    `| initial JavaScript of the home route (gzip -9) | ${INITIAL_JS_BUDGET_BYTES / 1024} KB | ${js ? `${(js.bytes / 1024).toFixed(1)} KB in ${js.files.length} files` : 'not measured'} |`,
    `| Largest Contentful Paint, home, 1280x800 (median of 3 cold loads) | ${LCP_BUDGET_MS} ms | ${results.lcp ? `${median(results.lcp)} ms (runs: ${results.lcp.join(', ')}; first paint ${results.fcp?.join(', ')} ms)${median(results.lcp) > LCP_BUDGET_MS ? ' **over budget**' : ''}` : 'not measured'} |`,
    `| Cumulative Layout Shift, home | ${CLS_BUDGET} | ${results.cls ? `${median(results.cls)} (runs: ${results.cls.join(', ')})` : 'not measured'} |`,
    '',
    '## axe-core',
    '',
    '| screen | violations | serious or critical | rules |',
    '|---|---|---|---|',
    ...results.axe,
    '',
  ];
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, lines.join('\n'));
}
