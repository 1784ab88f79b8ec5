import { describe, expect, it } from 'vitest';
import { newContext } from './support/browser';
import { takeCspViolations } from './support/csp';
import { shopSuite } from './support/suite';

// Issue 20, item 9: the shop's pages run under a Content-Security-Policy the browser enforces.

const suite = shopSuite({ products: 0 });

describe('Content-Security-Policy in the browser', () => {
  it('is enforced on the shop: an inline script is refused, and the test support reports it', async () => {
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    const answer = await page.goto('/');
    expect(answer!.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.getByRole('banner').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(script);
    });
    // Reported twice, and both reports are taken here (the page's event, and the console's error).
    const refused: string[] = [];
    const reported = () => (refused.push(...takeCspViolations()), refused.join('\n'));
    await expect.poll(reported, { timeout: 5_000 }).toMatch(/script-src(-elem)? refused inline/);
    await expect.poll(reported, { timeout: 5_000 }).toMatch(/violates the following Content Security Policy/);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    await context.close();
  });

  it('lets the API description page run Swagger UI with no violation', async () => {
    const context = await newContext(suite.browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 30_000 });
    await context.close();
  });
});
