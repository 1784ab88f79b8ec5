import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { AuthUser, issueGuestCartId, verifiedGuestCartId } from '@shop/common';
import type { Request, Response } from 'express';
import { from, Observable, switchMap } from 'rxjs';
import { CartOwner } from '../cart/cart-keys';
import { CartService } from '../cart/cart.service';
import { CART_ENV, CartEnv } from '../config';
import { GUEST_COOKIE, guestCookieOptions } from './guest-cookie';

export type CartRequest = Request & { user?: AuthUser; cartOwner?: CartOwner };

/**
 * Decides whose cart a request works on. A signed-in user works on their own cart; if they still
 * carry a guest cookie (they just logged in), the guest cart is merged into theirs first and the
 * cookie cleared. Anyone else is a guest: the cookie is issued on first use and renewed on every use,
 * as the guest cart's lifetime in Redis is. Only ids the shop signed name a cart; any other cookie is
 * treated as none (the gateway counted that request as starting a cart).
 */
@Injectable()
export class CartOwnerInterceptor implements NestInterceptor {
  constructor(
    private readonly cart: CartService,
    @Inject(CART_ENV) private readonly env: CartEnv,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    return from(this.resolve(http.getRequest<CartRequest>(), http.getResponse<Response>())).pipe(
      switchMap(() => next.handle()),
    );
  }

  private async resolve(request: CartRequest, response: Response): Promise<void> {
    const presented = request.cookies?.[GUEST_COOKIE];
    const guestId = verifiedGuestCartId(presented, this.env.GATEWAY_SHARED_SECRET);
    if (request.user) {
      if (guestId) await this.cart.mergeGuestInto(guestId, request.user.id);
      if (presented !== undefined) response.clearCookie(GUEST_COOKIE, guestCookieOptions(this.env.COOKIE_SECURE));
      request.cartOwner = { kind: 'user', userId: request.user.id };
      return;
    }
    const { id, cookie } = guestId
      ? { id: guestId, cookie: presented as string }
      : issueGuestCartId(this.env.GATEWAY_SHARED_SECRET);
    response.cookie(GUEST_COOKIE, cookie, guestCookieOptions(this.env.COOKIE_SECURE, this.env.GUEST_CART_TTL_SECONDS));
    request.cartOwner = { kind: 'guest', guestId: id };
  }
}
