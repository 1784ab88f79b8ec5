import { IsString } from 'class-validator';

/** Its shape (6 digits) is the contract's pincodeSchema, refused as INVALID_PINCODE (http/pincode.ts). */
export class PincodeQueryDto {
  @IsString({ message: 'pincode is required: 6 digits, not starting with 0' })
  pincode: string;
}
