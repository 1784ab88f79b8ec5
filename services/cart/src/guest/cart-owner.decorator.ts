import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { CartOwner } from '../cart/cart-keys';
import type { CartRequest } from './cart-owner.interceptor';

/** Whose cart the request works on, as CartOwnerInterceptor resolved it. */
export const CurrentCartOwner = createParamDecorator(
  (_: unknown, context: ExecutionContext): CartOwner => context.switchToHttp().getRequest<CartRequest>().cartOwner!,
);
