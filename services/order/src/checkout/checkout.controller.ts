import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok } from '@shop/common';
import { CheckoutService } from './checkout.service';
import { DeliveryChoiceDto } from './dto/delivery-choice.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { CARD_CHECKOUT, ORDER, ORDER_QUOTE, SESSION_BESIDE } from '../api-answers';

const choiceOf = ({ slotId, express }: DeliveryChoiceDto) => ({ slotId, express });

@Controller('api/order')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** What the cart costs delivered as asked, line by line; the checkout page shows exactly this. It reads only: 200. */
  @Post('quote')
  @HttpCode(200)
  @ApiAnswer(ORDER_QUOTE)
  async quote(@CurrentUser() user: AuthUser, @Body() body: DeliveryChoiceDto) {
    return ok(await this.checkout.quote(user.id, body.addressId, choiceOf(body)), 'Quote');
  }

  /** An Idempotency-Key header (optional) makes a retried request answer with the same order. */
  @Post('cash-on-delivery')
  @ApiAnswer(ORDER)
  async cashOnDelivery(
    @CurrentUser() user: AuthUser,
    @Body() body: PlaceOrderDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const order = await this.checkout.placeCashOnDelivery(user.id, body.addressId, idempotencyKey, body.totalAmt, {
      ...choiceOf(body),
      substitution: body.substitution,
    });
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
      { ...choiceOf(body), substitution: body.substitution },
    );
    return ok({ ...order, id: session.id, url: session.url }, 'Payment session created', {
      id: session.id,
      url: session.url,
    });
  }
}
