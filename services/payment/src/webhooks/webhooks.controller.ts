import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { Anonymous, ApiAnswer, ok } from '@shop/common';
import type { Request } from 'express';
import { StripeWebhooksService } from './stripe-webhooks.service';
import { WEBHOOK_RECEIVED } from '../api-answers';

@Controller('api/payment')
export class WebhooksController {
  constructor(private readonly webhooks: StripeWebhooksService) {}

  /** Stripe calls this without a user; the signature is what authenticates it. */
  @Post('webhook')
  @ApiAnswer(WEBHOOK_RECEIVED)
  @Anonymous()
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature?: string) {
    const event = this.webhooks.verify(request.rawBody, signature);
    const outcome = await this.webhooks.handle(event);
    return ok({ received: true, outcome }, 'Webhook received');
  }
}
