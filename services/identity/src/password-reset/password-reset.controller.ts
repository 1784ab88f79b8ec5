import { Body, Controller, Put, Req } from '@nestjs/common';
import { Anonymous, ApiAnswer, ok, schema } from '@shop/common';
import type { Request } from 'express';
import { ForgotPasswordDto, ResetPasswordDto, VerifyCodeDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';
import { CODE_SENT, CODE_VERIFIED } from '../api-answers';

@Anonymous()
@Controller('api/user')
export class PasswordResetController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Put('forgot-password')
  @ApiAnswer(CODE_SENT)
  async forgotPassword(@Body() body: ForgotPasswordDto) {
    await this.passwordReset.sendCode(body);
    return ok({ email: body.email }, 'If an account exists for this email, we have sent it a 6-digit code');
  }

  @Put('verify-forgot-password-otp')
  @ApiAnswer(CODE_VERIFIED)
  async verify(@Body() body: VerifyCodeDto, @Req() request: Request) {
    await this.passwordReset.verifyCode(body, request.ip ?? '');
    return ok({ email: body.email, verified: true }, 'Code verified; you can now set a new password');
  }

  @Put('reset-password')
  @ApiAnswer(schema.nothing)
  async reset(@Body() body: ResetPasswordDto) {
    await this.passwordReset.resetPassword(body);
    return ok(null, 'Password updated; please log in with your new password');
  }
}
