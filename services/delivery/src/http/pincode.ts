import { InvalidPincode, pincodeSchema } from '@shop/common';

/** The pincode of a query, trimmed; 400 INVALID_PINCODE when it is not 6 digits not starting with 0. */
export function pincodeOf(value: string): string {
  const parsed = pincodeSchema.safeParse(value.trim());
  if (!parsed.success) throw new InvalidPincode();
  return parsed.data;
}
