import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok } from '@shop/common';
import { CancelOrderDto } from './dto/cancel-order.dto';
import { OrderListDto } from './dto/order-list.dto';
import { OrderRefDto } from './dto/order-ref.dto';
import { OrderChanges } from './order-changes.service';
import { OrderStatus } from './order-status';
import { toOrderItemViews, toOrderView } from './order.view';
import { OrdersService } from './orders.service';
import { ORDER, ORDER_LIST } from '../api-answers';

/** The caller's own orders: someone else's order is answered as not found. */
@Controller('api/order')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly changes: OrderChanges,
  ) {}

  /** The caller's orders, newest first: one entry per order, or per ordered product with `?view=items`. */
  @Get('order-list')
  @ApiAnswer(ORDER_LIST)
  async list(@CurrentUser() user: AuthUser, @Query() query: OrderListDto) {
    const orders = await this.orders.listOf(user.id);
    if (query.view === 'items') return ok(orders.flatMap(toOrderItemViews), 'Order list');
    return ok(
      orders.map((order) => toOrderView(order)),
      'Order list',
    );
  }

  /** One of the caller's orders, by its `_id` or its 'Order No'. */
  @Get('details')
  @ApiAnswer(ORDER)
  async details(@CurrentUser() user: AuthUser, @Query() query: OrderRefDto) {
    return ok(toOrderView(await this.changes.find(query.orderId, user.id)), 'Order details');
  }

  /** Cancels one of the caller's orders while it is PLACED or PAID (409 otherwise). */
  @Put('cancel')
  @ApiAnswer(ORDER)
  async cancel(@CurrentUser() user: AuthUser, @Body() body: CancelOrderDto) {
    const order = await this.changes.find(body.orderId, user.id);
    const cancelled = await this.changes.change(order, OrderStatus.cancelled, 'SHOPPER', body.reason);
    return ok(toOrderView(cancelled), 'Order cancelled');
  }
}
