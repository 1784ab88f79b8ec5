import { CHANGED_BY, ChangedBy, FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';
import { mayChange, nextStatuses, STATUS_LABELS, TRANSITIONS } from './order-lifecycle';

/** Every change the issue allows, and who may make it; any pair or caller not listed is refused. */
const ALLOWED: [FulfilmentStatus, FulfilmentStatus, ChangedBy[]][] = [
  ['PLACED', 'PACKED', ['ADMIN']],
  ['PAID', 'PACKED', ['ADMIN']],
  ['PACKED', 'OUT_FOR_DELIVERY', ['ADMIN']],
  ['OUT_FOR_DELIVERY', 'DELIVERED', ['ADMIN']],
  ['PLACED', 'CANCELLED', ['ADMIN', 'SHOPPER']],
  ['PAID', 'CANCELLED', ['ADMIN', 'SHOPPER']],
  ['PACKED', 'CANCELLED', ['ADMIN']],
  ['CANCELLED', 'REFUNDED', ['SYSTEM']],
];

const allowedFor = (from: FulfilmentStatus, to: FulfilmentStatus) =>
  ALLOWED.find(([f, t]) => f === from && t === to)?.[2] ?? [];

const everyChange = FULFILMENT_STATUSES.flatMap((from) =>
  FULFILMENT_STATUSES.flatMap((to) => CHANGED_BY.map((by) => [from, to, by] as const)),
);

describe('the order transition table', () => {
  it.each(everyChange)('%s → %s by %s is allowed exactly as the issue says', (from, to, by) => {
    expect(mayChange(from, to, by)).toBe(allowedFor(from, to).includes(by));
  });

  it('declares no change beyond those (the table and the list agree entry for entry)', () => {
    const declared = Object.entries(TRANSITIONS).flatMap(([from, targets]) =>
      Object.entries(targets).map(([to, by]) => [from, to, [...by!]]),
    );
    expect(declared).toEqual(expect.arrayContaining(ALLOWED));
    expect(declared).toHaveLength(ALLOWED.length);
  });

  it('refuses statuses outside the table (the checkout’s own) for anyone', () => {
    for (const by of CHANGED_BY) {
      expect(mayChange('PAYMENT_PENDING', 'CANCELLED', by)).toBe(false);
      expect(mayChange('RESERVING', 'PLACED', by)).toBe(false);
      expect(mayChange('PLACED', 'FAILED', by)).toBe(false);
      expect(nextStatuses('PAYMENT_PENDING', by)).toEqual([]);
    }
  });

  it('offers each caller the changes it may make now', () => {
    expect(nextStatuses('PLACED', 'SHOPPER')).toEqual(['CANCELLED']);
    expect(nextStatuses('PACKED', 'SHOPPER')).toEqual([]);
    expect(nextStatuses('PAID', 'ADMIN')).toEqual(['PACKED', 'CANCELLED']);
    expect(nextStatuses('PACKED', 'ADMIN')).toEqual(['OUT_FOR_DELIVERY', 'CANCELLED']);
    expect(nextStatuses('DELIVERED', 'ADMIN')).toEqual([]);
    expect(nextStatuses('CANCELLED', 'ADMIN')).toEqual([]);
    expect(nextStatuses('CANCELLED', 'SYSTEM')).toEqual(['REFUNDED']);
  });

  it('names every status for the refusal message', () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...FULFILMENT_STATUSES].sort());
  });
});
