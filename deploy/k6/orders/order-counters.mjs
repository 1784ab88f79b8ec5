// The counts the order service keeps beside its orders (services/order/src/counters: order-counter.schema.ts
// and order-counters.ts), made from the stored orders themselves so they agree with them: the admin
// list pages through hours by them and the overview reads its days from them. Built as the service's
// consumer of order.status-changed would have left them after every change of every order:
// - 'status': the shop's orders (ever PLACED or PAID) per current status;
// - 'created:<day>' / 'hours:<day>': those orders by the UTC day and hour they were created, `all`
//   and per current status;
// - 'placed:<day>': orders placed (cash) or paid (card) that UTC day and their totals in cents, less
//   those cancelled since (a refund follows a cancel and moves nothing more).
// Added to whatever counts are there, so a history added to an existing one (--force) is counted too.

const COLLECTION = 'ordercounters';

export class OrderCounts {
  status = {};
  created = new Map();
  hours = new Map();
  placed = new Map();

  /** Counts one stored order (stored-order.mjs). */
  add(order) {
    if (!order.placedAt) return;
    const { status, createdHour } = order;
    const createdDay = createdHour.slice(0, 10);
    bump(this.status, status);
    const created = entry(this.created, createdDay, () => ({}));
    bump(created, 'all');
    bump(created, status);
    const hours = entry(this.hours, createdDay, () => ({}));
    const hour = entry(hours, `h${createdHour.slice(11, 13)}`, () => ({}));
    bump(hour, 'all');
    bump(hour, status);
    const placed = entry(this.placed, order.placedAt.toISOString().slice(0, 10), () => ({
      orders: 0,
      revenueCents: 0,
    }));
    placed.orders++;
    if (!['CANCELLED', 'REFUNDED'].includes(status)) placed.revenueCents += Math.round(order.totalAmt * 100);
  }

  /** Each counter document's `$inc`, as the service's consumer would have moved it change by change. */
  increments() {
    const under = (prefix, counts) =>
      Object.fromEntries(Object.entries(counts).map(([key, n]) => [`${prefix}.${key}`, n]));
    const day = (kind, date) => [`${kind}:${date}`, { kind, date, month: date.slice(0, 7) }];
    return [
      ['status', { kind: 'status' }, under('counts', this.status)],
      ...[...this.created].map(([date, counts]) => [...day('created', date), under('counts', counts)]),
      ...[...this.hours].map(([date, hours]) => [
        ...day('hours', date),
        Object.assign({}, ...Object.entries(hours).map(([hour, counts]) => under(`hours.${hour}`, counts))),
      ]),
      ...[...this.placed].map(([date, totals]) => [...day('placed', date), totals]),
    ];
  }

  /** Adds these counts to the service's counters (upserting them); answers what was written. */
  async store(database) {
    const increments = this.increments();
    await database.collection(COLLECTION).bulkWrite(
      increments.map(([_id, fields, inc]) => ({
        updateOne: { filter: { _id }, update: { $inc: inc, $setOnInsert: fields }, upsert: true },
      })),
      { ordered: false },
    );
    return { collection: COLLECTION, documents: increments.length, byStatus: this.status };
  }
}

function entry(map, key, made) {
  if (map instanceof Map) {
    if (!map.has(key)) map.set(key, made());
    return map.get(key);
  }
  return (map[key] ??= made());
}

function bump(counts, key) {
  counts[key] = (counts[key] ?? 0) + 1;
}
