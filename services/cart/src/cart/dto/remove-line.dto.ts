import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CartLineIdDto } from './cart-line-id.dto';

export class RemoveLineDto extends CartLineIdDto {
  /** Optional compare-and-set: the quantity the client last saw; refused (409) when the cart holds another. */
  @IsOptional()
  @IsInt({ message: 'expectedQty must be a whole number' })
  @Min(1, { message: 'expectedQty must be at least 1' })
  @Max(10_000, { message: 'expectedQty must be at most 10000' })
  expectedQty?: number;
}
