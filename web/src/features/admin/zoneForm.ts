import type { SlotTemplate, Zone, ZoneFees, ZoneFields } from '../../api/types';

/**
 * Issue 37: a delivery zone as its form holds it (text as typed) and the fields it saves, checked the
 * way the delivery service checks them, so a mistake is shown beside its field before any call.
 */
export interface TemplateDraft {
  days: number[];
  start: string;
  end: string;
  capacity: string;
  cutoffMinutes: string;
  fee: string;
}

export const FEE_KEYS = ['minimumOrder', 'deliveryFee', 'freeDeliveryAbove', 'smallCartBelow', 'smallCartFee'] as const;
export type FeeKey = (typeof FEE_KEYS)[number];

export const FEE_LABELS: Record<FeeKey, string> = {
  minimumOrder: 'Minimum order',
  deliveryFee: 'Delivery fee',
  freeDeliveryAbove: 'Free delivery at or above',
  smallCartBelow: 'Small cart below',
  smallCartFee: 'Small cart fee',
};

export interface ZoneDraft {
  name: string;
  pincodes: string;
  active: boolean;
  express: boolean;
  etaMinutes: string;
  expressFee: string;
  templates: TemplateDraft[];
  fees: Record<FeeKey, string>;
}

export const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const newTemplate = (): TemplateDraft => ({
  days: [0, 1, 2, 3, 4, 5, 6],
  start: '07:00',
  end: '09:00',
  capacity: '20',
  cutoffMinutes: '60',
  fee: '',
});

export const emptyZone = (): ZoneDraft => ({
  name: '',
  pincodes: '',
  active: true,
  express: false,
  etaMinutes: '30',
  expressFee: '',
  templates: [newTemplate()],
  fees: { minimumOrder: '', deliveryFee: '', freeDeliveryAbove: '', smallCartBelow: '', smallCartFee: '' },
});

const amountText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount);

export function draftOf(zone: Zone): ZoneDraft {
  return {
    name: zone.name,
    pincodes: zone.pincodes.join(', '),
    active: zone.active,
    express: Boolean(zone.express),
    etaMinutes: String(zone.express?.etaMinutes ?? 30),
    expressFee: amountText(zone.express?.fee),
    templates: zone.slotTemplates.map((template) => ({
      days: [...template.days].sort(),
      start: template.start,
      end: template.end,
      capacity: String(template.capacity),
      cutoffMinutes: String(template.cutoffMinutes),
      fee: amountText(template.fee),
    })),
    fees: Object.fromEntries(FEE_KEYS.map((key) => [key, amountText(zone.fees?.[key])])) as Record<FeeKey, string>,
  };
}

/** Pincodes and ranges as typed: separated by commas, spaces or lines. */
export const pincodeEntries = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

const PINCODE = /^[1-9]\d{5}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function pincodeProblem(entry: string): string | undefined {
  const [from, to, extra] = entry.split('-');
  if (extra !== undefined || !PINCODE.test(from) || (to !== undefined && !PINCODE.test(to)))
    return `${entry} is not a pincode (6 digits, not starting with 0) or a range like 560001-560099`;
  if (to !== undefined && to < from) return `${entry}: the range ends before it starts`;
  return undefined;
}

/** A decimal amount, blank for none: undefined when it is not one. */
function amountOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

const wholeOf = (text: string, min: number) => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) >= min ? Number(trimmed) : undefined;
};

export type ZoneErrors = Partial<Record<string, string>>;

/** The fields to save, or the problems by field ('name', 'pincodes', 'fees.deliveryFee', 'templates.0.start', ...). */
export function zoneFieldsOf(draft: ZoneDraft): { fields: ZoneFields; errors?: undefined } | { errors: ZoneErrors } {
  const errors: ZoneErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Please enter the zone’s name';
  const pincodes = pincodeEntries(draft.pincodes);
  if (!pincodes.length) errors.pincodes = 'Please enter the pincodes the zone serves';
  const badPincode = pincodes.map(pincodeProblem).find(Boolean);
  if (badPincode) errors.pincodes = badPincode;

  // Left out when off: a zone saved without express has none.
  let express: ZoneFields['express'];
  if (draft.express) {
    const etaMinutes = wholeOf(draft.etaMinutes, 1);
    const fee = amountOf(draft.expressFee);
    if (etaMinutes === undefined) errors.etaMinutes = 'Minutes: a whole number from 1';
    if (fee === undefined) errors.expressFee = 'An amount like 25 or 25.50, or blank for none';
    express = { etaMinutes: etaMinutes ?? 0, fee: fee ?? null };
  }

  const slotTemplates: SlotTemplate[] = draft.templates.map((template, index) => {
    const at = `templates.${index}`;
    if (!template.days.length) errors[`${at}.days`] = 'Choose at least one day';
    if (!TIME.test(template.start)) errors[`${at}.start`] = 'A time like 07:00';
    if (!TIME.test(template.end)) errors[`${at}.end`] = 'A time like 09:00';
    else if (template.end === template.start) errors[`${at}.end`] = 'The slot must end after it starts';
    const capacity = wholeOf(template.capacity, 1);
    const cutoffMinutes = wholeOf(template.cutoffMinutes, 0);
    const fee = amountOf(template.fee);
    if (capacity === undefined) errors[`${at}.capacity`] = 'Orders: a whole number from 1';
    if (cutoffMinutes === undefined) errors[`${at}.cutoffMinutes`] = 'Minutes: a whole number from 0';
    if (fee === undefined) errors[`${at}.fee`] = 'An amount, or blank for none';
    return {
      days: [...template.days].sort(),
      start: template.start,
      end: template.end,
      capacity: capacity ?? 0,
      cutoffMinutes: cutoffMinutes ?? 0,
      fee: fee ?? null,
    };
  });
  if (!draft.express && !slotTemplates.length)
    errors.delivery = 'A zone delivers express, in slots, or both: turn on express or add a slot';

  const fees = {} as ZoneFees;
  for (const key of FEE_KEYS) {
    const amount = amountOf(draft.fees[key]);
    if (amount === undefined) errors[`fees.${key}`] = 'An amount like 40 or 40.50, or blank for none';
    fees[key] = amount ?? null;
  }
  if ((fees.smallCartBelow === null) !== (fees.smallCartFee === null))
    errors['fees.smallCartFee'] = 'A small cart fee needs both the amount below which it applies and the fee';

  if (Object.keys(errors).length) return { errors };
  return { fields: { name, pincodes, active: draft.active, express, slotTemplates, fees } };
}

/** How the zones list speaks of a template: 'Mon–Sat 07:00–09:00 · 20 orders · closes 60 min before'. */
export function templateLine(template: SlotTemplate): string {
  const days = [...template.days].sort();
  const every = days.length === 7;
  const run =
    !every && days.length > 2 && days.every((day, index) => index === 0 || day === days[index - 1] + 1)
      ? `${DAY_NAMES[days[0]]}–${DAY_NAMES[days[days.length - 1]]}`
      : days.map((day) => DAY_NAMES[day]).join(', ');
  return `${every ? 'Every day' : run} ${template.start}–${template.end} · ${template.capacity} ${template.capacity === 1 ? 'order' : 'orders'} · closes ${template.cutoffMinutes} min before`;
}
