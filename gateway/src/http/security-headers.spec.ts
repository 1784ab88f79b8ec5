import { contentSecurityPolicy, securityHeaders } from './security-headers';

const env = {
  WEB_ORIGIN: 'https://shop.example',
  PUBLIC_BASE_URL: 'https://shop.example/',
  PAYMENT_PROVIDER_ORIGINS: 'https://checkout.stripe.com',
};

describe('security headers', () => {
  it('allow no inline script, no framing, and forms only to the shop and the payment provider', () => {
    const directives = contentSecurityPolicy(env).split('; ');
    expect(directives).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "form-action 'self' https://shop.example https://checkout.stripe.com",
      ]),
    );
    expect(contentSecurityPolicy(env)).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('send HSTS only when the shop is served over TLS', () => {
    expect(securityHeaders(env)).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    const plain = securityHeaders({
      ...env,
      PUBLIC_BASE_URL: 'http://127.0.0.1:8080',
      WEB_ORIGIN: 'http://127.0.0.1:8080',
    });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
  });
});
