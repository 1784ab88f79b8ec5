import { createHash } from 'node:crypto';
import { PaymentStatus } from '../payments/payment-status';
import type { StoredPayment } from '../payments/payments.service';
import { testCheckoutPath } from './test-checkout.paths';

/** The local stand-in for Stripe's hosted checkout page: an order summary with Pay and Cancel. */
const SETTLED: Record<PaymentStatus, string> = {
  [PaymentStatus.open]: 'open',
  [PaymentStatus.paid]: 'already paid',
  [PaymentStatus.failed]: 'closed: its order was cancelled',
  [PaymentStatus.refunding]: 'closed: its order was cancelled and the payment is being refunded',
  [PaymentStatus.refunded]: 'closed: its order was cancelled and the payment was refunded',
};

const STYLE = `
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
  .banner { background: #fff3cd; border: 2px solid #e0a800; padding: .75rem 1rem; font-weight: 700; text-align: center; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { padding: .4rem; border-bottom: 1px solid #ddd; text-align: left; }
  .n { text-align: right; }
  .actions { display: flex; gap: 1rem; }
  button { font-size: 1rem; padding: .6rem 1.4rem; border: 0; border-radius: .3rem; cursor: pointer; }
  .pay { background: #15803d; color: #fff; }
  .cancel { background: #e5e7eb; }
  .refused { background: #fee2e2; border: 2px solid #b91c1c; padding: .75rem 1rem; font-weight: 700; }
`;

/**
 * The page's own Content-Security-Policy (the gateway's allows no inline style): nothing loads but its
 * inline style, named by its hash; its forms post to itself, and their answer sends the shopper back to
 * the shop (`shopOrigins`); no other page may frame it.
 */
export function testCheckoutPolicy(shopOrigins: string[]): string {
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action 'self' ${shopOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The page, with `refusal` (why a Pay was refused) above the summary when there is one. */
export function renderTestCheckoutPage(payment: StoredPayment, refusal?: string): string {
  const money = moneyFormat(payment.currency);
  const rows = payment.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td class="n">${line.quantity}</td>` +
        `<td class="n">${money(line.unitAmount)}</td><td class="n">${money(line.unitAmount * line.quantity)}</td></tr>`,
    )
    .join('');
  const path = testCheckoutPath(payment.sessionId);
  const actions =
    payment.status === PaymentStatus.open
      ? `<form method="post" action="${path}/pay"><button type="submit" class="pay">Pay ${money(payment.amountTotal)}</button></form>
         <form method="post" action="${path}/cancel"><button type="submit" class="cancel">Cancel</button></form>`
      : `<p class="settled">This checkout session is ${SETTLED[payment.status]}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test checkout — no real payment</title>
<style>${STYLE}</style>
</head>
<body>
  <p class="banner" role="alert">TEST MODE — no real payment. No card is charged; this page stands in for the card provider.</p>
  ${refusal ? `<p class="refused" role="alert">${escapeHtml(refusal)}</p>` : ''}
  <h1>Order summary</h1>
  <p>Order <code>${escapeHtml(payment.orderId)}</code> · session <code>${escapeHtml(payment.sessionId)}</code></p>
  <table>
    <thead><tr><th>Product</th><th class="n">Qty</th><th class="n">Price</th><th class="n">Total</th></tr></thead>
    <tbody>${rows}</tbody>
    <tfoot><tr><th colspan="3">Grand total</th><th class="n">${money(payment.amountTotal)}</th></tr></tfoot>
  </table>
  <div class="actions">${actions}</div>
</body>
</html>`;
}

/** Minor units to text, with the Indian digit grouping the shop's client uses. */
function moneyFormat(currency: string): (minorUnits: number) => string {
  const format = new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase() });
  return (minorUnits) => escapeHtml(format.format(minorUnits / 100));
}

export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
