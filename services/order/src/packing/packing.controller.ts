import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok, schema, Staff } from '@shop/common';
import { ADMIN_ORDER, PACKING_QUEUE_COUNT } from '../api-answers';
import { toAdminOrderView } from '../orders/order.view';
import { PackOrderDto } from './dto/pack-order.dto';
import { PackingQueueQueryDto } from './dto/packing-queue-query.dto';
import { PackingQueue } from './packing-queue';
import { PackingService } from './packing.service';

/** The packer's side (PACKER, MANAGER, ADMIN): the orders to pack, and packing one as it really is. */
@Controller('api/order/admin')
@Staff('packer')
export class PackingController {
  constructor(
    private readonly packing: PackingService,
    private readonly queue: PackingQueue,
  ) {}

  /**
   * The 50 most urgent PLACED and PAID orders, earliest delivery slot first, then oldest, and how many
   * wait in all; with `orderId`, only that order while it waits.
   */
  @Get('packing-queue')
  @ApiAnswer(schema.array(ADMIN_ORDER), PACKING_QUEUE_COUNT, true)
  async packingQueue(@Query() query: PackingQueueQueryDto) {
    if (query.orderId) return ok((await this.queue.one(query.orderId)).map(toAdminOrderView), 'Orders to pack');
    const { orders, waiting } = await this.queue.next();
    return ok(orders.map(toAdminOrderView), 'Orders to pack', { waiting });
  }

  /**
   * PLACED or PAID → PACKED with what is in the bag: short lines refunded, substitutes where the shopper
   * allowed them (never charged above what they replace), so the total never exceeds what was confirmed.
   */
  @Put('pack')
  @ApiAnswer(ADMIN_ORDER)
  async pack(@CurrentUser() user: AuthUser, @Body() body: PackOrderDto) {
    const by = user.role === 'PACKER' ? 'PACKER' : 'ADMIN';
    const order = await this.packing.pack(body.orderId, body.lines, by);
    return ok(toAdminOrderView(order), order.adjustments?.length ? 'Packed with changes' : 'Packed');
  }
}
