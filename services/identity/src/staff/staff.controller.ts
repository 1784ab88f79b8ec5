import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiAnswer, ok, Staff, StaffMember } from '@shop/common';
import { STAFF_LIST, STAFF_MEMBER } from '../api-answers';
import { ChangeRoleDto, StaffListDto } from './dto/change-role.dto';
import { StaffRoles } from './staff-roles.service';

/** The shop's staff: only an ADMIN grants or takes back roles; a MANAGER lists them (to give orders to riders). */
@Controller('api/user/admin')
export class StaffController {
  constructor(private readonly roles: StaffRoles) {}

  @Get('staff')
  @Staff('manager')
  @ApiAnswer(STAFF_LIST)
  async list(@Query() query: StaffListDto) {
    return ok((await this.roles.list(query.role)).map(asAnswer), 'Staff');
  }

  @Put('role')
  @Staff('admin')
  @ApiAnswer(STAFF_MEMBER)
  async change(@Body() body: ChangeRoleDto) {
    const member = await this.roles.change(body.email, body.role);
    return ok(asAnswer(member), `${member.name} is now ${body.role}`);
  }
}

/** Answers name users by `_id`, as user-details does. */
const asAnswer = ({ id, ...member }: StaffMember) => ({ _id: id, ...member });
