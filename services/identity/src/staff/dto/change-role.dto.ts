import { Role, ROLES, STAFF_ROLES } from '@shop/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional } from 'class-validator';
import { normalisedEmail } from '../../users/dto/register.dto';

/** PUT /api/user/admin/role: give the account with this e-mail a role (USER takes every staff role back). */
export class ChangeRoleDto {
  @Transform(normalisedEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @IsIn(ROLES, { message: `role must be one of ${ROLES.join(', ')}` })
  role: Role;
}

/** GET /api/user/admin/staff?role=: one role's staff (RIDER, to give an order to one), or all. */
export class StaffListDto {
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role?: Exclude<Role, 'USER'>;
}
