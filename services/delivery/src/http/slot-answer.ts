import type { DeliverySlot } from '@shop/common';
import { fromMinor } from '../money';

/** A slot as the HTTP answers carry it: the fee decimal, like the shop's other amounts. */
export const slotAnswer = (slot: DeliverySlot) => ({ ...slot, fee: fromMinor(slot.fee) });
