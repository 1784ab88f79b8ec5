import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsMongoId,
  IsNumber,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { OrderRef } from '../../orders/dto/order-fields';

/** The product the packer put in instead of a missing one, and how many. */
export class SubstituteDto {
  @IsMongoId({ message: 'substitute.productId must be a product id' })
  productId: string;

  @IsInt({ message: 'substitute.quantity must be a whole number' })
  @Min(1, { message: 'substitute.quantity must be at least 1' })
  @Max(10_000, { message: 'substitute.quantity must be at most 10000' })
  quantity: number;
}

/** What went into the bag for one line of the order. */
export class PackedLineDto {
  @IsMongoId({ message: 'productId must be a product id' })
  productId: string;

  @IsInt({ message: 'packed must be a whole number' })
  @Min(0, { message: 'packed cannot be negative' })
  @Max(10_000, { message: 'packed must be at most 10000' })
  packed: number;

  /** The weighed weight in kg, for products sold by weight. */
  @IsOptional()
  @IsNumber(
    { maxDecimalPlaces: 3, allowNaN: false, allowInfinity: false },
    { message: 'weight must be kilograms with at most 3 decimals' },
  )
  @Min(0.001, { message: 'weight must be more than 0' })
  @Max(1000, { message: 'weight must be at most 1000 kg' })
  weight?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => SubstituteDto)
  substitute?: SubstituteDto;
}

/** PUT /api/order/admin/pack: every line of the order, once, as packed. */
export class PackOrderDto {
  @OrderRef()
  orderId: string;

  @IsArray({ message: 'lines must be a list of the order’s lines' })
  @ArrayMinSize(1, { message: 'lines must list the order’s lines' })
  @ArrayMaxSize(200, { message: 'lines must be at most 200' })
  @ValidateNested({ each: true })
  @Type(() => PackedLineDto)
  lines: PackedLineDto[];
}
