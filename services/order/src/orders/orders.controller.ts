import { Controller, Get } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok, schema } from '@shop/common';
import { toOrderView } from './order.view';
import { OrdersService } from './orders.service';
import { ORDER } from '../api-answers';

@Controller('api/order')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** The caller's orders, newest first. */
  @Get('order-list')
  @ApiAnswer(schema.array(ORDER))
  async list(@CurrentUser() user: AuthUser) {
    const orders = await this.orders.listOf(user.id);
    return ok(orders.map(toOrderView), 'Order list');
  }
}
