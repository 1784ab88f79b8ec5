import { describe, expect, it } from 'vitest';
import { timelineOf } from './orderSteps';

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const steps = (order: Parameters<typeof timelineOf>[0]) =>
  timelineOf(order).map((step) => `${step.status}:${step.state}`);

describe('an order’s steps (issue 19)', () => {
  it('a new cash-on-delivery order is placed, with packing, delivery and delivered to come', () => {
    const order = {
      status: 'PLACED' as const,
      paymentMethod: 'CASH_ON_DELIVERY' as const,
      statusHistory: [{ status: 'PLACED' as const, at: at(0), by: 'SHOPPER' }],
    };
    expect(steps(order)).toEqual(['PLACED:current', 'PACKED:todo', 'OUT_FOR_DELIVERY:todo', 'DELIVERED:todo']);
    expect(timelineOf(order)[0].at).toBe(at(0));
  });

  it('a card order starts paid and is done up to where it is', () => {
    expect(
      steps({
        status: 'OUT_FOR_DELIVERY',
        paymentMethod: 'CARD',
        statusHistory: [
          { status: 'PAYMENT_PENDING', at: at(0) },
          { status: 'PAID', at: at(1) },
          { status: 'PACKED', at: at(2) },
          { status: 'OUT_FOR_DELIVERY', at: at(3) },
        ],
      }),
    ).toEqual(['PAID:done', 'PACKED:done', 'OUT_FOR_DELIVERY:current', 'DELIVERED:todo']);
  });

  it('a cancelled order shows the steps it reached, then the cancellation with its reason', () => {
    const order = {
      status: 'CANCELLED' as const,
      paymentMethod: 'CASH_ON_DELIVERY' as const,
      statusHistory: [
        { status: 'PLACED' as const, at: at(0) },
        { status: 'PACKED' as const, at: at(1) },
        { status: 'CANCELLED' as const, at: at(2), by: 'ADMIN', reason: 'Out of stock' },
      ],
    };
    expect(steps(order)).toEqual(['PLACED:done', 'PACKED:done', 'CANCELLED:current']);
    expect(timelineOf(order)[2]).toMatchObject({ by: 'ADMIN', reason: 'Out of stock' });
  });

  it('a cancelled paid card order has its refund to come, then done', () => {
    const history = [
      { status: 'PAID' as const, at: at(0) },
      { status: 'CANCELLED' as const, at: at(1) },
    ];
    expect(steps({ status: 'CANCELLED', paymentMethod: 'CARD', statusHistory: history })).toEqual([
      'PAID:done',
      'CANCELLED:current',
      'REFUNDED:todo',
    ]);
    expect(
      steps({
        status: 'REFUNDED',
        paymentMethod: 'CARD',
        statusHistory: [...history, { status: 'REFUNDED' as const, at: at(2) }],
      }),
    ).toEqual(['PAID:done', 'CANCELLED:done', 'REFUNDED:current']);
  });

  it('an order still waiting for its card payment has no steps yet', () => {
    expect(
      steps({
        status: 'PAYMENT_PENDING',
        paymentMethod: 'CARD',
        statusHistory: [{ status: 'PAYMENT_PENDING', at: at(0) }],
      }),
    ).toEqual([]);
  });

  it('a failed delivery is the step after out for delivery, then stays in a cancelled order’s steps (issue 33)', () => {
    const failed = [
      { status: 'PLACED' as const, at: at(0) },
      { status: 'PACKED' as const, at: at(1) },
      { status: 'OUT_FOR_DELIVERY' as const, at: at(2) },
      { status: 'DELIVERY_FAILED' as const, at: at(3), by: 'ADMIN', reason: 'Nobody at home' },
    ];
    const order = {
      status: 'DELIVERY_FAILED' as const,
      paymentMethod: 'CASH_ON_DELIVERY' as const,
      statusHistory: failed,
    };
    expect(steps(order)).toEqual([
      'PLACED:done',
      'PACKED:done',
      'OUT_FOR_DELIVERY:done',
      'DELIVERY_FAILED:current',
      'DELIVERED:todo',
    ]);
    expect(timelineOf(order)[3].reason).toBe('Nobody at home');
    const cancelled = {
      ...order,
      status: 'CANCELLED' as const,
      statusHistory: [...failed, { status: 'CANCELLED' as const, at: at(4) }],
    };
    expect(steps(cancelled)).toEqual([
      'PLACED:done',
      'PACKED:done',
      'OUT_FOR_DELIVERY:done',
      'DELIVERY_FAILED:done',
      'CANCELLED:current',
    ]);
  });
});
