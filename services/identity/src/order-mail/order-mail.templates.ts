/**
 * The order e-mails as Handlebars templates: one layout (HTML and text) around one body per step.
 * Inline styles and tables because mail clients ignore style sheets and most of CSS layout; the
 * colours are the web app's (green #15803d). Values are escaped by Handlebars in the HTML templates;
 * the text templates are compiled without escaping (see order-mail.renderer.ts).
 */

export const htmlLayout = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{subject}}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2937;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="background:#15803d;padding:18px 24px;color:#ffffff;font-size:22px;font-weight:bold;border-radius:8px 8px 0 0;">{{shopName}}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
<h1 style="margin:0 0 16px;font-size:20px;color:#15803d;">{{heading}}</h1>
<p style="margin:0 0 12px;">Hello {{customerName}},</p>
{{> body}}
<p style="margin:24px 0 8px;"><a href="{{orderUrl}}" style="display:inline-block;background:#15803d;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">View order {{orderNo}}</a></p>
<p style="margin:0;font-size:12px;color:#6b7280;">If the button does not open, copy this address into your browser: {{orderUrl}}</p>
</td></tr>
<tr><td style="background:#f0fdf4;padding:14px 24px;font-size:12px;color:#166534;border-radius:0 0 8px 8px;">{{shopName}}: you receive this e-mail because you ordered from us.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

export const textLayout = `{{shopName}}

{{heading}}

Hello {{customerName}},

{{> body}}


View your order {{orderNo}}: {{orderUrl}}

{{shopName}}: you receive this e-mail because you ordered from us.
`;

/** The lines, the total, where they go and how they are paid: the confirmation's heart. */
const htmlSummary = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px;">
<tr style="background:#f0fdf4;color:#166534;font-size:13px;text-align:left;">
<th style="padding:8px;">Item</th><th style="padding:8px;text-align:right;">Qty</th><th style="padding:8px;text-align:right;">Price</th><th style="padding:8px;text-align:right;">Amount</th>
</tr>
{{#each lines}}
<tr style="border-bottom:1px solid #e5e7eb;">
<td style="padding:8px;">{{name}}</td><td style="padding:8px;text-align:right;">{{quantity}}</td><td style="padding:8px;text-align:right;">{{unitPrice}}</td><td style="padding:8px;text-align:right;">{{lineTotal}}</td>
</tr>
{{/each}}
<tr><td colspan="3" style="padding:8px;text-align:right;">Subtotal</td><td style="padding:8px;text-align:right;">{{subTotal}}</td></tr>
{{#if savings}}<tr><td colspan="3" style="padding:8px;text-align:right;">Your total savings</td><td style="padding:8px;text-align:right;color:#15803d;">-{{savings}}</td></tr>{{/if}}
{{#if deliveryFee}}<tr><td colspan="3" style="padding:8px;text-align:right;">Delivery charge</td><td style="padding:8px;text-align:right;">{{deliveryFee}}</td></tr>{{/if}}
<tr><td colspan="3" style="padding:8px;text-align:right;font-weight:bold;">Total</td><td style="padding:8px;text-align:right;font-weight:bold;color:#15803d;">{{total}}</td></tr>
</table>
<p style="margin:0 0 4px;font-weight:bold;">Delivery address</p>
<p style="margin:0 0 12px;">{{#each addressLines}}{{this}}<br>{{/each}}</p>
{{#if deliveryWhen}}<p style="margin:0 0 12px;"><b>Delivery:</b> {{deliveryWhen}}</p>{{/if}}
<p style="margin:0 0 12px;"><b>Payment:</b> {{paymentMethod}}</p>`;

const textSummary = `{{#each lines}}
- {{name}}: {{quantity}} x {{unitPrice}} = {{lineTotal}}
{{/each}}
Subtotal: {{subTotal}}
{{#if savings}}
Your total savings: -{{savings}}
{{/if}}
{{#if deliveryFee}}
Delivery charge: {{deliveryFee}}
{{/if}}
Total: {{total}}

Delivery address:
{{#each addressLines}}
{{this}}
{{/each}}
{{#if deliveryWhen}}

Delivery: {{deliveryWhen}}
{{/if}}

Payment: {{paymentMethod}}`;

export interface StepTemplates {
  subject: string;
  heading: string;
  html: string;
  text: string;
}

/** What each e-mail says, by step (see order-mail.steps.ts for which status sends which). */
export const stepTemplates = {
  CONFIRMED: {
    subject: 'Your order {{orderNo}} is confirmed',
    heading: 'Thank you for your order',
    html: `<p style="margin:0 0 12px;">We have your order {{orderNo}}{{#if paidByCard}} and your payment{{/if}}. Here is what we will bring you:</p>
${htmlSummary}`,
    text: `We have your order {{orderNo}}{{#if paidByCard}} and your payment{{/if}}. Here is what we will bring you:

${textSummary}`,
  },
  PACKED_WITH_CHANGES: {
    subject: 'Your order {{orderNo}} is packed, with changes',
    heading: 'Your order is packed',
    html: `<p style="margin:0 0 12px;">We have packed your order {{orderNo}}. Not everything was on our shelves, so it differs from what you ordered:</p>
<ul style="margin:0 0 12px;padding-left:20px;">{{#each changes}}<li>{{this}}</li>{{/each}}</ul>
<p style="margin:0 0 12px;">Your new total is <b>{{total}}</b> instead of {{confirmedTotal}}.</p>
{{#if refund}}<p style="margin:0 0 12px;">We are refunding <b>{{refund}}</b> to the card you paid with.</p>{{/if}}
{{#if collectOnDelivery}}<p style="margin:0 0 12px;">You pay <b>{{total}}</b> on delivery.</p>{{/if}}
${htmlSummary}`,
    text: `We have packed your order {{orderNo}}. Not everything was on our shelves, so it differs from what you ordered:
{{#each changes}}
- {{this}}
{{/each}}

Your new total is {{total}} instead of {{confirmedTotal}}.
{{#if refund}}
We are refunding {{refund}} to the card you paid with.
{{/if}}
{{#if collectOnDelivery}}
You pay {{total}} on delivery.
{{/if}}

${textSummary}`,
  },
  OUT_FOR_DELIVERY: {
    subject: 'Your order {{orderNo}} is on its way',
    heading: 'Your order is on its way',
    html: `<p style="margin:0 0 12px;">Your order {{orderNo}} has left us and will reach you soon at:</p>
<p style="margin:0 0 12px;">{{#each addressLines}}{{this}}<br>{{/each}}</p>
{{#if collectOnDelivery}}<p style="margin:0 0 12px;">Please keep <b>{{total}}</b> ready: it is paid on delivery.</p>{{/if}}`,
    text: `Your order {{orderNo}} has left us and will reach you soon at:
{{#each addressLines}}
{{this}}
{{/each}}
{{#if collectOnDelivery}}

Please keep {{total}} ready: it is paid on delivery.
{{/if}}`,
  },
  DELIVERY_FAILED: {
    subject: 'We could not deliver your order {{orderNo}}',
    heading: 'We could not deliver your order',
    html: `<p style="margin:0 0 12px;">We tried to deliver your order {{orderNo}} today, but could not.</p>
{{#if reason}}<p style="margin:0 0 12px;padding:12px;background:#f0fdf4;border-left:4px solid #15803d;"><b>Reason:</b> {{reason}}</p>{{/if}}
<p style="margin:0 0 12px;">We will write again when we try once more, or if the order has to be cancelled. Is the address below right? If not, please contact us.</p>
<p style="margin:0 0 12px;">{{#each addressLines}}{{this}}<br>{{/each}}</p>`,
    text: `We tried to deliver your order {{orderNo}} today, but could not.
{{#if reason}}

Reason: {{reason}}
{{/if}}

We will write again when we try once more, or if the order has to be cancelled. Is the address below right? If not, please contact us.
{{#each addressLines}}
{{this}}
{{/each}}`,
  },
  DELIVERED: {
    subject: 'Your order {{orderNo}} was delivered',
    heading: 'Your order was delivered',
    html: `<p style="margin:0 0 12px;">Your order {{orderNo}} ({{total}}) was delivered. We hope you enjoy it!</p>`,
    text: `Your order {{orderNo}} ({{total}}) was delivered. We hope you enjoy it!`,
  },
  CANCELLED: {
    subject: 'Your order {{orderNo}} was cancelled',
    heading: 'Your order was cancelled',
    html: `<p style="margin:0 0 12px;">Your order {{orderNo}} ({{total}}) was cancelled{{#if cancelledBy}} {{cancelledBy}}{{/if}}.</p>
{{#if reason}}<p style="margin:0 0 12px;padding:12px;background:#f0fdf4;border-left:4px solid #15803d;"><b>Reason:</b> {{reason}}</p>{{/if}}
{{#if paidByCard}}<p style="margin:0 0 12px;">Your payment will be refunded; we will write again once it is.</p>{{/if}}`,
    text: `Your order {{orderNo}} ({{total}}) was cancelled{{#if cancelledBy}} {{cancelledBy}}{{/if}}.
{{#if reason}}

Reason: {{reason}}
{{/if}}
{{#if paidByCard}}

Your payment will be refunded; we will write again once it is.
{{/if}}`,
  },
  REFUNDED: {
    subject: 'Your refund for order {{orderNo}}',
    heading: 'Your payment was refunded',
    html: `<p style="margin:0 0 12px;">We have refunded <b>{{total}}</b> for your cancelled order {{orderNo}} to the card you paid with. Depending on your bank, it shows on your statement within a few days.</p>`,
    text: `We have refunded {{total}} for your cancelled order {{orderNo}} to the card you paid with. Depending on your bank, it shows on your statement within a few days.`,
  },
} satisfies Record<string, StepTemplates>;

export type MailStep = keyof typeof stepTemplates;
