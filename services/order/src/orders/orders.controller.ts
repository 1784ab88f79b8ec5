import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok } from '@shop/common';
import { CancelOrderDto } from './dto/cancel-order.dto';
import { OrderListDto } from './dto/order-list.dto';
import { OrderRefDto } from './dto/order-ref.dto';
import { OrderChanges } from './order-changes.service';
import { OrderStatus } from './order-status';
import { toOrderItemViews, toOrderView } from './order.view';
import { StoredOrder } from './order.schema';
import { OrdersService } from './orders.service';
import { OrderPages } from './order-pages';
import { ORDER, ORDER_LIST, ORDER_LIST_PAGE } from '../api-answers';

/** Orders on a page of the shopper's list when `limit` is not given. */
const DEFAULT_PAGE_SIZE = 20;

/** The caller's own orders: someone else's order is answered as not found. */
@Controller('api/order')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly changes: OrderChanges,
    private readonly pages: OrderPages,
  ) {}

  /**
   * The caller's orders, newest first: one entry per order, or per ordered product with `?view=items`;
   * all of them, or one page (`page`, `limit`) with its totals.
   */
  @Get('order-list')
  @ApiAnswer(ORDER_LIST, ORDER_LIST_PAGE, true)
  async list(@CurrentUser() user: AuthUser, @Query() query: OrderListDto) {
    const view = (orders: StoredOrder[]) =>
      query.view === 'items' ? orders.flatMap(toOrderItemViews) : orders.map((order) => toOrderView(order));
    if (!query.page && !query.limit) return ok(view(await this.orders.listOf(user.id)), 'Order list');
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const { orders, totalCount } = await this.pages.ofShopper(user.id, { page, limit });
    return ok(view(orders), 'Order list', { page, limit, totalPage: Math.ceil(totalCount / limit), totalCount });
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
