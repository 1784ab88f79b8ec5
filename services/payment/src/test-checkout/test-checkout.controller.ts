import { Controller, Get, Header, Inject, Param, Post, Res } from '@nestjs/common';
import { Anonymous, type AuthUser, CurrentUser } from '@shop/common';
import type { Response } from 'express';
import { PAYMENT_ENV, PaymentEnv } from '../config';
import { renderTestCheckoutPage, testCheckoutPolicy } from './test-checkout.page';
import { CheckoutSessionClosed } from '../payment.errors';
import { TestCheckoutResult, TestCheckoutService } from './test-checkout.service';

/**
 * The local test-mode checkout page (only while talking to stripe-mock, never in production); the
 * shopper reaches it by the session URL. The gateway lets every caller through (a browser page gets no
 * JSON 401) and forwards the signed-in shopper, whom the service checks against the session's.
 */
@Controller('api/payment/test-checkout')
@Anonymous()
export class TestCheckoutController {
  /** The page's Content-Security-Policy, which stands instead of the gateway's (testCheckoutPolicy). */
  private readonly policy: string;

  constructor(
    private readonly checkout: TestCheckoutService,
    @Inject(PAYMENT_ENV) private readonly env: PaymentEnv,
  ) {
    this.policy = testCheckoutPolicy(env.WEB_ORIGIN.split(',').map((origin) => new URL(origin.trim()).origin));
  }

  @Get(':sessionId')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async page(
    @Param('sessionId') sessionId: string,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() caller?: AuthUser,
  ): Promise<string> {
    response.setHeader('content-security-policy', this.policy);
    return renderTestCheckoutPage(await this.checkout.session(sessionId, caller));
  }

  /**
   * Sends the signed "paid" event, then returns the shopper to the shop like Stripe would. A closed
   * session answers 409 with the page again, saying why (the shopper is looking at a page, not JSON).
   */
  @Post(':sessionId/pay')
  async pay(
    @Param('sessionId') sessionId: string,
    @Res() response: Response,
    @CurrentUser() caller?: AuthUser,
  ): Promise<void> {
    try {
      this.returnToShop(response, await this.checkout.pay(sessionId, caller), sessionId);
    } catch (error) {
      if (!(error instanceof CheckoutSessionClosed)) throw error;
      response
        .status(409)
        .type('html')
        .set('cache-control', 'no-store')
        .set('content-security-policy', this.policy)
        .send(renderTestCheckoutPage(await this.checkout.session(sessionId, caller), error.message));
    }
  }

  @Post(':sessionId/cancel')
  async cancel(
    @Param('sessionId') sessionId: string,
    @Res() response: Response,
    @CurrentUser() caller?: AuthUser,
  ): Promise<void> {
    this.returnToShop(response, await this.checkout.cancel(sessionId, caller), sessionId);
  }

  /** Like Stripe's success_url, /success names the session, so the shop can show its order. */
  private returnToShop(response: Response, result: TestCheckoutResult, sessionId: string): void {
    const shop = this.env.WEB_ORIGIN.split(',')[0].replace(/\/+$/, '');
    const query = result === 'success' ? `?session_id=${encodeURIComponent(sessionId)}` : '';
    response.redirect(303, `${shop}/${result}${query}`);
  }
}
