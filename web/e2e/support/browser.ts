import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchContentSecurityPolicy } from './csp';

export const BASE_URL = process.env.SHOP_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}`;
const SCREENSHOTS = join(import.meta.dirname, '../../../.data/artifacts/screenshots');

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  /** The narrowest phone the shop lays out for, and a tablet: for layout checks across widths. */
  narrow: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  tablet: { viewport: { width: 768, height: 1024 } },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Debian's Chromium (the test command installs it); never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh browser profile at a viewport. Suites' fixture images on example hosts are never fetched.
 * The shop's Content-Security-Policy is enforced, and each violation fails the test (support/csp.ts).
 */
export async function newContext(browser: Browser, viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], baseURL: BASE_URL });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await watchContentSecurityPolicy(context);
  return context;
}

/** Writes a screenshot artifact (git-ignored) named by screen and viewport. */
export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${viewport}.png`), fullPage: false });
}
