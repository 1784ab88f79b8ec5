import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { PaymentStatus } from '../payments/payment-status';
import type { StoredPayment } from '../payments/payments.service';
import { renderTestCheckoutPage, testCheckoutPolicy } from './test-checkout.page';

const payment = (over: Partial<StoredPayment> = {}): StoredPayment => ({
  _id: new Types.ObjectId(),
  sessionId: 'cs_test_abc',
  orderId: '64b000000000000000000001',
  userId: 'u1',
  currency: 'usd',
  amountTotal: 123456,
  lines: [{ name: 'Tea <b>strong</b>', unitAmount: 61728, quantity: 2 }],
  url: 'http://shop/api/payment/test-checkout/cs_test_abc',
  status: PaymentStatus.open,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});

describe('renderTestCheckoutPage', () => {
  it('says plainly that it is test mode and shows the order summary', () => {
    const html = renderTestCheckoutPage(payment());
    expect(html).toContain('TEST MODE — no real payment');
    expect(html).toContain('Grand total');
    expect(html).toContain('$1,234.56');
  });

  it('offers Pay and Cancel for an open session, posting to its own paths', () => {
    const html = renderTestCheckoutPage(payment());
    expect(html).toContain('action="/api/payment/test-checkout/cs_test_abc/pay"');
    expect(html).toContain('action="/api/payment/test-checkout/cs_test_abc/cancel"');
  });

  it('escapes product names', () => {
    const html = renderTestCheckoutPage(payment());
    expect(html).not.toContain('<b>strong</b>');
    expect(html).toContain('Tea &#60;b&#62;strong&#60;/b&#62;');
  });

  it('offers no buttons once the session is settled', () => {
    const html = renderTestCheckoutPage(payment({ status: PaymentStatus.paid }));
    expect(html).not.toContain('/pay"');
    expect(html).toContain('already paid');
  });
});

describe('testCheckoutPolicy', () => {
  it("allows the page's own inline style by its hash, and its forms to itself and the shop, nothing else", () => {
    const html = renderTestCheckoutPage(payment());
    const style = /<style>([\s\S]*)<\/style>/.exec(html)![1];
    const policy = testCheckoutPolicy(['https://shop.example']);
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self' https://shop.example");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(html).not.toMatch(/<script|style="/);
  });
});
