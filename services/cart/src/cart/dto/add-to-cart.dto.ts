import { IsString, Matches } from 'class-validator';

export class AddToCartDto {
  @IsString({ message: 'productId is required' })
  @Matches(/^[0-9a-f]{24}$/i, { message: 'productId is not a valid product id' })
  productId: string;
}
