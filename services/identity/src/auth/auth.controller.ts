import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { Anonymous, ApiAnswer, AuthUser, CurrentUser, ok, schema, Unauthenticated } from '@shop/common';
import type { Request, Response } from 'express';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from './auth-cookies';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { TokenService } from './token.service';
import { LOGGED_IN, REFRESHED } from '../api-answers';

@Controller('api/user')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  @Anonymous()
  @Post('login')
  @ApiAnswer(LOGGED_IN)
  @HttpCode(200)
  async login(@Body() body: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const tokens = await this.auth.login(body, request.ip ?? '');
    setAuthCookies(response, tokens, this.env);
    return ok({ accesstoken: tokens.accessToken, refreshToken: tokens.refreshToken }, 'Login successfully');
  }

  /** The refresh token comes as the bearer (the spec's client), or in its cookie, or in the body. */
  @Anonymous()
  @Post('refresh-token')
  @ApiAnswer(REFRESHED)
  @HttpCode(200)
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const presented = refreshTokenOf(request);
    if (!presented) throw new Unauthenticated();
    const tokens = await this.auth.refresh(presented).catch((error: unknown) => {
      // A session that cannot be renewed is over: drop its cookies, so the browser continues as a guest.
      clearAuthCookies(response, this.env);
      throw error;
    });
    setAuthCookies(response, tokens, this.env);
    return ok({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }, 'New access token issued');
  }

  @Get('logout')
  @ApiAnswer(schema.nothing)
  async logout(@CurrentUser() user: AuthUser, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const presented = refreshTokenOf(request);
    await this.auth.logout([user.sessionId, presented ? await this.tokens.sessionOf(presented) : undefined]);
    clearAuthCookies(response, this.env);
    return ok(null, 'Logout successfully');
  }
}

function refreshTokenOf(request: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const fromBody = typeof request.body?.refreshToken === 'string' ? request.body.refreshToken : undefined;
  return bearer ?? request.cookies?.[REFRESH_COOKIE] ?? fromBody;
}
