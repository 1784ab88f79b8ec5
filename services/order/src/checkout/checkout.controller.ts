import { Body, Controller, Headers, Post } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok } from '@shop/common';
import { CheckoutService } from './checkout.service';
import { PlaceOrderDto } from './dto/place-order.dto';
import { CARD_CHECKOUT, ORDER, SESSION_BESIDE } from '../api-answers';

@Controller('api/order')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** An Idempotency-Key header (optional) makes a retried request answer with the same order. */
  @Post('cash-on-delivery')
  @ApiAnswer(ORDER)
  async cashOnDelivery(
    @CurrentUser() user: AuthUser,
    @Body() body: PlaceOrderDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const order = await this.checkout.placeCashOnDelivery(user.id, body.addressId, idempotencyKey, body.totalAmt);
    return ok(order, 'Order placed successfully');
  }

  /** The spec's client reads the session id as `id` at the top of the response; data carries it too. */
  @Post('checkout')
  @ApiAnswer(CARD_CHECKOUT, SESSION_BESIDE)
  async cardCheckout(
    @CurrentUser() user: AuthUser,
    @Body() body: PlaceOrderDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const { order, session } = await this.checkout.startCardCheckout(
      user.id,
      body.addressId,
      idempotencyKey,
      body.totalAmt,
    );
    return ok({ ...order, id: session.id, url: session.url }, 'Payment session created', {
      id: session.id,
      url: session.url,
    });
  }
}
