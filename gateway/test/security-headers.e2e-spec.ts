import { addToCart, CatalogFixture, createAddress, GATEWAY_URL, signUp } from '@shop/testkit';

// Issue 20, item 9: no security headers on the shop's pages.

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | null): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

function expectProtected(answer: Response) {
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const policy = directives(answer.headers.get('content-security-policy'));
  expect(policy['frame-ancestors']).toBe("'none'");
  expect(policy['default-src']).toBeDefined();
  expect(answer.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
  // Served over plain HTTP here: HSTS would mean nothing (the unit test covers TLS).
  expect(answer.headers.get('strict-transport-security')).toBeNull();
  return policy;
}

/** Scripts written into the page itself, which the policy refuses. */
const inlineScripts = (html: string) => [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>/g)].map(([tag]) => tag);

describe('security headers (issue 20, item 9)', () => {
  it('protects the web app: a policy without inline script, its own scripts only, no public source maps', async () => {
    const page = await fetch(`${GATEWAY_URL}/`);
    expect(page.status).toBe(200);
    const policy = expectProtected(page);
    expect(policy['script-src']).toBe("'self'");
    expect(policy['form-action']).toContain('https://checkout.stripe.com');
    const html = await page.text();
    expect(inlineScripts(html)).toEqual([]);

    const entry = /<script[^>]*src="([^"]+\.js)"/.exec(html)![1];
    const script = await fetch(`${GATEWAY_URL}${entry}`);
    expectProtected(script);
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await fetch(`${GATEWAY_URL}${entry}.map`)).status).toBe(404);
  });

  it('protects the API description page, which starts Swagger UI from a file, not an inline script', async () => {
    const page = await fetch(`${GATEWAY_URL}/api/docs`);
    expectProtected(page);
    const html = await page.text();
    expect(inlineScripts(html)).toEqual([]);
    const start = await fetch(`${GATEWAY_URL}/api/docs/start.js`);
    expect(start.status).toBe(200);
    expect(await start.text()).toContain('SwaggerUIBundle');
  });

  it('protects the API answers and the test-mode checkout page, whose own policy allows only its style', async () => {
    expectProtected(await fetch(`${GATEWAY_URL}/api/category/get`));

    const catalog = await CatalogFixture.create('Headers');
    const shopper = await signUp();
    await addToCart(shopper.client, (await catalog.product({ stock: 5 }))._id);
    const checkout = await shopper.client.post('/api/order/checkout', {
      addressId: await createAddress(shopper.client),
    });
    expect(checkout.status).toBe(201);
    // The page shows itself to the session's shopper only (issue 20, item 5).
    const page = await fetch(checkout.body.data.url, { headers: { authorization: `Bearer ${shopper.client.token}` } });
    expect(page.status).toBe(200);
    const policy = expectProtected(page);
    expect(policy['default-src']).toBe("'none'");
    expect(policy['style-src']).toMatch(/^'sha256-[\w+/=]+'$/);
    expect(inlineScripts(await page.text())).toEqual([]);
  });
});
