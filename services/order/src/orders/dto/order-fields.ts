import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const REASON_MAX = 500;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An order named by its `_id` or by its 'Order No' (ORD-...). */
export function OrderRef() {
  return applyDecorators(
    Transform(trim),
    IsString({ message: 'orderId must be an order id or Order No' }),
    IsNotEmpty({ message: 'orderId is required' }),
    MaxLength(100, { message: 'orderId must be an order id or Order No' }),
  );
}

/** Why an order is changed (cancelled): shown in its timeline and the shopper's e-mail. */
export function Reason() {
  return applyDecorators(
    IsOptional(),
    Transform(trim),
    IsString({ message: 'reason must be text' }),
    MaxLength(REASON_MAX, { message: `reason must be at most ${REASON_MAX} characters` }),
  );
}
