/**
 * Issue 37's shapes as the delivery and order services answer them (services/common/src/contracts/
 * delivery.contracts.ts; amounts here are the HTTP answers' decimals). Kept by hand until the delivery
 * service's routes are in the generated description.
 */
export type SlotStatus = 'OPEN' | 'FULL' | 'CLOSED';

export interface DeliverySlot {
  _id: string;
  /** The shop day it starts on: YYYY-MM-DD. */
  date: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  status: SlotStatus;
  remaining: number;
  capacity?: number;
  fee: number;
}

export interface PincodeCheck {
  pincode: string;
  serviceable: boolean;
  zone: { name: string } | null;
  express: { etaMinutes: number } | null;
  nextSlot: DeliverySlot | null;
  message: string;
}

export type FeeCode = 'DELIVERY_FEE' | 'SMALL_CART_FEE' | 'EXPRESS_FEE' | 'SLOT_FEE';
export type DeliveryProblemCode =
  | 'PINCODE_NOT_SERVICEABLE'
  | 'SLOT_REQUIRED'
  | 'SLOT_NOT_FOUND'
  | 'SLOT_FULL'
  | 'SLOT_CLOSED'
  | 'EXPRESS_UNAVAILABLE'
  | 'BELOW_MINIMUM_ORDER';

export interface QuoteRequest {
  addressId: string;
  slotId?: string;
  express?: boolean;
}

export interface Quote {
  items: {
    productId: string;
    name: string;
    image?: string[] | string;
    quantity: number;
    unitPrice: number;
    lineTotal: number;
  }[];
  subTotalAmt: number;
  itemsTotal: number;
  fees: { code: FeeCode; label: string; amount: number }[];
  deliveryFee: number;
  totalAmt: number;
  serviceable: boolean;
  zone: { name: string } | null;
  slot: DeliverySlot | null;
  express: { etaMinutes: number; fee: number } | null;
  addForFreeDelivery: number | null;
  minimumOrder: number | null;
  problems: { code: DeliveryProblemCode; message: string; missing?: number }[];
}

export interface SlotTemplate {
  /** 0 = Sunday. */
  days: number[];
  start: string;
  end: string;
  capacity: number;
  cutoffMinutes: number;
  fee: number | null;
}

export interface ZoneFees {
  minimumOrder: number | null;
  deliveryFee: number | null;
  freeDeliveryAbove: number | null;
  smallCartBelow: number | null;
  smallCartFee: number | null;
}

export interface ZoneFields {
  name: string;
  pincodes: string[];
  active: boolean;
  express: { etaMinutes: number; fee: number | null } | null;
  slotTemplates: SlotTemplate[];
  fees: ZoneFees;
}

export interface Zone extends ZoneFields {
  _id: string;
  updatedAt: string;
  createdAt?: string;
}

/** What an order keeps of its delivery; undefined on orders placed before issue 37. */
export interface OrderDelivery {
  zone: string;
  slot: { _id: string; date: string; start: string; end: string; startsAt: string; endsAt: string } | null;
  express: { etaMinutes: number } | null;
  fee: number;
}
