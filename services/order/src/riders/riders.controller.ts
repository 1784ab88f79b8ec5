import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok, Staff } from '@shop/common';
import { RIDER_ORDER, RIDER_ROUND } from '../api-answers';
import { DeliveredDto, DeliveryFailedDto } from './dto/delivered.dto';
import { toRiderOrderView } from './rider-order.view';
import { RiderRounds } from './rider-rounds';

/** A rider's own round: only the orders an admin gave them (any other is not found). */
@Controller('api/order/rider')
@Staff('rider')
export class RidersController {
  constructor(private readonly rounds: RiderRounds) {}

  @Get('list')
  @ApiAnswer(RIDER_ROUND)
  async list(@CurrentUser() rider: AuthUser) {
    const { open, deliveredToday } = await this.rounds.roundOf(rider.id);
    return ok(
      { open: open.map(toRiderOrderView), deliveredToday: deliveredToday.map(toRiderOrderView) },
      'Your deliveries',
    );
  }

  @Put('delivered')
  @ApiAnswer(RIDER_ORDER)
  async delivered(@CurrentUser() rider: AuthUser, @Body() body: DeliveredDto) {
    const order = await this.rounds.delivered(rider.id, body.orderId, body.cashCollected);
    return ok(toRiderOrderView(order), 'Delivered');
  }

  @Put('delivery-failed')
  @ApiAnswer(RIDER_ORDER)
  async failed(@CurrentUser() rider: AuthUser, @Body() body: DeliveryFailedDto) {
    const order = await this.rounds.failed(rider.id, body.orderId, body.reason);
    return ok(toRiderOrderView(order), 'Delivery attempt recorded');
  }
}
