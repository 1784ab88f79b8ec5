import { Transform } from 'class-transformer';
import { IsEmail } from 'class-validator';
import { OrderRef } from '../../orders/dto/order-fields';

/** PUT /api/order/admin/assign-rider: give the order to the rider with this e-mail. */
export class AssignRiderDto {
  @OrderRef()
  orderId: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'riderEmail must be an email address' })
  riderEmail: string;
}
