import { ConflictException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { CheckoutSessionRequest, DeliveryAddress, IntegrationEvent, ProductSnapshot, StockLine } from '@shop/common';
import { orderEnvSchema } from '../config';
import type { NewOrder } from '../orders/orders.service';
import { CheckoutService } from './checkout.service';

const USER = 'user-1';
const ADDRESS_ID = '64b000000000000000000001';

/** In-memory stand-ins for the services the checkout talks to over the broker. */
function setUp(options: { cart?: StockLine[]; reserve?: () => Promise<void>; payment?: () => Promise<{ id: string; url: string }> } = {}) {
  const calls = { reserved: [] as string[], released: [] as string[], cancelled: [] as string[], cartsCleared: [] as string[], sessions: [] as CheckoutSessionRequest[] };
  const stored: { order: NewOrder; events: IntegrationEvent[] }[] = [];
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
  const snapshot: ProductSnapshot = { _id: 'p1', name: 'Tea', image: ['/media/tea.png'], unit: '1 box', price: 50, discount: 10, stock: 5, publish: true };
  const service = new CheckoutService(
    { linesOf: async () => options.cart ?? [{ productId: 'p1', quantity: 2 }] } as never,
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
      release: async (id: string) => void calls.released.push(id),
    } as never,
    {
      createCheckoutSession: async (request: CheckoutSessionRequest) => {
        calls.sessions.push(request);
        return options.payment ? options.payment() : { id: 'cs_test_1', url: 'http://pay/cs_test_1' };
      },
    } as never,
    {
      create: async (order: NewOrder, events: IntegrationEvent[] = []) => {
        stored.push({ order, events });
        return { ...order, statusHistory: [], stockReleased: false, createdAt: new Date(), updatedAt: new Date() };
      },
      attachPaymentSession: async () => undefined,
      cancel: async (orderId: string) => void calls.cancelled.push(orderId),
      clearCart: async ({ orderId }: { orderId: string }) => void calls.cartsCleared.push(orderId),
    } as never,
    // Placing once per request is proven against Redis in the order e2e suite; here every call places.
    { fromCart: () => ({}), fromHeader: () => ({}), once: (_key: unknown, place: () => Promise<unknown>) => place() } as never,
    orderEnvSchema.parse({}),
  );
  return { service, calls, stored };
}

describe('CheckoutService', () => {
  it('places a cash-on-delivery order priced from the catalog, reserving stock under the order id', async () => {
    const { service, calls, stored } = setUp();

    const order = await service.placeCashOnDelivery(USER, ADDRESS_ID);

    expect(order).toMatchObject({ status: 'PLACED', paymentMethod: 'CASH_ON_DELIVERY', subTotalAmt: 100, totalAmt: 90 });
    expect(calls.reserved).toEqual([order._id]);
    expect(calls.cartsCleared).toEqual([order._id]);
    expect(stored[0].events).toEqual([
      expect.objectContaining({
        type: 'order.placed',
        payload: { orderId: order._id, userId: USER, paymentMethod: 'CASH_ON_DELIVERY', lines: [{ productId: 'p1', quantity: 2 }] },
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
    await expect(service.placeCashOnDelivery(USER, '64b000000000000000000009')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('stores nothing when stock is short and passes the catalog’s 409 on', async () => {
    const { service, calls, stored } = setUp({ reserve: async () => Promise.reject(new ConflictException('Only 1 left of Tea')) });
    await expect(service.placeCashOnDelivery(USER, ADDRESS_ID)).rejects.toThrow('Only 1 left of Tea');
    expect(stored).toEqual([]);
    expect(calls.released).toEqual([]);
  });

  it('hands back any hold when the reservation timed out (the catalog may have reserved late)', async () => {
    const { service, calls, stored } = setUp({ reserve: async () => Promise.reject(new ServiceUnavailableException('no answer')) });
    await expect(service.placeCashOnDelivery(USER, ADDRESS_ID)).rejects.toMatchObject({ status: 503 });
    expect(stored).toEqual([]);
    expect(calls.released).toEqual(calls.reserved);
  });

  it('opens a card session in cents for a PAYMENT_PENDING order, with no cart-clearing event yet', async () => {
    const { service, calls, stored } = setUp();

    const { order, session } = await service.startCardCheckout(USER, ADDRESS_ID);

    expect(order).toMatchObject({ status: 'PAYMENT_PENDING', paymentMethod: 'CARD', paymentSessionId: 'cs_test_1' });
    expect(session.id).toBe('cs_test_1');
    expect(stored[0].events).toEqual([]);
    expect(calls.cartsCleared).toEqual([]);
    expect(calls.sessions).toEqual([
      { orderId: order._id, userId: USER, currency: 'usd', lines: [{ name: 'Tea', unitAmount: 4500, quantity: 2, image: '/media/tea.png' }] },
    ]);
  });

  it('cancels the order (which releases its stock) when no payment session can be opened', async () => {
    const { service, calls } = setUp({ payment: async () => Promise.reject(new ServiceUnavailableException('payment down')) });
    await expect(service.startCardCheckout(USER, ADDRESS_ID)).rejects.toThrow('payment down');
    expect(calls.cancelled).toEqual(calls.reserved);
  });
});
