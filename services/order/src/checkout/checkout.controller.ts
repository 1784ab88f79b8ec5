import { Body, Controller, Post } from '@nestjs/common';
import { AuthUser, CurrentUser, ok } from '@shop/common';
import { CheckoutService } from './checkout.service';
import { PlaceOrderDto } from './dto/place-order.dto';

@Controller('api/order')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('cash-on-delivery')
  async cashOnDelivery(@CurrentUser() user: AuthUser, @Body() body: PlaceOrderDto) {
    const order = await this.checkout.placeCashOnDelivery(user.id, body.addressId);
    return ok(order, 'Order placed successfully');
  }

  /** The spec's client reads the session id as `id` at the top of the response; data carries it too. */
  @Post('checkout')
  async cardCheckout(@CurrentUser() user: AuthUser, @Body() body: PlaceOrderDto) {
    const { order, session } = await this.checkout.startCardCheckout(user.id, body.addressId);
    return ok({ ...order, id: session.id, url: session.url }, 'Payment session created', { id: session.id, url: session.url });
  }
}
