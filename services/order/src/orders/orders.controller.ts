import { Controller, Get, Query } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok } from '@shop/common';
import { OrderListDto } from './dto/order-list.dto';
import { toOrderItemViews, toOrderView } from './order.view';
import { OrdersService } from './orders.service';
import { ORDER_LIST } from '../api-answers';

@Controller('api/order')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** The caller's orders, newest first: one entry per order, or per ordered product with `?view=items`. */
  @Get('order-list')
  @ApiAnswer(ORDER_LIST)
  async list(@CurrentUser() user: AuthUser, @Query() query: OrderListDto) {
    const orders = await this.orders.listOf(user.id);
    if (query.view === 'items') return ok(orders.flatMap(toOrderItemViews), 'Order list');
    return ok(orders.map(toOrderView), 'Order list');
  }
}
