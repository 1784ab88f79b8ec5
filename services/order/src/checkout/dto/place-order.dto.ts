import { IsNumber, IsOptional } from 'class-validator';
import { SubstitutionPreferences } from '@shop/common';
import { DeliveryChoiceDto } from './delivery-choice.dto';
import { Substitution } from './substitution.decorator';

/**
 * The spec's client also sends list_items and subTotalAmt. They are deliberately not declared: the
 * validation pipe strips them, since lines come from the cart and prices from the catalog. `totalAmt`,
 * the total the shopper confirmed, only caps what they pay (checkout/confirmed-total.ts). The spec's
 * client sends no slot: it goes express where the zone delivers so.
 */
export class PlaceOrderDto extends DeliveryChoiceDto {
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'totalAmt must be a number' })
  totalAmt?: number;

  @IsOptional()
  @Substitution()
  substitution?: SubstitutionPreferences;
}
