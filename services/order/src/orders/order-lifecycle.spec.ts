import { CHANGED_BY, ChangedBy } from '@shop/common';
import { cameFromOf, mayChange, needsReason, nextStatuses, STATUS_LABELS, TRANSITIONS } from './order-lifecycle';
import { OrderStatus } from './order-status';

const EVERY_STATUS = Object.values(OrderStatus);

/** Every change the issue allows, and who may make it; any pair or caller not listed is refused. */
const ALLOWED: [OrderStatus, OrderStatus, ChangedBy[]][] = [
  // The checkout's own changes (issue 35): the shopper's checkout settles a reserved order; the
  // system fails it, confirms or gives up its payment; an admin may release an unpaid hold.
  ['RESERVING', 'PLACED', ['SHOPPER']],
  ['RESERVING', 'PAYMENT_PENDING', ['SHOPPER']],
  ['RESERVING', 'FAILED', ['SYSTEM']],
  ['PAYMENT_PENDING', 'PAID', ['SYSTEM']],
  ['PAYMENT_PENDING', 'CANCELLED', ['SYSTEM', 'ADMIN']],
  ['PLACED', 'PACKED', ['ADMIN', 'PACKER']],
  ['PAID', 'PACKED', ['ADMIN', 'PACKER']],
  ['PACKED', 'OUT_FOR_DELIVERY', ['ADMIN']],
  ['OUT_FOR_DELIVERY', 'DELIVERED', ['ADMIN', 'RIDER']],
  ['PLACED', 'CANCELLED', ['ADMIN', 'SHOPPER']],
  ['PAID', 'CANCELLED', ['ADMIN', 'SHOPPER']],
  ['PACKED', 'CANCELLED', ['ADMIN']],
  ['CANCELLED', 'REFUNDED', ['SYSTEM']],
  // Issue 33 item 3: a failed delivery, a new attempt or a cancellation after it, and undoing a packing.
  ['OUT_FOR_DELIVERY', 'DELIVERY_FAILED', ['ADMIN', 'RIDER']],
  ['DELIVERY_FAILED', 'OUT_FOR_DELIVERY', ['ADMIN']],
  ['DELIVERY_FAILED', 'CANCELLED', ['ADMIN']],
  ['PACKED', 'PLACED', ['ADMIN']],
  ['PACKED', 'PAID', ['ADMIN']],
];

/** The status an undo goes back to: where the order came from (PACKED → PLACED for cash, → PAID for card). */
const cameFrom = (from: OrderStatus, to: OrderStatus) => (from === 'PACKED' ? to : undefined);

const allowedFor = (from: OrderStatus, to: OrderStatus) => ALLOWED.find(([f, t]) => f === from && t === to)?.[2] ?? [];

const everyChange = EVERY_STATUS.flatMap((from) =>
  EVERY_STATUS.flatMap((to) => CHANGED_BY.map((by) => [from, to, by] as const)),
);

describe('the order transition table', () => {
  it.each(everyChange)('%s → %s by %s is allowed exactly as the issue says', (from, to, by) => {
    expect(mayChange(from, to, by, cameFrom(from, to))).toBe(allowedFor(from, to).includes(by));
  });

  it('declares no change beyond those (the table and the list agree entry for entry)', () => {
    const declared = Object.entries(TRANSITIONS).flatMap(([from, targets]) =>
      Object.entries(targets).map(([to, by]) => [from, to, [...by!]]),
    );
    expect(declared).toEqual(expect.arrayContaining(ALLOWED));
    expect(declared).toHaveLength(ALLOWED.length);
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...EVERY_STATUS].sort());
  });

  it('refuses statuses the table does not know, and offers no caller the checkout’s own changes', () => {
    for (const by of CHANGED_BY) {
      expect(mayChange('PLACED', 'SHIPPED', by)).toBe(false);
      expect(mayChange('LOST', 'PLACED', by)).toBe(false);
      expect(nextStatuses({ status: 'RESERVING' }, by)).toEqual([]);
      expect(nextStatuses({ status: 'PAYMENT_PENDING' }, by)).toEqual([]);
    }
  });

  it('offers each caller the changes it may make now', () => {
    expect(nextStatuses({ status: 'PLACED' }, 'SHOPPER')).toEqual(['CANCELLED']);
    expect(nextStatuses({ status: 'PACKED' }, 'SHOPPER')).toEqual([]);
    expect(nextStatuses({ status: 'PAID' }, 'ADMIN')).toEqual(['PACKED', 'CANCELLED']);
    expect(nextStatuses({ status: 'PACKED' }, 'ADMIN', 'PLACED')).toEqual(['OUT_FOR_DELIVERY', 'CANCELLED', 'PLACED']);
    expect(nextStatuses({ status: 'PACKED' }, 'ADMIN', 'PAID')).toEqual(['OUT_FOR_DELIVERY', 'CANCELLED', 'PAID']);
    // A pack that changed the bag is never undone (issue 38).
    const adjusted = { status: 'PACKED' as const, adjustments: [{} as never] };
    expect(nextStatuses(adjusted, 'ADMIN', 'PAID')).toEqual(['OUT_FOR_DELIVERY', 'CANCELLED']);
    expect(nextStatuses({ status: 'OUT_FOR_DELIVERY' }, 'ADMIN')).toEqual(['DELIVERED', 'DELIVERY_FAILED']);
    expect(nextStatuses({ status: 'DELIVERY_FAILED' }, 'ADMIN')).toEqual(['OUT_FOR_DELIVERY', 'CANCELLED']);
    expect(nextStatuses({ status: 'DELIVERY_FAILED' }, 'SHOPPER')).toEqual([]);
    // A rider marks the outcome of a delivery, nothing else.
    expect(nextStatuses({ status: 'OUT_FOR_DELIVERY' }, 'RIDER')).toEqual(['DELIVERED', 'DELIVERY_FAILED']);
    expect(nextStatuses({ status: 'PACKED' }, 'RIDER')).toEqual([]);
    expect(nextStatuses({ status: 'DELIVERY_FAILED' }, 'RIDER')).toEqual([]);
    expect(nextStatuses({ status: 'DELIVERED' }, 'ADMIN')).toEqual([]);
    expect(nextStatuses({ status: 'CANCELLED' }, 'ADMIN')).toEqual([]);
    expect(nextStatuses({ status: 'CANCELLED' }, 'SYSTEM')).toEqual(['REFUNDED']);
  });

  it('undoes a packing only back to the status the order came from', () => {
    expect(mayChange('PACKED', 'PLACED', 'ADMIN', 'PLACED')).toBe(true);
    expect(mayChange('PACKED', 'PAID', 'ADMIN', 'PLACED')).toBe(false);
    expect(mayChange('PACKED', 'PLACED', 'ADMIN', 'PAID')).toBe(false);
    expect(mayChange('PACKED', 'PLACED', 'ADMIN')).toBe(false);
    expect(mayChange('PACKED', 'PLACED', 'SHOPPER', 'PLACED')).toBe(false);
  });

  it('reads where an order came from off its history', () => {
    expect(cameFromOf([{ status: 'PAID' }, { status: 'PACKED' }])).toBe('PAID');
    expect(cameFromOf([{ status: 'PLACED' }, { status: 'PACKED' }, { status: 'PLACED' }, { status: 'PACKED' }])).toBe(
      'PLACED',
    );
    expect(cameFromOf([{ status: 'PLACED' }])).toBeUndefined();
    expect(cameFromOf(undefined)).toBeUndefined();
  });

  it('asks a reason of a failed delivery and of an undo, of nothing else new', () => {
    expect(needsReason('OUT_FOR_DELIVERY', 'DELIVERY_FAILED')).toBe(true);
    expect(needsReason('PACKED', 'PLACED')).toBe(true);
    expect(needsReason('PACKED', 'PAID')).toBe(true);
    expect(needsReason('DELIVERY_FAILED', 'OUT_FOR_DELIVERY')).toBe(false);
    expect(needsReason('PLACED', 'PACKED')).toBe(false);
  });

  it('names every status for the refusal message', () => {
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...EVERY_STATUS].sort());
  });
});
