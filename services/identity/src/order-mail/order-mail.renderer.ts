import Handlebars from 'handlebars';
import { kgOfGrams } from '@shop/common';
import type { ChangedBy, CustomerContact, OrderStatusChangedPayload } from '@shop/common';
import { htmlLayout, MailStep, stepTemplates, textLayout } from './order-mail.templates';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface OrderMailBrand {
  shopName: string;
  /** The web app's origin; the mail links to the order's page there. */
  webOrigin: string;
}

type Template = Handlebars.TemplateDelegate;

interface CompiledStep {
  subject: Template;
  heading: Template;
  html: Template;
  text: Template;
}

const PAYMENT_METHODS = { CASH_ON_DELIVERY: 'Cash on delivery', CARD: 'Card (paid online)' } as const;
const CANCELLED_BY: Record<ChangedBy, string> = {
  ADMIN: 'by the shop',
  PACKER: 'by the shop',
  RIDER: 'by the shop',
  SHOPPER: 'as you asked',
  SYSTEM: '',
};

/**
 * Renders an order e-mail (subject, HTML and plain text) from an order.status-changed event. The
 * templates compile once; each template set has its own Handlebars environment, so the layouts' `body`
 * partial never leaks between HTML and text.
 */
export class OrderMailRenderer {
  private readonly steps: Record<MailStep, CompiledStep>;
  private readonly htmlLayout: Template;
  private readonly textLayout: Template;

  constructor(private readonly brand: OrderMailBrand) {
    const html = Handlebars.create();
    // Subjects and text parts are not HTML: escaping would show `&amp;` for '&'.
    const text = Handlebars.create();
    const plain = { noEscape: true, strict: true };
    const escaped = { strict: true };
    this.htmlLayout = html.compile(htmlLayout, escaped);
    this.textLayout = text.compile(textLayout, plain);
    this.steps = Object.fromEntries(
      Object.entries(stepTemplates).map(([step, templates]) => [
        step,
        {
          subject: text.compile(templates.subject, plain),
          heading: text.compile(templates.heading, plain),
          html: html.compile(templates.html, { ...escaped, strict: false }),
          text: text.compile(templates.text, { ...plain, strict: false }),
        },
      ]),
    ) as Record<MailStep, CompiledStep>;
  }

  render(step: MailStep, event: OrderStatusChangedPayload, customer: CustomerContact): RenderedMail {
    const view = this.viewOf(event, customer);
    const templates = this.steps[step];
    const subject = templates.subject(view);
    const page = { ...view, subject, heading: templates.heading(view) };
    return {
      subject: `${this.brand.shopName}: ${subject}`,
      html: this.htmlLayout(page, { partials: { body: templates.html } }),
      text: this.textLayout(page, { partials: { body: templates.text } }).replace(/\n{3,}/g, '\n\n'),
    };
  }

  /** Everything the templates show, formatted: the templates only place it. */
  private viewOf(event: OrderStatusChangedPayload, customer: CustomerContact) {
    const money = moneyFormat(event.currency);
    const address = event.deliveryAddress;
    return {
      shopName: this.brand.shopName,
      customerName: customer.name,
      orderNo: event.orderNo,
      orderUrl: `${this.brand.webOrigin.replace(/\/+$/, '')}/dashboard/myorders/${encodeURIComponent(event.orderId)}`,
      lines: event.lines.map((line) => ({
        name: line.name,
        ...(line.sellBy === 'weight'
          ? { quantity: `${kgOfGrams(line.quantity)} kg`, unitPrice: `${money(line.unitPrice)}/kg` }
          : { quantity: String(line.quantity), unitPrice: money(line.unitPrice) }),
        lineTotal: money(line.lineTotal),
      })),
      subTotal: money(event.subTotalAmt),
      total: money(event.totalAmt),
      // The cart shows what the discounts save; the confirmation says the same, so Subtotal − savings + delivery = Total.
      savings: savingsOf(event) > 0 ? money(savingsOf(event)) : undefined,
      deliveryFee: event.delivery?.fee ? money(event.delivery.fee) : undefined,
      deliveryWhen: deliveryWhenOf(event),
      addressLines: [
        address.address_line,
        [address.city, address.state, address.pincode].filter(Boolean).join(', '),
        address.country,
        address.mobile && `Mobile: ${address.mobile}`,
      ].filter((line): line is string => Boolean(line)),
      paymentMethod: PAYMENT_METHODS[event.paymentMethod],
      paidByCard: event.paymentMethod === 'CARD',
      collectOnDelivery: event.paymentMethod === 'CASH_ON_DELIVERY',
      reason: event.reason?.trim() || undefined,
      cancelledBy: CANCELLED_BY[event.by],
      ...packedView(event, money),
    };
  }
}

/** A pack's changes in words, the total confirmed, and what a card gets back (PACKED_WITH_CHANGES). */
function packedView(event: OrderStatusChangedPayload, money: (amount: number) => string) {
  if (!event.packed) return {};
  const refundCents = Math.round(event.packed.confirmedTotalAmt * 100) - Math.round(event.totalAmt * 100);
  return {
    changes: event.packed.adjustments.map((change) => {
      const took = change.amount < 0 ? ` (${money(change.amount)})` : '';
      if (change.substitute)
        return `${change.name}: replaced by ${change.substitute.name} × ${change.substitute.quantity}${took}`;
      if (change.type === 'WEIGHED') {
        return `${change.name}: ${kgOfGrams(change.packed)} kg weighed (${kgOfGrams(change.ordered)} kg ordered)${took}`;
      }
      if (change.sellBy === 'weight')
        return `${change.name}: not packed (${kgOfGrams(change.ordered)} kg ordered)${took}`;
      return `${change.name}: ${change.packed} of ${change.ordered} packed${took}`;
    }),
    confirmedTotal: money(event.packed.confirmedTotalAmt),
    refund: event.paymentMethod === 'CARD' && refundCents > 0 ? money(refundCents / 100) : undefined,
  };
}

/** What the discounts took off the undiscounted subtotal, rounded to the cent (amounts are in major units). */
function savingsOf(event: OrderStatusChangedPayload): number {
  return Math.round((event.subTotalAmt - (event.totalAmt - (event.delivery?.fee ?? 0))) * 100) / 100;
}

/**
 * When the order comes: its slot as the shop's clock reads it ('Thu, 3 Dec, 07:00–09:00': the slot's
 * own day and times, written in the shop's time zone) or the express ETA.
 */
function deliveryWhenOf(event: OrderStatusChangedPayload): string | undefined {
  const delivery = event.delivery;
  if (delivery?.slot) {
    const day = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${delivery.slot.date}T00:00:00Z`));
    return `${day}, ${delivery.slot.start}–${delivery.slot.end}`;
  }
  if (delivery?.express) return `Express, in about ${delivery.express.etaMinutes} minutes`;
  return undefined;
}

/** Amounts in the order's currency, as the web app shows them (en-IN grouping). */
function moneyFormat(currency: string): (amount: number) => string {
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat('en-IN', { style: 'currency', currency: code });
    return (amount) => format.format(amount);
  } catch {
    // An ISO code Intl does not know still shows the amount rather than losing the mail.
    return (amount) => `${amount.toFixed(2)} ${code}`;
  }
}
