import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CartLine,
  CheckoutSession,
  createEvent,
  describe,
  IntegrationEvent,
  OrderEvents,
  toObjectId,
} from '@shop/common';
import { Types } from 'mongoose';
import { CartClaims, CartSeen } from '../cart-claims/cart-claims.service';
import { ORDER_ENV, OrderEnv } from '../config';
import { CartTaken, EmptyCart, OrderGivenUp } from '../order.errors';
import { newOrderReference } from '../orders/order-reference';
import { OrderStatus, PaymentMethod } from '../orders/order-status';
import { OrderView, toOrderView } from '../orders/order.view';
import { NewOrder, StoredOrder } from '../orders/order.schema';
import { OrdersService, SUPERSEDED } from '../orders/orders.service';
import { mergeLines, priceOrder, toMinorUnits } from '../pricing/pricing';
import { AddressClient } from '../remote/address.client';
import { CartClient } from '../remote/cart.client';
import { CatalogClient } from '../remote/catalog.client';
import { IdentityClient } from '../remote/identity.client';
import { PaymentClient } from '../remote/payment.client';
import { assertWithinConfirmedTotal } from './confirmed-total';
import { OrderIdempotency } from './order-idempotency';
import { UnitsPerShopper } from './units-per-shopper';
import { refuseUnintendedZeroTotal } from './zero-total';

type OrderDraft = Omit<NewOrder, 'status' | 'paymentMethod' | 'createdBlock' | 'keyDays' | 'searchKeys'>;
/** The cart an order is made from: its lines, and the generation they were read at. */
type CartRead = CartSeen & { lines: CartLine[] };
export type CardCheckout = { order: OrderView; session: CheckoutSession };

/**
 * Turns the shopper's cart into an order, as a saga that survives a crash at any step. Nothing the
 * client sends is trusted but the address id: lines come from the cart service, prices from the
 * catalog. The order is stored first (RESERVING, with its lines and prices), then stock is reserved
 * for every line or none under the order's id, then the order is placed (or waits for its payment),
 * and its order.placed / order.paid event confirms the reservation in the catalog. A checkout that
 * dies half-way is finished by the sweepers: the order sweeper fails orders left RESERVING and hands
 * their stock back, and the catalog releases any reservation unconfirmed by its expiry after asking
 * what became of the order (see OrdersService.reservationOutcome).
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly cart: CartClient,
    private readonly address: AddressClient,
    private readonly catalog: CatalogClient,
    private readonly payment: PaymentClient,
    private readonly identity: IdentityClient,
    private readonly orders: OrdersService,
    private readonly idempotency: OrderIdempotency,
    private readonly claims: CartClaims,
    private readonly unitsPerShopper: UnitsPerShopper,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  /**
   * A cash-on-delivery order is PLACED at once, if it takes the buyer's cart (no card payment of the
   * same cart came first). Its lines leave the cart before the answer (the shop reads the cart right
   * after); order.placed, stored with the order, repeats that if the call failed.
   */
  placeCashOnDelivery(
    userId: string,
    addressId: string,
    idempotencyKey?: string,
    confirmedTotalAmt?: number,
  ): Promise<OrderView> {
    return this.once('cod', userId, addressId, idempotencyKey, (lines) =>
      this.placeCod(userId, addressId, lines, confirmedTotalAmt),
    );
  }

  private async placeCod(
    userId: string,
    addressId: string,
    cart: CartRead,
    confirmedTotalAmt?: number,
  ): Promise<OrderView> {
    const draft = await this.draft(userId, addressId, cart);
    assertWithinConfirmedTotal(draft, confirmedTotalAmt);
    await this.unitsPerShopper.assertWithin(userId, draft.items);
    const order = await this.orders.createReserving({ ...draft, paymentMethod: PaymentMethod.cashOnDelivery });
    await this.reserveStock(order, this.env.ORDER_RESERVATION_SECONDS);
    await this.takeCart(order);
    const placed = createEvent(OrderEvents.orderPlaced, {
      orderId: order._id.toHexString(),
      userId,
      paymentMethod: PaymentMethod.cashOnDelivery,
      lines: order.items.map(({ productId, quantity }) => ({ productId, quantity })),
    });
    const stored = await this.settle(order, OrderStatus.placed, [placed]);
    await this.orders.clearCart(placed.payload);
    await this.orders.closeOtherCheckoutsNow(placed.payload);
    return toOrderView(stored);
  }

  /**
   * A card order waits in PAYMENT_PENDING while the shopper pays on the provider's checkout page; the
   * cart is cleared only once the payment is confirmed. When no session can be opened the order is
   * cancelled and its stock handed back.
   */
  startCardCheckout(
    userId: string,
    addressId: string,
    idempotencyKey?: string,
    confirmedTotalAmt?: number,
  ): Promise<CardCheckout> {
    return this.once(
      'card',
      userId,
      addressId,
      idempotencyKey,
      (cart) => this.openCard(userId, addressId, cart, confirmedTotalAmt),
      // A checkout remembered for this cart is handed back only while its order still waits for payment.
      (checkout) => this.orders.awaitsPayment(String(checkout.order._id)),
    );
  }

  /**
   * Places once per request: keyed by the client's Idempotency-Key (the cart is read inside, so a retry
   * after the cart emptied still gets its order), or else by the cart lines read here and passed on.
   */
  private async once<T>(
    kind: string,
    userId: string,
    addressId: string,
    idempotencyKey: string | undefined,
    place: (cart: CartRead) => Promise<T>,
    stillValid?: (answer: T) => Promise<boolean>,
  ) {
    toObjectId(addressId, 'addressId');
    if (idempotencyKey)
      return this.idempotency.once<T>(this.idempotency.fromHeader(kind, userId, idempotencyKey), async () =>
        place(await this.readCart(userId)),
      );
    const cart = await this.readCart(userId);
    return this.idempotency.once<T>(
      this.idempotency.fromCart(kind, userId, addressId, cart.lines),
      () => place(cart),
      stillValid,
    );
  }

  private async openCard(
    userId: string,
    addressId: string,
    cart: CartRead,
    confirmedTotalAmt?: number,
  ): Promise<CardCheckout> {
    const draft = await this.draft(userId, addressId, cart);
    assertWithinConfirmedTotal(draft, confirmedTotalAmt);
    await this.unitsPerShopper.assertWithin(userId, draft.items);
    const reserving = await this.orders.createReserving({ ...draft, paymentMethod: PaymentMethod.card });
    // Held until the order sweeper gives the payment up, plus the reservation's own margin.
    await this.reserveStock(reserving, this.env.ORDER_PAYMENT_TIMEOUT_SECONDS + this.env.ORDER_RESERVATION_SECONDS);
    const order = await this.settle(reserving, OrderStatus.paymentPending);
    const orderId = order._id.toHexString();
    // An order that took this cart while this checkout was being opened may have closed the buyer's
    // waiting checkouts before this one was waiting: it could only be paid to be refunded.
    if ((await this.claims.seen(userId)).generation !== order.cartGeneration) {
      await this.orders.cancel(orderId, SUPERSEDED);
      throw new CartTaken();
    }
    let session: CheckoutSession;
    try {
      session = await this.payment.createCheckoutSession({
        orderId,
        userId,
        currency: this.env.ORDER_CURRENCY,
        lines: order.items.map((item) => ({
          name: item.product_details.name,
          unitAmount: toMinorUnits(item.unitPrice),
          quantity: item.quantity,
          image: item.product_details.image[0],
        })),
      });
    } catch (error) {
      await this.orders
        .cancel(orderId, 'the payment session could not be opened')
        .catch((cancelError: Error) =>
          this.logger.warn(`order ${orderId} left for the order sweeper: ${cancelError.message}`),
        );
      throw error;
    }
    await this.orders.attachPaymentSession(order._id, session.id);
    return { order: toOrderView({ ...order, paymentSessionId: session.id }), session };
  }

  /**
   * What the cart holds; refused when empty. The cart's generation is read first: read after the lines,
   * it could be one that an order took these very lines at. Lines the last order took are left out
   * (they are on their way out of the cart).
   */
  private async readCart(userId: string): Promise<CartRead> {
    const seen = await this.claims.seen(userId);
    const lines = (await this.cart.linesOf(userId)).filter(
      (line) => line.quantity > 0 && !seen.takenLineIds.includes(line.lineId),
    );
    if (!lines.length) throw new EmptyCart();
    return { ...seen, lines };
  }

  /**
   * Takes the buyer's cart for a cash order. When another order (a card payment) took it first, this
   * order is failed and its stock handed back: the cart was already ordered.
   */
  private async takeCart(order: StoredOrder): Promise<void> {
    if (await this.claims.take(order)) return;
    const failed = await this.orders.fail(order, true);
    if (failed)
      await this.orders
        .releaseStock(order._id)
        .catch((error: Error) =>
          this.logger.warn(`order ${order.orderId} left for the order sweeper: ${error.message}`),
        );
    throw new CartTaken();
  }

  private async draft(userId: string, addressId: string, cart: CartRead): Promise<OrderDraft> {
    const addressObjectId = toObjectId(addressId, 'addressId');
    const lines = mergeLines(cart.lines);
    // The order keeps the address as it was at checkout; its owner is the order's own userId.
    const [{ userId: _owner, ...deliveryAddress }, snapshots, customer] = await Promise.all([
      this.address.activeAddressOf(userId, addressObjectId.toHexString()),
      this.catalog.snapshots(lines.map((line) => line.productId)),
      this.identity.contactOf(userId),
    ]);
    const priced = priceOrder(lines, snapshots);
    refuseUnintendedZeroTotal(priced, snapshots);
    return {
      _id: new Types.ObjectId(),
      orderId: newOrderReference(),
      userId,
      ...priced,
      currency: this.env.ORDER_CURRENCY,
      delivery_address: deliveryAddress,
      customer,
      cartGeneration: cart.generation,
      cartLineIds: cart.lines.map((line) => line.lineId),
    };
  }

  /**
   * Reserves the order's lines under its id. When the catalog refuses, nothing is held and the order
   * fails; when it cannot be reached or timed out, the order fails too and whatever it may hold is
   * handed back now, or by the order sweeper if the catalog is still away.
   */
  private async reserveStock(order: StoredOrder, expiresInSeconds: number): Promise<void> {
    try {
      await this.catalog.reserve(
        order._id.toHexString(),
        order.items.map(({ productId, quantity }) => ({ productId, quantity })),
        expiresInSeconds,
      );
    } catch (error) {
      // A refusal (4xx: out of stock, product gone) took nothing; anything else may have taken stock.
      const refused = describe(error).status < 500;
      const failed = await this.orders.fail(order, !refused).catch((failError: Error) => {
        this.logger.warn(`order ${order.orderId} left RESERVING for the order sweeper: ${failError.message}`);
        return false;
      });
      if (failed && !refused) {
        await this.orders
          .releaseStock(order._id)
          .catch((releaseError: Error) =>
            this.logger.warn(`order ${order.orderId} left for the order sweeper: ${releaseError.message}`),
          );
      }
      throw error;
    }
  }

  /** RESERVING → `status`; refused when the sweepers gave the order up because it took too long. */
  private async settle(order: StoredOrder, status: OrderStatus, events: IntegrationEvent[] = []): Promise<StoredOrder> {
    const settled = await this.orders.settleReserved(order, status, events);
    if (!settled) throw new OrderGivenUp();
    return settled;
  }
}
