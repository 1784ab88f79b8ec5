import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { CartLine, CheckoutSession, createEvent, OrderEvents, OrderPlacedPayload, toObjectId } from '@shop/common';
import { Types } from 'mongoose';
import { ORDER_ENV, OrderEnv } from '../config';
import { newOrderReference } from '../orders/order-reference';
import { OrderStatus, PaymentMethod } from '../orders/order-status';
import { OrderView, toOrderView } from '../orders/order.view';
import { NewOrder, OrdersService, StoredOrder } from '../orders/orders.service';
import { mergeLines, priceOrder, toMinorUnits } from '../pricing/pricing';
import { AddressClient } from '../remote/address.client';
import { CartClient } from '../remote/cart.client';
import { CatalogClient } from '../remote/catalog.client';
import { PaymentClient } from '../remote/payment.client';
import { EmptyCartError } from './checkout.errors';
import { OrderIdempotency } from './order-idempotency';

type OrderDraft = Omit<NewOrder, 'status' | 'paymentMethod'>;
export type CardCheckout = { order: OrderView; session: CheckoutSession };

/**
 * Turns the shopper's cart into an order. Nothing the client sends is trusted but the address id:
 * lines come from the cart service, prices from the catalog, and stock is reserved for every line or
 * none before the order is stored (the reservation id is the order id).
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly cart: CartClient,
    private readonly address: AddressClient,
    private readonly catalog: CatalogClient,
    private readonly payment: PaymentClient,
    private readonly orders: OrdersService,
    private readonly idempotency: OrderIdempotency,
    @Inject(ORDER_ENV) private readonly env: OrderEnv,
  ) {}

  /**
   * A cash-on-delivery order is PLACED at once. Its lines leave the cart before the answer (the shop
   * reads the cart right after); order.placed, stored with the order, repeats that if the call failed.
   */
  placeCashOnDelivery(userId: string, addressId: string, idempotencyKey?: string): Promise<OrderView> {
    return this.once('cod', userId, addressId, idempotencyKey, (lines) => this.placeCod(userId, addressId, lines));
  }

  private async placeCod(userId: string, addressId: string, lines?: CartLine[]): Promise<OrderView> {
    const draft = await this.draft(userId, addressId, lines);
    await this.reserveStock(draft);
    const placed = createEvent<OrderPlacedPayload>(OrderEvents.orderPlaced, {
      orderId: draft._id.toHexString(),
      userId,
      paymentMethod: PaymentMethod.cashOnDelivery,
      lines: draft.items.map(({ productId, quantity }) => ({ productId, quantity })),
    });
    const order = await this.store({ ...draft, status: OrderStatus.placed, paymentMethod: PaymentMethod.cashOnDelivery }, [placed]);
    await this.orders.clearCart(placed.payload);
    return toOrderView(order);
  }

  /**
   * A card order waits in PAYMENT_PENDING while the shopper pays on the provider's checkout page; the
   * cart is cleared only once the payment is confirmed. When no session can be opened the order is
   * cancelled and its stock handed back.
   */
  startCardCheckout(userId: string, addressId: string, idempotencyKey?: string): Promise<CardCheckout> {
    return this.once('card', userId, addressId, idempotencyKey, (lines) => this.openCard(userId, addressId, lines));
  }

  /**
   * Places once per request: keyed by the client's Idempotency-Key (the cart is read inside, so a retry
   * after the cart emptied still gets its order), or else by the cart lines read here and passed on.
   */
  private async once<T>(kind: string, userId: string, addressId: string, idempotencyKey: string | undefined, place: (lines?: CartLine[]) => Promise<T>) {
    toObjectId(addressId, 'addressId');
    if (idempotencyKey) return this.idempotency.once<T>(this.idempotency.fromHeader(kind, userId, idempotencyKey), () => place());
    const lines = await this.cartLines(userId);
    return this.idempotency.once<T>(this.idempotency.fromCart(kind, userId, addressId, lines), () => place(lines));
  }

  private async openCard(userId: string, addressId: string, lines?: CartLine[]): Promise<CardCheckout> {
    const draft = await this.draft(userId, addressId, lines);
    await this.reserveStock(draft);
    const order = await this.store({ ...draft, status: OrderStatus.paymentPending, paymentMethod: PaymentMethod.card });
    const orderId = order._id.toHexString();
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
      await this.orders.cancel(orderId, 'the payment session could not be opened').catch((cancelError: Error) =>
        this.logger.warn(`order ${orderId} left for the stock sweeper: ${cancelError.message}`),
      );
      throw error;
    }
    await this.orders.attachPaymentSession(order._id, session.id);
    return { order: toOrderView({ ...order, paymentSessionId: session.id }), session };
  }

  /** What the cart holds; refused when empty. */
  private async cartLines(userId: string): Promise<CartLine[]> {
    const lines = (await this.cart.linesOf(userId)).filter((line) => line.quantity > 0);
    if (!lines.length) throw new EmptyCartError();
    return lines;
  }

  private async draft(userId: string, addressId: string, cartLines?: CartLine[]): Promise<OrderDraft> {
    const addressObjectId = toObjectId(addressId, 'addressId');
    const lines = mergeLines(cartLines ?? (await this.cartLines(userId)));
    // The order keeps the address as it was at checkout; its owner is the order's own userId.
    const { userId: _owner, ...deliveryAddress } = await this.address.activeAddressOf(userId, addressObjectId.toHexString());
    const snapshots = await this.catalog.snapshots(lines.map((line) => line.productId));
    return {
      _id: new Types.ObjectId(),
      orderId: newOrderReference(),
      userId,
      ...priceOrder(lines, snapshots),
      currency: this.env.ORDER_CURRENCY,
      delivery_address: deliveryAddress,
    };
  }

  private async reserveStock(draft: OrderDraft): Promise<void> {
    const reservationId = draft._id.toHexString();
    try {
      await this.catalog.reserve(
        reservationId,
        draft.items.map(({ productId, quantity }) => ({ productId, quantity })),
      );
    } catch (error) {
      // After a timeout nobody knows whether the catalog reserved; hand back any hold so no units stay locked.
      if (!(error instanceof HttpException) || error.getStatus() >= 500) this.releaseQuietly(reservationId);
      throw error;
    }
  }

  private async store(order: NewOrder, events = [] as Parameters<OrdersService['create']>[1]): Promise<StoredOrder> {
    try {
      return await this.orders.create(order, events);
    } catch (error) {
      this.releaseQuietly(order._id.toHexString());
      throw error;
    }
  }

  private releaseQuietly(reservationId: string): void {
    this.catalog
      .release(reservationId)
      .catch((error: Error) => this.logger.warn(`reservation ${reservationId} not released: ${error.message}`));
  }
}

