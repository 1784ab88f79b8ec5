import { Body, Controller, Put } from '@nestjs/common';
import { ApiAnswer, AuthUser, CurrentUser, ok } from '@shop/common';
import { USER } from '../api-answers';
import { ConfirmEmailChangeDto } from './dto/confirm-email-change.dto';
import { EmailChangeService } from './email-change.service';

/** The second step of an e-mail change (the first is update-user with the new address and the password). */
@Controller('api/user')
export class EmailChangeController {
  constructor(private readonly emailChanges: EmailChangeService) {}

  @Put('confirm-email-change')
  @ApiAnswer(USER)
  async confirm(@CurrentUser() caller: AuthUser, @Body() body: ConfirmEmailChangeDto) {
    const user = await this.emailChanges.confirm(caller.id, body.otp);
    return ok(user.toJSON(), 'Email address changed');
  }
}
