import { Body, Controller, Delete, Get, HttpCode, Post, Put, UseInterceptors } from '@nestjs/common';
import { ApiAnswer, ok, Public, schema } from '@shop/common';
import { CurrentCartOwner } from '../guest/cart-owner.decorator';
import { CartOwnerInterceptor } from '../guest/cart-owner.interceptor';
import { CartOwner } from './cart-keys';
import { CartService } from './cart.service';
import { AddToCartDto } from './dto/add-to-cart.dto';
import { CartLineIdDto } from './dto/cart-line-id.dto';
import { RemoveLineDto } from './dto/remove-line.dto';
import { UpdateQtyDto } from './dto/update-qty.dto';
import { CART_LINE } from '../api-answers';

/** Spec 6: anonymous shoppers use the cart too, so every route is public and guests get a cookie cart. */
@Controller('api/cart')
@Public()
@UseInterceptors(CartOwnerInterceptor)
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Post('create')
  @ApiAnswer(CART_LINE)
  @HttpCode(200)
  async add(@CurrentCartOwner() owner: CartOwner, @Body() body: AddToCartDto) {
    return ok(await this.cart.addOne(owner, body.productId.toLowerCase()), 'Item added to cart');
  }

  @Get('get')
  @ApiAnswer(schema.array(CART_LINE))
  async get(@CurrentCartOwner() owner: CartOwner) {
    return ok(await this.cart.view(owner));
  }

  @Put('update-qty')
  @ApiAnswer(CART_LINE)
  async updateQty(@CurrentCartOwner() owner: CartOwner, @Body() body: UpdateQtyDto) {
    return ok(await this.cart.setQuantity(owner, body._id, body.qty, body.expectedQty), 'Cart updated');
  }

  @Delete('delete-cart-item')
  @ApiAnswer(schema.nothing)
  async remove(@CurrentCartOwner() owner: CartOwner, @Body() body: RemoveLineDto) {
    await this.cart.removeLine(owner, body._id, body.expectedQty);
    return ok(null, 'Item removed from cart');
  }

  /** Not in the spec: the shop's app calls it once it has shown a line's price change, so it is announced once. */
  @Put('price-seen')
  @ApiAnswer(CART_LINE)
  async priceSeen(@CurrentCartOwner() owner: CartOwner, @Body() body: CartLineIdDto) {
    return ok(await this.cart.priceSeen(owner, body._id), 'Price noted');
  }
}
