import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CartLine,
  CheckoutSession,
  createEvent,
  DeliveryQuote,
  describe,
  IntegrationEvent,
  OrderEvents,
  pincodeSchema,
  PincodeNotServiceable,
  SubstitutionPreferences,
  toObjectId,
} from '@shop/common';
import { Types } from 'mongoose';
import { CartClaims, CartSeen } from '../cart-claims/cart-claims.service';
import { ORDER_ENV, OrderEnv } from '../config';
import { CartTaken, EmptyCart, OrderGivenUp } from '../order.errors';
import { newOrderReference } from '../orders/order-reference';
import { OrderStatus, PaymentMethod } from '../orders/order-status';
import { OrderView, shownQuantity, toOrderView } from '../orders/order.view';
import { NewOrder, OrderItem, StoredOrder } from '../orders/order.schema';
import { OrdersService, SUPERSEDED } from '../orders/orders.service';
import { mergeLines, PricedOrder, priceOrder, toMinorUnits, weightMaxGramsOf } from '../pricing/pricing';
import { AddressClient } from '../remote/address.client';
import { CartClient } from '../remote/cart.client';
import { CatalogClient } from '../remote/catalog.client';
import { DeliveryClient } from '../remote/delivery.client';
import { IdentityClient } from '../remote/identity.client';
import { PaymentClient } from '../remote/payment.client';
import { assertWithinConfirmedTotal } from './confirmed-total';
import {
  DeliveryChoice,
  orderDeliveryOf,
  QuoteView,
  refusalOf,
  toQuoteView,
  totalWithDelivery,
} from './delivery-terms';
import { OrderIdempotency } from './order-idempotency';
import { UnitsPerShopper } from './units-per-shopper';
import { withSubstitution } from './substitution';
import { refuseUnintendedZeroTotal } from './zero-total';

/** How the order is delivered, and what the packer may do when an item is missing. */
type CheckoutChoice = DeliveryChoice & { substitution?: SubstitutionPreferences };
type OrderDraft = Omit<NewOrder, 'status' | 'paymentMethod' | 'createdBlock' | 'keyDays' | 'searchKeys'>;
/** The cart an order is made from: its lines, and the generation they were read at. */
type CartRead = CartSeen & { lines: CartLine[] };
export type CardCheckout = { order: OrderView; session: CheckoutSession };
/** An order priced with its delivery: the items from the catalog, the fees from the delivery service. */
/** `weightMaxGrams`: the most of each by-weight product one shopper may hold unpaid (UnitsPerShopper). */
type PricedDelivery = {
  priced: PricedOrder;
  quote: DeliveryQuote;
  pincode: string;
  weightMaxGrams: Map<string, number>;
};

/**
 * Turns the shopper's cart into an order, as a saga that survives a crash at any step. Nothing the
 * client sends is trusted but the address id: lines come from the cart service, prices from the
 * catalog. The order is stored first (RESERVING, with its lines and prices), then stock is reserved
 * for every line or none under the order's id, then the order is placed (or waits for its payment),
 * and its order.placed / order.paid event confirms the reservation in the catalog. A checkout that
 * dies half-way is finished by the sweepers: the order sweeper fails orders left RESERVING and hands
 * their stock back, and the catalog releases any reservation unconfirmed by its expiry after asking
 * what became of the order (see OrdersService.reservationOutcome). An order delivered in a slot books one
 * unit of the slot's capacity right after its stock, the same way: all or nothing, confirmed by the
 * same events, handed back with the stock (OrdersService.releaseStock), settled by the delivery
 * service's own sweeper when nobody did.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly cart: CartClient,
    private readonly address: AddressClient,
    private readonly catalog: CatalogClient,
    private readonly delivery: DeliveryClient,
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
    choice: CheckoutChoice = {},
  ): Promise<OrderView> {
    return this.once('cod', userId, addressId, choice, idempotencyKey, (lines) =>
      this.placeCod(userId, addressId, choice, lines, confirmedTotalAmt),
    );
  }

  /** What the cart would cost delivered to the address as chosen, and what stands in the way (POST quote). */
  async quote(userId: string, addressId: string, choice: DeliveryChoice): Promise<QuoteView> {
    const cart = await this.readCart(userId);
    const { priced, quote } = await this.priceDelivered(
      userId,
      toObjectId(addressId, 'addressId').toHexString(),
      cart,
      choice,
    );
    return toQuoteView(priced, quote);
  }

  private async placeCod(
    userId: string,
    addressId: string,
    choice: CheckoutChoice,
    cart: CartRead,
    confirmedTotalAmt?: number,
  ): Promise<OrderView> {
    const { deliveryFees, weightMaxGrams, ...draft } = await this.draft(userId, addressId, choice, cart);
    assertWithinConfirmedTotal(draft, confirmedTotalAmt, deliveryFees);
    await this.unitsPerShopper.assertWithin(userId, draft.items, weightMaxGrams);
    const order = await this.orders.createReserving({ ...draft, paymentMethod: PaymentMethod.cashOnDelivery });
    await this.reserveStock(order, this.env.ORDER_RESERVATION_SECONDS);
    // Final at once: this checkout places the order, and a failed order's booking is handed back.
    await this.bookSlot(order);
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
    choice: CheckoutChoice = {},
  ): Promise<CardCheckout> {
    return this.once(
      'card',
      userId,
      addressId,
      choice,
      idempotencyKey,
      (cart) => this.openCard(userId, addressId, choice, cart, confirmedTotalAmt),
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
    choice: DeliveryChoice,
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
      this.idempotency.fromCart(
        kind,
        userId,
        `${addressId}|${choice.slotId ?? (choice.express ? 'express' : '')}`,
        cart.lines,
      ),
      () => place(cart),
      stillValid,
    );
  }

  private async openCard(
    userId: string,
    addressId: string,
    choice: CheckoutChoice,
    cart: CartRead,
    confirmedTotalAmt?: number,
  ): Promise<CardCheckout> {
    const { deliveryFees, weightMaxGrams, ...draft } = await this.draft(userId, addressId, choice, cart);
    assertWithinConfirmedTotal(draft, confirmedTotalAmt, deliveryFees);
    await this.unitsPerShopper.assertWithin(userId, draft.items, weightMaxGrams);
    const reserving = await this.orders.createReserving({ ...draft, paymentMethod: PaymentMethod.card });
    // Held until the order sweeper gives the payment up, plus the reservation's own margin.
    const holdSeconds = this.env.ORDER_PAYMENT_TIMEOUT_SECONDS + this.env.ORDER_RESERVATION_SECONDS;
    await this.reserveStock(reserving, holdSeconds);
    await this.bookSlot(reserving, holdSeconds);
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
        lines: [
          ...order.items.map((item) => ({
            ...cardLineOf(item),
            image: item.product_details.image[0],
          })),
          ...deliveryFees.map((fee) => ({ name: fee.label, unitAmount: fee.amount, quantity: 1 })),
        ],
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

  /**
   * The order to store: priced from the catalog, delivered as the delivery service's quote says (its
   * fees in the total). The quote's first problem (not served, no slot, slot full, below the minimum)
   * refuses the order before anything is stored.
   */
  private async draft(
    userId: string,
    addressId: string,
    { substitution, ...choice }: CheckoutChoice,
    cart: CartRead,
  ): Promise<OrderDraft & { deliveryFees: DeliveryQuote['fees']; weightMaxGrams: Map<string, number> }> {
    const addressObjectId = toObjectId(addressId, 'addressId');
    // The order keeps the address as it was at checkout; its owner is the order's own userId.
    const [{ userId: _owner, ...deliveryAddress }, customer] = await Promise.all([
      this.address.activeAddressOf(userId, addressObjectId.toHexString()),
      this.identity.contactOf(userId),
    ]);
    // The slot is booked right after the stock, and the booking refuses a full slot: no count read here.
    const { priced, quote, pincode, weightMaxGrams } = await this.price(cart, deliveryAddress.pincode, {
      ...choice,
      booking: true,
    });
    if (quote.problems.length) throw refusalOf(quote.problems[0], pincode);
    const delivery = orderDeliveryOf(quote);
    const totalAmt = totalWithDelivery(priced, quote);
    return {
      _id: new Types.ObjectId(),
      orderId: newOrderReference(),
      userId,
      ...priced,
      items: withSubstitution(priced.items, substitution),
      substitutionDefault: substitution?.default ?? 'NONE',
      totalAmt,
      confirmedTotalAmt: totalAmt,
      currency: this.env.ORDER_CURRENCY,
      delivery_address: deliveryAddress,
      ...(delivery ? { delivery } : {}),
      deliveryFees: quote.fees,
      weightMaxGrams,
      customer,
      cartGeneration: cart.generation,
      cartLineIds: cart.lines.map((line) => line.lineId),
    };
  }

  private async priceDelivered(
    userId: string,
    addressId: string,
    cart: CartRead,
    choice: DeliveryChoice,
  ): Promise<PricedDelivery> {
    const address = await this.address.activeAddressOf(userId, addressId);
    return this.price(cart, address.pincode, choice);
  }

  /** The cart's items from the catalog, and the delivery of their total to `pincode` as chosen. */
  private async price(
    cart: CartRead,
    pincode: string | undefined,
    choice: DeliveryChoice & { booking?: boolean },
  ): Promise<PricedDelivery> {
    const lines = mergeLines(cart.lines);
    const snapshots = await this.catalog.snapshots(lines.map((line) => line.productId));
    const priced = priceOrder(lines, snapshots);
    refuseUnintendedZeroTotal(priced, snapshots);
    const weightMaxGrams = weightMaxGramsOf(snapshots);
    // An address saved before pincodes were checked may hold one no zone can serve.
    const served = pincode && pincodeSchema.safeParse(pincode).success ? pincode : undefined;
    if (!served) throw new PincodeNotServiceable(pincode ?? '');
    const quote = await this.delivery.quote({ pincode: served, itemsTotal: toMinorUnits(priced.totalAmt), ...choice });
    return { priced, quote, pincode: served, weightMaxGrams };
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

  /**
   * Books the order's slot, once its stock is held: final for a cash order, held for `holdSeconds` for a
   * card order (until it is paid). When the delivery service refuses (the slot filled
   * or closed since the quote) or cannot be reached, the order fails and its stock and any booking are
   * handed back now, or by the sweepers.
   */
  private async bookSlot(order: StoredOrder, holdSeconds?: number): Promise<void> {
    const slot = order.delivery?.slot;
    if (!slot) return;
    try {
      await this.delivery.book(order._id.toHexString(), slot._id, holdSeconds);
    } catch (error) {
      const failed = await this.orders.fail(order, true).catch((failError: Error) => {
        this.logger.warn(`order ${order.orderId} left RESERVING for the order sweeper: ${failError.message}`);
        return false;
      });
      if (failed)
        await this.orders
          .releaseStock(order._id)
          .catch((releaseError: Error) =>
            this.logger.warn(`order ${order.orderId} left for the order sweeper: ${releaseError.message}`),
          );
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

/**
 * A line as the card provider lists it: units at their price, or a by-weight line as one line of its
 * weight at its exact total (the provider multiplies whole quantities only).
 */
function cardLineOf(item: OrderItem): { name: string; unitAmount: number; quantity: number } {
  const name = item.product_details.name;
  if (item.sellBy !== 'weight') return { name, unitAmount: toMinorUnits(item.unitPrice), quantity: item.quantity };
  return { name: `${name} (${shownQuantity(item)} kg)`, unitAmount: toMinorUnits(item.lineTotal), quantity: 1 };
}
