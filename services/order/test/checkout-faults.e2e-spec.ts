import {
  ApiResponse,
  CatalogFixture,
  DeliveryZones,
  TestUser,
  addToCart,
  createAddress,
  eventually,
  ordersOf,
  signUp,
  UnexpectedAnswer,
  killService,
  restartService,
} from '@shop/testkit';

/**
 * Checkouts in flight while a service dies (SIGKILL, no shutdown hooks) and comes back. Whatever step
 * each checkout had reached, afterwards every unit of stock is either in a placed order or back on the
 * shelf, every place taken in the delivery slot is a placed order's (issue 37), and nothing stays reserved. The suite's stack runs with short recovery times (test.sh):
 * reservations interrupted for 5 s are taken back, orders left reserving for 8 s are failed.
 */
const SHOPPERS = 12;
const STOCK = 12;
const SLOT_CAPACITY = 50;

let catalog: CatalogFixture;
let zones: DeliveryZones;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Faults');
  zones = await DeliveryZones.create();
});
afterAll(async () => {
  await zones.removeAll();
});

interface Sale {
  products: string[];
  shoppers: { user: TestUser; addressId: string }[];
  pincode: string;
  slotId: string;
}

/**
 * Two products of STOCK units each, SHOPPERS shoppers with one of each in their carts, all ordering for
 * one delivery slot of a zone of the sale's own.
 */
async function prepareSale(): Promise<Sale> {
  const products = [
    (await catalog.product({ stock: STOCK, price: 40 }))._id,
    (await catalog.product({ stock: STOCK, price: 70 }))._id,
  ];
  const pincode = DeliveryZones.pincode();
  await zones.zone({
    pincodes: [pincode],
    slotTemplates: [
      { days: [0, 1, 2, 3, 4, 5, 6], start: '06:00', end: '22:00', capacity: SLOT_CAPACITY, cutoffMinutes: 0, fee: 0 },
    ],
  });
  const slotId = (await zones.openSlot(pincode))._id;
  const shoppers = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const user = await signUp(`Fault Shopper ${i}`);
    const addressId = await createAddress(user.client, pincode);
    for (const productId of products) await addToCart(user.client, productId);
    shoppers.push({ user, addressId });
  }
  return { products, shoppers, pincode, slotId };
}

/** How a connection to a process that died or is starting fails (undici's codes, and the system's). */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * Whether an error is only that of a service that is down or restarting: the connection itself failed
 * (refused, reset, or closed by the other side mid-answer), or the gateway answered 503
 * SERVICE_UNREACHABLE because the service behind it did not answer. Nothing else qualifies: any other
 * status or code is an answer, and a wrong one fails the test at once instead of being asked again.
 */
function serviceDown(error: unknown): boolean {
  if (error instanceof UnexpectedAnswer) return error.status === 503 && error.code === 'SERVICE_UNREACHABLE';
  const code = error instanceof TypeError ? (error.cause as { code?: string } | undefined)?.code : undefined;
  return code !== undefined && CONNECTION_FAILURES.has(code);
}

/** Every shopper checks out at once; an answer cut off by a dying service (and only that) counts as status 0. */
const placeAll = (sale: Sale): Promise<Pick<ApiResponse, 'status' | 'body'>[]> =>
  Promise.all(
    sale.shoppers.map(({ user, addressId }) =>
      user.client.post('/api/order/cash-on-delivery', { addressId, slotId: sale.slotId }).catch((error: unknown) => {
        if (!serviceDown(error)) throw error;
        return { status: 0, body: {} as ApiResponse['body'] };
      }),
    ),
  );

/**
 * The answers a checkout cut short by a dying service gives: none (the connection was cut: status 0
 * here), the gateway's 503 SERVICE_UNREACHABLE, or the order service's 503 saying the stock reservation
 * could not finish (RESERVATION_INTERRUPTED, SERVICE_UNAVAILABLE from an unanswered call, ORDER_GIVEN_UP).
 * An ordinary refusal (a 409 for stock, a 4xx) is no interruption.
 */
const INTERRUPTION_CODES = new Set([
  'SERVICE_UNREACHABLE',
  'RESERVATION_INTERRUPTED',
  'SERVICE_UNAVAILABLE',
  'ORDER_GIVEN_UP',
]);
const interrupted = (answer: Pick<ApiResponse, 'status' | 'body'>) =>
  answer.status === 0 || (answer.status === 503 && INTERRUPTION_CODES.has(answer.body.code));

/** The order each shopper was told about: its id on a 201, none otherwise. */
const toldOrders = (answers: Pick<ApiResponse, 'status' | 'body'>[]): string[][] =>
  answers.map((answer) => (answer.status === 201 ? [answer.body.data.orderId] : []));

/** Units of each product in the shoppers' listed orders, and every listed order's status. */
async function ordered(sale: Sale): Promise<{ units: Map<string, number>; statuses: string[]; orderIds: string[][] }> {
  const units = new Map(sale.products.map((id) => [id, 0]));
  const statuses: string[] = [];
  const orderIds: string[][] = [];
  for (const { user } of sale.shoppers) {
    const orders = await ordersOf(user.client);
    orderIds.push(orders.map((order: { orderId: string }) => order.orderId));
    for (const order of orders) {
      statuses.push(order.status);
      for (const item of order.items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
    }
  }
  return { units, statuses, orderIds };
}

/**
 * Waits until every product's stock plus what the orders hold is what there was, and the slot's places
 * taken are the placed orders: nothing lost, oversold or overbooked.
 */
async function stockAccountedFor(sale: Sale): Promise<Awaited<ReturnType<typeof ordered>>> {
  let last = '';
  try {
    return await eventually(
      async () => {
        try {
          const orders = await ordered(sale);
          const stock = await Promise.all(sale.products.map((id) => catalog.stockOf(id)));
          const taken = SLOT_CAPACITY - (await zones.slot(sale.pincode, sale.slotId)).remaining;
          const placed = orders.statuses.length;
          last = `stock ${stock.join(', ')}; ordered ${sale.products.map((id) => orders.units.get(id)).join(', ')}; slot places taken ${taken}, orders ${placed}`;
          const stockBack = sale.products.every((id, i) => stock[i] + orders.units.get(id)! === STOCK);
          return stockBack && taken === placed ? orders : undefined;
        } catch (error) {
          // Asked again only while a service is still coming back (serviceDown: a failed connection, or
          // the gateway's 503 SERVICE_UNREACHABLE); any other failure is a wrong answer and fails at once.
          if (!serviceDown(error)) throw error;
          last = `${(error as Error).message}: ${String((error as Error).cause)}`;
          return undefined;
        }
      },
      'the stock to be back or in orders',
      60_000,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message} (last seen: ${last})`);
  }
}

describe('checkout when a service dies mid-way', () => {
  it('kills the catalog while reservations are in flight: every answer matches the orders, and no unit is lost', async () => {
    const sale = await prepareSale();
    const answers = placeAll(sale);
    // As the first reservation lands (its stock shows at once), the others still in flight.
    await eventually(async () => (await catalog.stockOf(sale.products[0])) < STOCK, 'a first reservation', 20_000, 10);
    killService('catalog');
    const settled = await answers;
    await restartService('catalog');

    const orders = await stockAccountedFor(sale);
    expect(orders.statuses.every((status) => status === 'PLACED')).toBe(true);
    // A shopper told 201 has that order; a shopper told no (a refusal, never a cut-off answer) has none.
    expect(settled.filter((answer) => answer.status !== 201 && answer.status < 400)).toEqual([]);
    expect(orders.orderIds).toEqual(toldOrders(settled));
    // The kill really cut checkouts short: some answers are those of an interruption, not refusals.
    expect(settled.filter(interrupted).length).toBeGreaterThan(0);
  }, 240_000);

  it('kills the order service right after a reservation: the stock is in a placed order or back, never held for good', async () => {
    const sale = await prepareSale();
    const answers = placeAll(sale);
    // Right after the first reservation: the product page shows it at once.
    await eventually(async () => (await catalog.stockOf(sale.products[0])) < STOCK, 'a first reservation', 20_000, 10);
    killService('order');
    const settled = await answers;
    await restartService('order');

    const orders = await stockAccountedFor(sale);
    expect(orders.statuses.every((status) => status === 'PLACED')).toBe(true);
    // The kill really cut checkouts short: some shoppers got an interruption's answer (not a refusal).
    expect(settled.filter(interrupted).length).toBeGreaterThan(0);
    // A shopper told 201 has exactly that order; one cut off has at most the order placed before the kill.
    const confirmed = settled.flatMap((answer, i) => (answer.status === 201 ? [i] : []));
    expect(confirmed.map((i) => orders.orderIds[i])).toEqual(confirmed.map((i) => toldOrders(settled)[i]));
    expect(orders.orderIds.every((ids) => ids.length <= 1)).toBe(true);
  }, 240_000);

  it('kills the delivery service while slots are being booked: every place taken is a placed order, and no unit is lost', async () => {
    const sale = await prepareSale();
    const answers = placeAll(sale);
    // As the first booking lands (its place shows at once), the others still in flight.
    await eventually(
      async () => (await zones.slot(sale.pincode, sale.slotId)).remaining < SLOT_CAPACITY,
      'a first booking',
      20_000,
      10,
    );
    killService('delivery');
    const settled = await answers;
    await restartService('delivery');

    const orders = await stockAccountedFor(sale);
    expect(orders.statuses.every((status) => status === 'PLACED')).toBe(true);
    expect(settled.filter((answer) => answer.status !== 201 && answer.status < 400)).toEqual([]);
    expect(orders.orderIds).toEqual(toldOrders(settled));
    expect(settled.filter(interrupted).length).toBeGreaterThan(0);
  }, 240_000);
});
