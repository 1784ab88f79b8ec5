import { ConflictException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { CheckoutSessionRequest, DeliveryAddress, IntegrationEvent, ProductSnapshot, StockLine } from '@shop/common';
import { orderEnvSchema } from '../config';
import { Types } from 'mongoose';
import type { NewOrder, StoredOrder } from '../orders/order.schema';
import { CheckoutService } from './checkout.service';

const USER = 'user-1';
const ADDRESS_ID = '64b000000000000000000001';
const PRODUCT_ID = '64b0000000000000000000a1';

/** In-memory stand-ins for the services the checkout talks to over the broker. */
function setUp(
  options: {
    cart?: StockLine[];
    reserve?: () => Promise<void>;
    payment?: () => Promise<{ id: string; url: string }>;
    /** Another order took the buyer's cart first (CartClaims, proven against the database in the e2e suite). */
    cartTaken?: boolean;
    /** The cart generation the claim shows after the order was made from generation 0. */
    generationAfter?: number;
  } = {},
) {
  const calls = {
    reserved: [] as string[],
    released: [] as string[],
    cancelled: [] as string[],
    failed: [] as { orderId: string; stockMayBeHeld: boolean }[],
    cartsCleared: [] as string[],
    othersClosed: [] as string[],
    sessions: [] as CheckoutSessionRequest[],
  };
  /** Orders as stored (RESERVING first), with the events each status change queued. */
  const stored: { order: StoredOrder; events: IntegrationEvent[] }[] = [];
  let seenCount = 0;
  const address: DeliveryAddress = {
    _id: ADDRESS_ID,
    userId: USER,
    address_line: '1 Main St',
    city: 'Pune',
    state: 'MH',
    country: 'India',
    pincode: '411001',
    mobile: '999',
  };
  const snapshot: ProductSnapshot = {
    _id: PRODUCT_ID,
    name: 'Tea',
    image: ['/media/tea.png'],
    unit: '1 box',
    price: 50,
    discount: 10,
    stock: 5,
    publish: true,
  };
  const service = new CheckoutService(
    { linesOf: async () => options.cart ?? [{ productId: PRODUCT_ID, quantity: 2 }] } as never,
    {
      activeAddressOf: async (userId: string, addressId: string) => {
        if (userId !== USER || addressId !== ADDRESS_ID) throw new NotFoundException('Address not found');
        return address;
      },
    } as never,
    {
      snapshots: async () => [snapshot],
      reserve: async (id: string) => {
        calls.reserved.push(id);
        await options.reserve?.();
      },
    } as never,
    // No delivery zone configured: the spec's shop, every address served for free (the e2e suites book slots).
    {
      quote: async ({ pincode }: { pincode: string }) => ({
        pincode,
        serviceable: true,
        zone: null,
        slot: null,
        express: null,
        fees: [],
        deliveryFee: 0,
        addForFreeDelivery: null,
        minimumOrder: null,
        problems: [],
      }),
    } as never,
    {
      createCheckoutSession: async (request: CheckoutSessionRequest) => {
        calls.sessions.push(request);
        return options.payment ? options.payment() : { id: 'cs_test_1', url: 'http://pay/cs_test_1' };
      },
    } as never,
    { contactOf: async () => ({ name: 'Ann', email: 'ann@example.test', mobile: '' }) } as never,
    {
      createReserving: async (order: Omit<NewOrder, 'status'>) => {
        const created: StoredOrder = {
          ...order,
          status: 'RESERVING',
          statusHistory: [],
          stockReleased: false,
          placedAt: null,
          paymentCollectedAt: null,
          createdBlock: '2026-01-01T00:0#00000',
          keyDays: [],
          createdAt: new Date(),
          updatedAt: new Date(),
        };
        stored.push({ order: created, events: [] });
        return created;
      },
      settleReserved: async (order: StoredOrder, status: StoredOrder['status'], events: IntegrationEvent[] = []) => {
        const entry = stored.find((candidate) => candidate.order._id.equals(order._id))!;
        if (entry.order.status !== 'RESERVING') return undefined;
        entry.order = { ...entry.order, status, statusHistory: [{ status, at: new Date() }] };
        entry.events.push(...events);
        return entry.order;
      },
      fail: async ({ _id }: StoredOrder, stockMayBeHeld: boolean) => {
        calls.failed.push({ orderId: _id.toHexString(), stockMayBeHeld });
        stored.find((candidate) => candidate.order._id.equals(_id))!.order.status = 'FAILED';
        return true;
      },
      releaseStock: async (orderId: Types.ObjectId) => void calls.released.push(orderId.toHexString()),
      attachPaymentSession: async () => undefined,
      cancel: async (orderId: string) => void calls.cancelled.push(orderId),
      clearCart: async ({ orderId }: { orderId: string }) => void calls.cartsCleared.push(orderId),
      closeOtherCheckoutsNow: async ({ orderId }: { orderId: string }) => void calls.othersClosed.push(orderId),
    } as never,
    // Placing once per request is proven against Redis in the order e2e suite; here every call places.
    {
      fromCart: () => ({}),
      fromHeader: () => ({}),
      once: (_key: unknown, place: () => Promise<unknown>) => place(),
    } as never,
    {
      seen: async () => ({ generation: seenCount++ ? (options.generationAfter ?? 0) : 0, takenLineIds: [] }),
      take: async () => !options.cartTaken,
    } as never,
    { assertWithin: async () => undefined } as never,
    orderEnvSchema.parse({}),
  );
  return { service, calls, stored };
}

describe('CheckoutService', () => {
  it('stores the order, reserves stock under its id, then places it priced from the catalog', async () => {
    const { service, calls, stored } = setUp({
      reserve: async () => expect(stored.map(({ order }) => order.status)).toEqual(['RESERVING']),
    });

    const order = await service.placeCashOnDelivery(USER, ADDRESS_ID);

    expect(order).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'CASH_ON_DELIVERY',
      subTotalAmt: 100,
      totalAmt: 90,
    });
    expect(order.statusHistory.map((change) => change.status)).toEqual(['PLACED']);
    expect(calls.reserved).toEqual([order._id]);
    expect(calls.cartsCleared).toEqual([order._id]);
    expect(calls.othersClosed).toEqual([order._id]);
    expect(stored[0].events).toEqual([
      expect.objectContaining({
        type: 'order.placed',
        payload: {
          orderId: order._id,
          userId: USER,
          paymentMethod: 'CASH_ON_DELIVERY',
          lines: [{ productId: PRODUCT_ID, quantity: 2 }],
        },
      }),
    ]);
  });

  it('refuses an empty cart before touching stock', async () => {
    const { service, calls } = setUp({ cart: [] });
    await expect(service.placeCashOnDelivery(USER, ADDRESS_ID)).rejects.toMatchObject({ status: 400 });
    expect(calls.reserved).toEqual([]);
  });

  it('refuses a malformed address id with 400 and a foreign one with the address service’s 404', async () => {
    const { service } = setUp();
    await expect(service.placeCashOnDelivery(USER, 'nope')).rejects.toMatchObject({ status: 400 });
    await expect(service.placeCashOnDelivery(USER, '64b000000000000000000009')).rejects.toBeInstanceOf(
      NotFoundException,
    );
  });

  it('fails the order when stock is short, holding nothing, and passes the catalog’s 409 on', async () => {
    const { service, calls, stored } = setUp({
      reserve: async () => Promise.reject(new ConflictException('Only 1 left of Tea')),
    });
    await expect(service.placeCashOnDelivery(USER, ADDRESS_ID)).rejects.toThrow('Only 1 left of Tea');
    expect(stored.map(({ order }) => order.status)).toEqual(['FAILED']);
    expect(calls.failed).toEqual([{ orderId: calls.reserved[0], stockMayBeHeld: false }]);
    expect(calls.released).toEqual([]);
  });

  it('fails the order and hands back any hold when the reservation timed out (the catalog may have reserved late)', async () => {
    const { service, calls, stored } = setUp({
      reserve: async () => Promise.reject(new ServiceUnavailableException('no answer')),
    });
    await expect(service.placeCashOnDelivery(USER, ADDRESS_ID)).rejects.toMatchObject({ status: 503 });
    expect(stored.map(({ order }) => order.status)).toEqual(['FAILED']);
    expect(calls.failed).toEqual([{ orderId: calls.reserved[0], stockMayBeHeld: true }]);
    expect(calls.released).toEqual(calls.reserved);
  });

  it('fails a cash order and hands its stock back when a card payment of the same cart took the cart first', async () => {
    const { service, calls, stored } = setUp({ cartTaken: true });
    await expect(service.placeCashOnDelivery(USER, ADDRESS_ID)).rejects.toMatchObject({
      status: 409,
      message: 'This cart was already ordered; see My Orders',
    });
    expect(stored.map(({ order }) => order.status)).toEqual(['FAILED']);
    expect(calls.released).toEqual(calls.reserved);
    expect(stored[0].events).toEqual([]);
    expect(calls.cartsCleared).toEqual([]);
  });

  it('refuses to place an order the sweepers gave up while its reservation was slow', async () => {
    const { service, stored, calls } = setUp({
      reserve: async () => {
        stored[0].order.status = 'FAILED';
      },
    });
    await expect(service.placeCashOnDelivery(USER, ADDRESS_ID)).rejects.toMatchObject({ status: 503 });
    expect(stored[0].events).toEqual([]);
    expect(calls.cartsCleared).toEqual([]);
  });

  it('opens a card session in cents for a PAYMENT_PENDING order, with no cart-clearing event yet', async () => {
    const { service, calls, stored } = setUp();

    const { order, session } = await service.startCardCheckout(USER, ADDRESS_ID);

    expect(order).toMatchObject({ status: 'PAYMENT_PENDING', paymentMethod: 'CARD', paymentSessionId: 'cs_test_1' });
    expect(session.id).toBe('cs_test_1');
    expect(stored[0].events).toEqual([]);
    expect(calls.cartsCleared).toEqual([]);
    expect(calls.sessions).toEqual([
      {
        orderId: order._id,
        userId: USER,
        currency: 'usd',
        lines: [{ name: 'Tea', unitAmount: 4500, quantity: 2, image: '/media/tea.png' }],
      },
    ]);
  });

  it('cancels a card checkout whose cart another order took while it was being opened, before any session', async () => {
    const { service, calls } = setUp({ generationAfter: 1 });
    await expect(service.startCardCheckout(USER, ADDRESS_ID)).rejects.toMatchObject({ status: 409 });
    expect(calls.cancelled).toEqual(calls.reserved);
    expect(calls.sessions).toEqual([]);
  });

  it('cancels the order (which releases its stock) when no payment session can be opened', async () => {
    const { service, calls } = setUp({
      payment: async () => Promise.reject(new ServiceUnavailableException('payment down')),
    });
    await expect(service.startCardCheckout(USER, ADDRESS_ID)).rejects.toThrow('payment down');
    expect(calls.cancelled).toEqual(calls.reserved);
  });
});
