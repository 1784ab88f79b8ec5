import { Injectable } from '@nestjs/common';
import { DeliveryProblem, DeliveryQuote, DeliveryQuoteRequest, DeliverySlot } from '@shop/common';
import { formatMinor } from '../money';
import { slotKeyOf } from '../slots/slot-id';
import { SlotsService } from '../slots/slots.service';
import { ZonesService } from '../zones/zones.service';
import { deliveryFees, missingForMinimum } from './delivery-fees';

const NOT_SERVED = (pincode: string) => `We don't deliver to ${pincode} yet`;

/**
 * What delivering an order costs and whether it can be done as asked. Problems are listed in the order
 * a shopper fixes them (where, how much, when), and the checkout refuses with the first.
 */
@Injectable()
export class QuoteService {
  constructor(
    private readonly zones: ZonesService,
    private readonly slots: SlotsService,
  ) {}

  async quote({ pincode, itemsTotal, slotId, express, booking }: DeliveryQuoteRequest): Promise<DeliveryQuote> {
    const { zone, configured } = await this.zones.zoneFor(pincode);
    const none = { fees: [], deliveryFee: 0, addForFreeDelivery: null, minimumOrder: null, slot: null, express: null };
    // No zone at all: the spec's shop, which delivers everywhere, free, at no stated time.
    if (!configured)
      return {
        pincode,
        serviceable: true,
        zone: null,
        ...none,
        problems: slotId
          ? [{ code: 'SLOT_NOT_FOUND', message: 'That delivery slot is not offered; please choose another' }]
          : [],
      };
    if (!zone)
      return {
        pincode,
        serviceable: false,
        zone: null,
        ...none,
        problems: [{ code: 'PINCODE_NOT_SERVICEABLE', message: NOT_SERVED(pincode) }],
      };

    const problems: DeliveryProblem[] = [];
    const missing = missingForMinimum(zone.fees, itemsTotal);
    if (missing > 0)
      problems.push({
        code: 'BELOW_MINIMUM_ORDER',
        message: `Add ${formatMinor(missing)} more to reach the minimum order of ${formatMinor(zone.fees.minimumOrder!)}`,
        missing,
      });

    let slot: DeliverySlot | null = null;
    let goesExpress = false;
    if (slotId) {
      slot =
        slotKeyOf(slotId).zoneId === zone._id.toHexString()
          ? ((await this.slots.current(slotId, new Date(), !booking)) ?? null)
          : null;
      if (!slot)
        problems.push({ code: 'SLOT_NOT_FOUND', message: 'That delivery slot is not offered; please choose another' });
      else if (slot.status === 'FULL')
        problems.push({ code: 'SLOT_FULL', message: 'That delivery slot is full; please choose another' });
      else if (slot.status === 'CLOSED')
        problems.push({
          code: 'SLOT_CLOSED',
          message: 'That delivery slot has closed for orders; please choose another',
        });
    } else if (express && !zone.express) {
      problems.push({
        code: 'EXPRESS_UNAVAILABLE',
        message: 'Express delivery is not available at this address; please choose a slot',
      });
    } else if (zone.express) {
      // No slot asked for: express where the zone has it (the spec's clients send no slot).
      goesExpress = true;
    } else {
      problems.push({ code: 'SLOT_REQUIRED', message: 'Please choose a delivery slot' });
    }

    const { lines, addForFreeDelivery } = deliveryFees(zone.fees, itemsTotal, {
      expressFee: goesExpress ? zone.express!.fee : undefined,
      slotFee: slot?.fee,
    });
    return {
      pincode,
      serviceable: true,
      zone: { _id: zone._id.toHexString(), name: zone.name },
      slot,
      express: goesExpress ? { etaMinutes: zone.express!.etaMinutes, fee: zone.express!.fee } : null,
      fees: lines,
      deliveryFee: lines.reduce((sum, line) => sum + line.amount, 0),
      addForFreeDelivery,
      minimumOrder: zone.fees.minimumOrder,
      problems,
    };
  }
}
