import { Controller, Get, Header, Inject, Param, Post, Res } from '@nestjs/common';
import { Anonymous } from '@shop/common';
import type { Response } from 'express';
import { PAYMENT_ENV, PaymentEnv } from '../config';
import { renderTestCheckoutPage } from './test-checkout.page';
import { TestCheckoutResult, TestCheckoutService } from './test-checkout.service';

/** The local test-mode checkout page (only while talking to stripe-mock); the shopper reaches it by the session URL. */
@Controller('api/payment/test-checkout')
@Anonymous()
export class TestCheckoutController {
  constructor(
    private readonly checkout: TestCheckoutService,
    @Inject(PAYMENT_ENV) private readonly env: PaymentEnv,
  ) {}

  @Get(':sessionId')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async page(@Param('sessionId') sessionId: string): Promise<string> {
    return renderTestCheckoutPage(await this.checkout.session(sessionId));
  }

  /** Sends the signed "paid" event, then returns the shopper to the shop like Stripe would. */
  @Post(':sessionId/pay')
  async pay(@Param('sessionId') sessionId: string, @Res() response: Response): Promise<void> {
    this.returnToShop(response, await this.checkout.pay(sessionId));
  }

  @Post(':sessionId/cancel')
  async cancel(@Param('sessionId') sessionId: string, @Res() response: Response): Promise<void> {
    this.returnToShop(response, await this.checkout.cancel(sessionId));
  }

  private returnToShop(response: Response, result: TestCheckoutResult): void {
    response.redirect(303, `${this.env.WEB_ORIGIN.split(',')[0].replace(/\/+$/, '')}/${result}`);
  }
}
