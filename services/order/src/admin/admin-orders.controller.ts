import { Body, Controller, Get, HttpCode, Logger, Post, Put, Query } from '@nestjs/common';
import { ApiAnswer, ok, OrderPayment, Staff, schema } from '@shop/common';
import {
  ADMIN_ORDER,
  ADMIN_ORDER_DETAILS,
  ADMIN_ORDER_PAGE,
  AWAITING_PAYMENT_ORDER,
  ORDER_SUMMARY,
} from '../api-answers';
import { OrderRefDto } from '../orders/dto/order-ref.dto';
import { OrderChanges } from '../orders/order-changes.service';
import { OrderPages } from '../orders/order-pages';
import { searchKeyCandidates, slotDayKey, slotKey } from '../orders/order-search-keys';
import { PaymentMethod } from '../orders/order-status';
import { toAdminOrderView } from '../orders/order.view';
import { PaymentClient } from '../remote/payment.client';
import { AssignRiderDto } from '../riders/dto/assign-rider.dto';
import { RiderRounds } from '../riders/rider-rounds';
import { AwaitingPayment } from './awaiting-payment';
import { ReleaseHoldDto } from './dto/release-hold.dto';
import { AdminOrderListDto } from './dto/admin-order-list.dto';
import { SummaryDto } from './dto/summary.dto';
import { UpdateStatusDto } from './dto/update-status.dto';
import { OrderSummary } from './order-summary';

const DEFAULT_LIMIT = 10;
const DEFAULT_SUMMARY_DAYS = 14;

/** The shop's orders, for admins only (the gateway refuses others too; this service checks it itself). */
@Controller('api/order/admin')
@Staff('manager')
export class AdminOrdersController {
  private readonly logger = new Logger('AdminOrders');

  constructor(
    private readonly pages: OrderPages,
    private readonly changes: OrderChanges,
    private readonly payments: PaymentClient,
    private readonly summary: OrderSummary,
    private readonly awaiting: AwaitingPayment,
    private readonly riders: RiderRounds,
  ) {}

  /** POST for its body of filters; it reads only, so it answers 200. */
  @Post('list')
  @HttpCode(200)
  @ApiAnswer(schema.array(ADMIN_ORDER), ADMIN_ORDER_PAGE)
  async list(@Body() body: AdminOrderListDto) {
    const page = body.page ?? 1;
    const limit = body.limit ?? DEFAULT_LIMIT;
    const query = { page, limit, status: body.status, from: body.from?.slice(0, 10), to: body.to?.slice(0, 10) };
    // A search is an exact Order No, e-mail, mobile, pincode or delivery slot (order-search-keys.ts).
    const keys = body.slotId
      ? [slotKey(body.slotId)]
      : body.slotDate
        ? [slotDayKey(body.slotDate)]
        : body.search
          ? searchKeyCandidates(body.search)
          : undefined;
    const { orders, totalCount, countsByStatus } = keys
      ? await this.pages.search(keys, query)
      : await this.pages.shop(query);
    return ok(orders.map(toAdminOrderView), 'Orders', {
      page,
      limit,
      totalPage: Math.ceil(totalCount / limit),
      totalCount,
      countsByStatus,
    });
  }

  /** An order with its buyer and, for card orders, its payment as the payment service has it. */
  @Post('details')
  @HttpCode(200)
  @ApiAnswer(ADMIN_ORDER_DETAILS)
  async details(@Body() body: OrderRefDto) {
    const order = await this.changes.find(body.orderId);
    return ok({ ...toAdminOrderView(order), payment: await this.paymentOf(order) }, 'Order details');
  }

  @Put('update-status')
  @ApiAnswer(ADMIN_ORDER)
  async updateStatus(@Body() body: UpdateStatusDto) {
    const order = await this.changes.find(body.orderId);
    const changed = await this.changes.change(order, body.status, 'ADMIN', body.reason);
    return ok(toAdminOrderView(changed), 'Order status updated');
  }

  /** Gives a packed order (or one on its way) to a rider; their round lists it from now on. */
  @Put('assign-rider')
  @ApiAnswer(ADMIN_ORDER)
  async assignRider(@Body() body: AssignRiderDto) {
    const order = await this.riders.assign(body.orderId, body.riderEmail);
    return ok(toAdminOrderView(order), `Given to ${order.rider!.name}`);
  }

  /** Card checkouts still waiting for payment, each holding its stock until `holdEndsAt` (issue 33 item 14). */
  @Get('awaiting-payment')
  @ApiAnswer(schema.array(AWAITING_PAYMENT_ORDER))
  async awaitingPayment() {
    const orders = await this.awaiting.list();
    return ok(
      orders.map((order) => ({ ...toAdminOrderView(order), holdEndsAt: order.holdEndsAt })),
      'Orders awaiting payment',
    );
  }

  /**
   * Cancels a checkout still waiting for payment: its stock goes back. 409 when it was paid (or
   * released) meanwhile; a payment arriving after the release is refunded.
   */
  @Put('release-hold')
  @ApiAnswer(schema.nothing)
  async releaseHold(@Body() body: ReleaseHoldDto) {
    await this.awaiting.release(body.orderId, body.reason ?? 'released by the shop');
    return ok(null, 'Hold released');
  }

  @Get('summary')
  @ApiAnswer(ORDER_SUMMARY)
  async overview(@Query() query: SummaryDto) {
    return ok(await this.summary.of(query.days ?? DEFAULT_SUMMARY_DAYS), 'Order summary');
  }

  /** A card order's payment; null for cash orders, or when the payment service cannot be asked now. */
  private async paymentOf(order: {
    _id: { toHexString(): string };
    paymentMethod: string;
  }): Promise<OrderPayment | null> {
    if (order.paymentMethod !== PaymentMethod.card) return null;
    try {
      return await this.payments.paymentOf(order._id.toHexString());
    } catch (error) {
      this.logger.warn(`payment of order ${order._id.toHexString()} not shown: ${(error as Error).message}`);
      return null;
    }
  }
}
