import { IsNumber, IsOptional, IsPositive, Max } from 'class-validator';
import { CartLineIdDto } from './cart-line-id.dto';

export class RemoveLineDto extends CartLineIdDto {
  /**
   * Optional compare-and-set: the quantity the client last saw (kg for a product sold by weight);
   * refused (409) when the cart holds another.
   */
  @IsOptional()
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 },
    { message: 'expectedQty must be a whole number, or kilograms with at most 3 decimals' },
  )
  @IsPositive({ message: 'expectedQty must be above 0' })
  @Max(10_000, { message: 'expectedQty must be at most 10000' })
  expectedQty?: number;
}
