import {
  BelowMinimumOrder,
  DeliveryProblem,
  DeliveryQuote,
  DomainError,
  ExpressUnavailable,
  OrderDelivery,
  PincodeNotServiceable,
  SlotClosed,
  SlotFull,
  SlotNotFound,
  SlotRequired,
} from '@shop/common';
import { shownQuantity } from '../orders/order.view';
import { fromMinorUnits, PricedOrder, toMinorUnits } from '../pricing/pricing';

/** What the shopper asked for: a slot, express, or neither (express where the zone has it). */
export interface DeliveryChoice {
  slotId?: string;
  express?: boolean;
}

/** The refusal a checkout answers for the first problem of its delivery quote. */
export function refusalOf(problem: DeliveryProblem, pincode: string): DomainError {
  switch (problem.code) {
    case 'PINCODE_NOT_SERVICEABLE':
      return new PincodeNotServiceable(pincode);
    case 'SLOT_REQUIRED':
      return new SlotRequired();
    case 'SLOT_NOT_FOUND':
      return new SlotNotFound();
    case 'SLOT_FULL':
      return new SlotFull();
    case 'SLOT_CLOSED':
      return new SlotClosed();
    case 'EXPRESS_UNAVAILABLE':
      return new ExpressUnavailable();
    case 'BELOW_MINIMUM_ORDER':
      return new BelowMinimumOrder(problem.message, fromMinorUnits(problem.missing ?? 0));
  }
}

/**
 * What the order keeps of its delivery; none when no zone is configured (the spec's shop: every address
 * served, free, no slot).
 */
export function orderDeliveryOf(quote: DeliveryQuote): OrderDelivery | undefined {
  if (!quote.zone) return undefined;
  const slot = quote.slot;
  return {
    zone: quote.zone.name,
    slot: slot
      ? {
          _id: slot._id,
          date: slot.date,
          start: slot.start,
          end: slot.end,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
        }
      : null,
    express: quote.express ? { etaMinutes: quote.express.etaMinutes } : null,
    fee: fromMinorUnits(quote.deliveryFee),
  };
}

/** The order's total with its delivery fees, added in minor units (one rounding: the items' total's). */
export function totalWithDelivery(priced: PricedOrder, quote: DeliveryQuote): number {
  return fromMinorUnits(toMinorUnits(priced.totalAmt) + quote.deliveryFee);
}

/** POST /api/order/quote: what the shopper will pay, line by line, and what stands in the way. */
export function toQuoteView(priced: PricedOrder, quote: DeliveryQuote) {
  const slot = quote.slot;
  return {
    items: priced.items.map((item) => ({
      productId: item.productId,
      name: item.product_details.name,
      image: item.product_details.image[0] ?? null,
      quantity: shownQuantity(item),
      sellBy: item.sellBy ?? 'unit',
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
    })),
    subTotalAmt: priced.subTotalAmt,
    itemsTotal: priced.totalAmt,
    fees: quote.fees.map((fee) => ({ ...fee, amount: fromMinorUnits(fee.amount) })),
    deliveryFee: fromMinorUnits(quote.deliveryFee),
    totalAmt: totalWithDelivery(priced, quote),
    serviceable: quote.serviceable,
    zone: quote.zone ? { name: quote.zone.name } : null,
    slot: slot ? { ...slot, fee: fromMinorUnits(slot.fee) } : null,
    express: quote.express ? { etaMinutes: quote.express.etaMinutes, fee: fromMinorUnits(quote.express.fee) } : null,
    addForFreeDelivery: quote.addForFreeDelivery === null ? null : fromMinorUnits(quote.addForFreeDelivery),
    minimumOrder: quote.minimumOrder === null ? null : fromMinorUnits(quote.minimumOrder),
    problems: quote.problems.map((problem) => ({
      ...problem,
      ...(problem.missing === undefined ? {} : { missing: fromMinorUnits(problem.missing) }),
    })),
  };
}

export type QuoteView = ReturnType<typeof toQuoteView>;
