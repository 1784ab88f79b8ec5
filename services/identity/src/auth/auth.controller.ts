import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { Anonymous, ApiAnswer, AuthUser, CurrentUser, ok, schema, Unauthenticated } from '@shop/common';
import type { Request, Response } from 'express';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { clearAuthCookies, setAuthCookies } from './auth-cookies';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { TokenService } from './token.service';
import { LOGGED_IN, REFRESHED } from '../api-answers';
import { presentedRefreshToken, TOKEN_DELIVERY_HEADER, wantsRefreshTokenInBody } from './refresh-token-delivery';

const TOKEN_DELIVERY = {
  name: TOKEN_DELIVERY_HEADER,
  required: false,
  schema: { type: 'string' as const, enum: ['cookie', 'body'] },
  description:
    "`cookie` (the web app): login's answer leaves `refreshToken` out, which then travels only in its " +
    'httpOnly cookie, out of reach of page scripts. `body`: the answer carries it (token-mode clients, ' +
    "which keep the tokens themselves). Without the header it is carried too (the spec's client reads it " +
    'there), unless the deployment sets REFRESH_TOKEN_IN_BODY=on-request, as production does by default. ' +
    'A refresh whose token came as a bearer or in the body always gets the next one back; one that came ' +
    'in the cookie never does.',
};

@Controller('api/user')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  /** The refresh token is in the answer only for a client that asks (see TOKEN_DELIVERY). */
  @Anonymous()
  @Post('login')
  @ApiAnswer(LOGGED_IN)
  @ApiHeader(TOKEN_DELIVERY)
  @HttpCode(200)
  async login(@Body() body: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const tokens = await this.auth.login(body, request.ip ?? '');
    setAuthCookies(response, tokens, this.env);
    const inBody = wantsRefreshTokenInBody(request, this.env);
    return ok(
      { accesstoken: tokens.accessToken, ...(inBody ? { refreshToken: tokens.refreshToken } : {}) },
      'Login successfully',
    );
  }

  /**
   * The refresh token comes as the bearer (the spec's client), or in its cookie, or in the body. The next
   * one is in the answer only when the client holds them itself (not from the cookie).
   */
  @Anonymous()
  @Post('refresh-token')
  @ApiAnswer(REFRESHED)
  @ApiHeader(TOKEN_DELIVERY)
  @HttpCode(200)
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const presented = presentedRefreshToken(request);
    if (!presented) throw new Unauthenticated();
    const tokens = await this.auth.refresh(presented.token).catch((error: unknown) => {
      // A session that cannot be renewed is over: drop its cookies, so the browser continues as a guest.
      clearAuthCookies(response, this.env);
      throw error;
    });
    setAuthCookies(response, tokens, this.env);
    const inBody = presented.from !== 'cookie';
    return ok(
      { accessToken: tokens.accessToken, ...(inBody ? { refreshToken: tokens.refreshToken } : {}) },
      'New access token issued',
    );
  }

  @Get('logout')
  @ApiAnswer(schema.nothing)
  async logout(@CurrentUser() user: AuthUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const presented = presentedRefreshToken(request);
    await this.auth.logout(user.id, [
      user.sessionId,
      presented ? await this.tokens.sessionOf(presented.token) : undefined,
    ]);
    clearAuthCookies(response, this.env);
    return ok(null, 'Logout successfully');
  }
}
