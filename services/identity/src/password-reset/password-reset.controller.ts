import { Body, Controller, Inject, Put, Req, Res } from '@nestjs/common';
import { Anonymous, ApiAnswer, ok, schema } from '@shop/common';
import type { Request, Response } from 'express';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { ForgotPasswordDto, ResetPasswordDto, VerifyCodeDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';
import { clearResetGrantCookie, presentedResetGrant, setResetGrantCookie } from './reset-grant-cookie';
import { CODE_SENT, CODE_VERIFIED } from '../api-answers';

@Anonymous()
@Controller('api/user')
export class PasswordResetController {
  constructor(
    private readonly passwordReset: PasswordResetService,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  @Put('forgot-password')
  @ApiAnswer(CODE_SENT)
  async forgotPassword(@Body() body: ForgotPasswordDto) {
    await this.passwordReset.sendCode(body);
    return ok({ email: body.email }, 'If an account exists for this email, we have sent it a 6-digit code');
  }

  @Put('verify-forgot-password-otp')
  @ApiAnswer(CODE_VERIFIED)
  async verify(@Body() body: VerifyCodeDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const resetToken = await this.passwordReset.verifyCode(body, request.ip ?? '');
    setResetGrantCookie(response, resetToken, this.env);
    return ok({ email: body.email, verified: true, resetToken }, 'Code verified; you can now set a new password');
  }

  @Put('reset-password')
  @ApiAnswer(schema.nothing)
  async reset(@Body() body: ResetPasswordDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.passwordReset.resetPassword(body, presentedResetGrant(request, body.resetToken));
    clearResetGrantCookie(response, this.env);
    return ok(null, 'Password updated; please log in with your new password');
  }
}
