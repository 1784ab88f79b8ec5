import { queuesEvents } from './outbox-pending';

describe('queuesEvents', () => {
  const event = { id: 'e1', type: 't', occurredAt: '2026-11-24T00:00:00.000Z', payload: {} };

  it('answers yes for an update that pushes or sets at least one event', () => {
    expect(queuesEvents({ $push: { outbox: event } })).toBe(true);
    expect(queuesEvents({ $set: { status: 'PAID' }, $push: { statusHistory: {}, outbox: { $each: [event] } } })).toBe(
      true,
    );
    expect(queuesEvents({ $set: { outbox: [event] } })).toBe(true);
    expect(queuesEvents({ outbox: [event] })).toBe(true);
  });

  it('answers no for an update that queues nothing', () => {
    expect(queuesEvents({ $set: { name: 'lamp' } })).toBe(false);
    expect(queuesEvents({ $push: { statusHistory: {}, outbox: { $each: [] } } })).toBe(false);
    expect(queuesEvents({ $set: { outbox: [] } })).toBe(false);
    expect(queuesEvents({ $pull: { outbox: event } })).toBe(false);
  });
});
