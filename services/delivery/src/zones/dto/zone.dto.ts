import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDateString,
  IsInt,
  IsMongoId,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ValidateDescribed } from '@shop/common';
import { isAmount } from '../../money';
import { PINCODE_ENTRY } from '../pincode-ranges';

// The shape of a zone as the admin sends it (amounts decimal, null for none); the rules between
// fields (a zone delivers somehow, templates do not collide) are zone-rules.ts's.
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A decimal amount with at most two places, or null (none). */
function OptionalAmount(field: string): PropertyDecorator {
  return ValidateDescribed(
    {
      name: 'optionalAmount',
      validator: {
        validate: (value: unknown) => value === null || value === undefined || isAmount(value),
        defaultMessage: () => `${field} must be an amount like 40 or 40.50, or null for none`,
      },
    },
    { type: 'number', minimum: 0, multipleOf: 0.01, nullable: true },
  );
}

export class ExpressDto {
  @IsInt({ message: 'express.etaMinutes must be a whole number of minutes' })
  @Min(1, { message: 'express.etaMinutes must be at least 1' })
  @Max(1440, { message: 'express.etaMinutes must be at most 1440' })
  etaMinutes: number;

  @OptionalAmount('express.fee')
  fee?: number | null;
}

export class SlotTemplateDto {
  @IsArray({ message: 'a slot template’s days must be a list of weekdays (0 = Sunday)' })
  @ArrayMinSize(1, { message: 'a slot template needs at least one day' })
  @ArrayUnique({ message: 'a slot template names each day once' })
  @IsInt({ each: true, message: 'days are whole numbers from 0 (Sunday) to 6' })
  @Min(0, { each: true, message: 'days are whole numbers from 0 (Sunday) to 6' })
  @Max(6, { each: true, message: 'days are whole numbers from 0 (Sunday) to 6' })
  days: number[];

  @Matches(TIME, { message: 'a slot’s start must be a time like 07:00' })
  start: string;

  @Matches(TIME, { message: 'a slot’s end must be a time like 09:00' })
  end: string;

  @IsInt({ message: 'a slot’s capacity must be a whole number of orders' })
  @Min(1, { message: 'a slot’s capacity must be at least 1' })
  @Max(1_000_000, { message: 'a slot’s capacity must be at most 1000000' })
  capacity: number;

  @IsInt({ message: 'cutoffMinutes must be a whole number of minutes' })
  @Min(0, { message: 'cutoffMinutes cannot be negative' })
  @Max(10_080, { message: 'cutoffMinutes must be at most 10080 (a week)' })
  cutoffMinutes: number;

  @OptionalAmount('a slot’s fee')
  fee?: number | null;
}

export class ZoneFeesDto {
  @OptionalAmount('fees.minimumOrder')
  minimumOrder?: number | null;

  @OptionalAmount('fees.deliveryFee')
  deliveryFee?: number | null;

  @OptionalAmount('fees.freeDeliveryAbove')
  freeDeliveryAbove?: number | null;

  @OptionalAmount('fees.smallCartBelow')
  smallCartBelow?: number | null;

  @OptionalAmount('fees.smallCartFee')
  smallCartFee?: number | null;
}

export class ZoneDto {
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name: string;

  @IsArray({ message: "pincodes must be a list like ['560001', '560002-560099']" })
  @ArrayMinSize(1, { message: 'a zone serves at least one pincode' })
  @ArrayMaxSize(1000, { message: 'a zone lists at most 1000 pincodes or ranges' })
  @Matches(PINCODE_ENTRY, {
    each: true,
    message: 'each pincode is 6 digits not starting with 0, or a range like 560002-560099',
  })
  pincodes: string[];

  @IsBoolean({ message: 'active must be true or false' })
  active: boolean;

  @IsOptional()
  @IsObject({ message: 'express must be {etaMinutes, fee} or null' })
  @ValidateNested()
  @Type(() => ExpressDto)
  express: ExpressDto | null;

  @IsArray({ message: 'slotTemplates must be a list' })
  @ArrayMaxSize(50, { message: 'a zone has at most 50 slot templates' })
  @ValidateNested({ each: true })
  @Type(() => SlotTemplateDto)
  slotTemplates: SlotTemplateDto[];

  @IsObject({ message: 'fees must be an object (null amounts turn a fee off)' })
  @ValidateNested()
  @Type(() => ZoneFeesDto)
  fees: ZoneFeesDto;
}

export class UpdateZoneDto extends ZoneDto {
  @IsMongoId({ message: '_id must be a valid id' })
  _id: string;

  /** The zone as the admin loaded it: a save is refused (ZONE_CHANGED_MEANWHILE) when another landed meanwhile. */
  @IsDateString({}, { message: 'updatedAt must be the zone’s updatedAt as it was read' })
  updatedAt: string;
}

export class ZoneIdDto {
  @IsMongoId({ message: '_id must be a valid id' })
  _id: string;
}
