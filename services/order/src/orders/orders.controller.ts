import { Controller, Get } from '@nestjs/common';
import { AuthUser, CurrentUser, ok } from '@shop/common';
import { toOrderView } from './order.view';
import { OrdersService } from './orders.service';

@Controller('api/order')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** The caller's orders, newest first. */
  @Get('order-list')
  async list(@CurrentUser() user: AuthUser) {
    const orders = await this.orders.listOf(user.id);
    return ok(orders.map(toOrderView), 'Order list');
  }
}
