// A year of a shop's orders, made up but shaped like a real one: more orders on later days, at
// weekends and in the evening; a few thousand customers, most with tens of orders and some with
// hundreds; every order walked through the fulfilment steps it would have reached by now (so today's
// orders are still being packed or delivered, older ones are delivered, cancelled or refunded).
// Pure and seeded: the same options give the same history. stored-order.mjs turns each one into the
// document the order service stores.
import { randomSource, weightedPicker } from './random.mjs';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Orders per hour of the day (UTC), relative: quiet nights, busy evenings. */
const HOURLY = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.4, 0.8, 1.2, 1.5, 1.6, 1.6, 1.7, 1.8, 1.7, 1.6, 1.6, 1.7, 1.9, 2.1, 2.2, 2, 1.6, 1, 0.5,
];
/** How many lines an order has (1 to 8), relative. */
const LINE_COUNTS = [3, 5, 5, 4, 3, 2, 1, 1];
const QUANTITIES = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4];
const CARD_SHARE = 0.4;
/** What becomes of an order, checked in this order: the rest are delivered. */
const FATES = { failed: 0.015, abandonedUnpaidCard: 0.05, cancelledByShopper: 0.04, cancelledByAdmin: 0.015 };
const SHOPPER_REASONS = ['Ordered by mistake', 'Found a better price', 'Need it sooner', 'Changed my mind'];
const ADMIN_REASONS = ['Out of stock at the store', 'Address not serviceable', 'Payment verification failed'];
const UNPAID_REASON = 'the payment was not completed in time';
const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Diya',
  'Ananya',
  'Ishaan',
  'Saanvi',
  'Kabir',
  'Meera',
  'Rohan',
  'Priya',
  'Arjun',
  'Nisha',
  'Kavya',
  'Rahul',
  'Sneha',
  'Vikram',
  'Pooja',
  'Amit',
  'Neha',
  'Sara',
  'Omar',
  'Lena',
  'Jonas',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Gupta',
  'Singh',
  'Das',
  'Menon',
  'Rao',
  'Kulkarni',
  'Joshi',
  'Bose',
  'Khan',
  'Fischer',
  'Costa',
  'Silva',
];
const PLACES = [
  ['Bengaluru', 'Karnataka'],
  ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Chennai', 'Tamil Nadu'],
  ['Hyderabad', 'Telangana'],
  ['Kolkata', 'West Bengal'],
  ['Delhi', 'Delhi'],
  ['Jaipur', 'Rajasthan'],
  ['Kochi', 'Kerala'],
  ['Ahmedabad', 'Gujarat'],
];
const STREETS = ['MG Road', 'Station Road', 'Park Street', 'Lake View', 'Temple Street', 'Ring Road', 'Main Bazaar'];

/** UTC calendar day of a time, as the admin summary names days. */
export const dayOf = (time) => new Date(time).toISOString().slice(0, 10);

/**
 * options: { orders, customers, seed, now (ms), products: [{_id, name, image, price, discount}],
 * shoppers: [{ userId, name, email, orders }] } — the shoppers who log in (registered through the
 * API) get exactly that many of the orders; the rest go to made-up customers.
 */
export function orderHistory(options) {
  const random = randomSource(options.seed);
  const pincodes = Array.from({ length: 1500 }, () => String(random.int(110001, 855999)));
  const customers = makeCustomers(options.customers, random, pincodes);
  const pickCustomer = weightedPicker(
    customers.map(() => Math.exp(0.9 * random.normal())),
    random,
  );
  const shopperOrders = assignShopperOrders(options, random);
  const dayCounts = ordersPerDay(options.orders, options.now);
  const pickLineCount = weightedPicker(LINE_COUNTS, random);
  const references = new Set();
  const cartGenerations = new Map();

  function newReference() {
    for (;;) {
      const reference = `ORD-${random.hex(10).toUpperCase()}`;
      if (!references.has(reference)) return (references.add(reference), reference);
    }
  }

  function makeOrder(index, createdAt) {
    const shopper = shopperOrders.get(index);
    const customer = shopper ?? customers[pickCustomer()];
    const generation = (cartGenerations.get(customer.userId) ?? 0) + 1;
    cartGenerations.set(customer.userId, generation);
    const items = makeItems(options.products, random, pickLineCount() + 1);
    const paymentMethod = random.next() < CARD_SHARE ? 'CARD' : 'CASH_ON_DELIVERY';
    const timeline = walk(random, createdAt, paymentMethod).filter((step) => step.at <= options.now);
    const last = timeline.at(-1);
    return {
      _id: objectIdAt(createdAt, random),
      orderId: newReference(),
      customer,
      deliveryAddress: random.pick(customer.addresses),
      items,
      subTotalAmt: roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0)),
      totalAmt: roundMoney(items.reduce((sum, item) => sum + item.lineTotal, 0)),
      paymentMethod,
      paymentSessionId: paymentMethod === 'CARD' ? `cs_test_${random.hex(24)}` : undefined,
      cartGeneration: generation,
      cartLineIds: items.map(() => random.hex(24)),
      status: last?.status ?? 'RESERVING',
      statusHistory: timeline.filter((step) => step.status !== 'FAILED'),
      paymentCollectedAt:
        paymentMethod === 'CASH_ON_DELIVERY' && last?.status === 'DELIVERED' ? new Date(last.at) : null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(last?.at ?? createdAt),
    };
  }

  /** The orders, oldest first, `size` at a time. */
  function* batches(size) {
    let batch = [];
    let index = 0;
    for (const { day, count } of dayCounts) {
      for (const time of timesInDay(random, day, count, options.now)) {
        batch.push(makeOrder(index++, time));
        if (batch.length === size) {
          yield batch;
          batch = [];
        }
      }
    }
    if (batch.length) yield batch;
  }

  return { customers, batches };
}

function makeCustomers(count, random, pincodes) {
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const mobile = `9${random.int(100000000, 999999999)}`;
    const addresses = Array.from({ length: random.int(1, 3) }, () => {
      const [city, state] = random.pick(PLACES);
      return {
        _id: random.hex(24),
        address_line: `${random.int(1, 400)}, ${random.pick(STREETS)}`,
        city,
        state,
        country: 'India',
        pincode: random.pick(pincodes),
        mobile,
      };
    });
    return {
      userId: random.hex(24),
      name: `${first} ${last}`,
      email: `${first}.${last}.${index}@example.test`.toLowerCase(),
      mobile,
      addresses,
    };
  });
}

/** Which order numbers (0 = oldest) belong to the shoppers who log in, spread over the year. */
function assignShopperOrders({ orders, shoppers, seed }, random) {
  const assigned = new Map();
  for (const shopper of shoppers) {
    const address = {
      _id: random.hex(24),
      address_line: `${random.int(1, 400)}, ${random.pick(STREETS)}`,
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560001',
      mobile: shopper.mobile ?? '',
    };
    const customer = { ...shopper, mobile: shopper.mobile ?? '', addresses: [address] };
    let placed = 0;
    while (placed < shopper.orders) {
      const index = Math.floor(random.next() * orders);
      if (!assigned.has(index)) {
        assigned.set(index, customer);
        placed++;
      }
    }
  }
  if (assigned.size > orders / 2) throw new Error(`seed ${seed}: the shoppers would own most of the orders`);
  return assigned;
}

/** How many orders each UTC day of the last year gets (today only for its hours so far): `total` in all. */
function ordersPerDay(total, now) {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const days = [];
  for (let back = 365; back >= 0; back--) {
    const day = today - back * DAY_MS;
    const growth = 0.6 + 0.8 * ((365 - back) / 365);
    const weekend = [0, 6].includes(new Date(day).getUTCDay()) ? 1.25 : 1;
    const hoursSoFar = back === 0 ? (now - today) / HOUR_MS : 24;
    const share = HOURLY.reduce((sum, weight, hour) => sum + weight * Math.max(0, Math.min(1, hoursSoFar - hour)), 0);
    days.push({ day, weight: growth * weekend * share });
  }
  const weightSum = days.reduce((sum, { weight }) => sum + weight, 0);
  const counts = days.map(({ day, weight }) => ({ day, exact: (total * weight) / weightSum }));
  counts.forEach((entry) => (entry.count = Math.floor(entry.exact)));
  let missing = total - counts.reduce((sum, { count }) => sum + count, 0);
  for (const entry of [...counts].sort((a, b) => (b.exact % 1) - (a.exact % 1))) if (missing-- > 0) entry.count++;
  return counts;
}

/** `count` times within the day, no later than now, in order. */
function timesInDay(random, day, count, now) {
  const pickHour = weightedPicker(HOURLY, random);
  const times = [];
  while (times.length < count) {
    const time = day + pickHour() * HOUR_MS + Math.floor(random.next() * HOUR_MS);
    if (time <= now) times.push(time);
  }
  return times.sort((a, b) => a - b);
}

function makeItems(products, random, lineCount) {
  const chosen = new Set();
  while (chosen.size < Math.min(lineCount, products.length)) chosen.add(random.pick(products));
  return [...chosen].map((product) => {
    const quantity = random.pick(QUANTITIES);
    const discount = Number(product.discount) || 0;
    const unitPrice = roundMoney(product.price - Math.ceil((product.price * discount) / 100));
    return {
      productId: product._id,
      product_details: { name: product.name, image: product.image ?? [] },
      quantity,
      price: product.price,
      discount,
      unitPrice,
      lineTotal: roundMoney(unitPrice * quantity),
    };
  });
}

/** Every step the order will take, with when and by whom; the caller keeps those already past. */
function walk(random, createdAt, paymentMethod) {
  const card = paymentMethod === 'CARD';
  const fate = random.next();
  const step = (status, at, by, reason) => ({ status, at: Math.round(at), by, ...(reason ? { reason } : {}) });
  if (fate < FATES.failed) return [step('FAILED', createdAt + 2_000, 'SYSTEM')];
  if (card && fate < FATES.failed + FATES.abandonedUnpaidCard) {
    const pending = createdAt + 1_500;
    return [
      step('PAYMENT_PENDING', pending, 'SYSTEM'),
      step('CANCELLED', pending + 30 * MINUTE_MS, 'SYSTEM', UNPAID_REASON),
    ];
  }
  const steps = card
    ? [
        step('PAYMENT_PENDING', createdAt + 1_500, 'SYSTEM'),
        step('PAID', createdAt + random.between(30_000, 300_000), 'SYSTEM'),
      ]
    : [step('PLACED', createdAt + 1_500, 'SHOPPER')];
  const placed = steps.at(-1).at;
  const refundIfPaid = (cancelledAt) =>
    card ? [step('REFUNDED', cancelledAt + random.between(MINUTE_MS, 10 * MINUTE_MS), 'SYSTEM')] : [];
  const packed = placed + random.between(2 * HOUR_MS, 10 * HOUR_MS);
  let odds = fate - FATES.failed - (card ? FATES.abandonedUnpaidCard : 0);
  if (odds < FATES.cancelledByShopper) {
    const cancelled = placed + random.between(5 * MINUTE_MS, 2 * HOUR_MS);
    return [
      ...steps,
      step('CANCELLED', cancelled, 'SHOPPER', random.pick(SHOPPER_REASONS)),
      ...refundIfPaid(cancelled),
    ];
  }
  steps.push(step('PACKED', packed, 'ADMIN'));
  odds -= FATES.cancelledByShopper;
  if (odds < FATES.cancelledByAdmin) {
    const cancelled = packed + random.between(10 * MINUTE_MS, 2 * HOUR_MS);
    return [...steps, step('CANCELLED', cancelled, 'ADMIN', random.pick(ADMIN_REASONS)), ...refundIfPaid(cancelled)];
  }
  const outForDelivery = packed + random.between(HOUR_MS / 2, 4 * HOUR_MS);
  const delivered = outForDelivery + random.between(HOUR_MS / 2, 3 * HOUR_MS);
  return [...steps, step('OUT_FOR_DELIVERY', outForDelivery, 'ADMIN'), step('DELIVERED', delivered, 'ADMIN')];
}

/** An ObjectId made at `time`, as the service's would have been (its first 4 bytes are the second). */
function objectIdAt(time, random) {
  return (
    Math.floor(time / 1000)
      .toString(16)
      .padStart(8, '0') + random.hex(16)
  );
}

function roundMoney(amount) {
  return Math.round(amount * 100) / 100;
}
