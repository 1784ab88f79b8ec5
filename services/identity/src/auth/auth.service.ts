import { Injectable } from '@nestjs/common';
import { Role } from '@shop/common';
import { AccountInactive, WrongCredentials } from '../identity.errors';
import { UsersService } from '../users/users.service';
import { LoginDto } from './dto/login.dto';
import { LoginThrottle } from './login-throttle';
import { passwordMatches } from './passwords';
import { TokenPair, TokenService } from './token.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** `clientAddress` is the shopper's address as the gateway saw it; failures are counted per account and address. */
  async login({ email, password }: LoginDto, clientAddress: string): Promise<TokenPair> {
    await this.throttle.assertAllowed(email, clientAddress);
    const user = await this.users.findByEmail(email);
    // Compare even for unknown emails so the answer takes as long either way.
    const matches = await passwordMatches(
      password,
      user?.password ?? '$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva',
    );
    if (!user || !matches) {
      await this.throttle.recordFailure(email, clientAddress);
      throw new WrongCredentials();
    }
    await this.throttle.recordSuccess(email, clientAddress);
    if (user.status !== 'Active') throw new AccountInactive();
    await this.users.recordLogin(user.id);
    return this.tokens.startSession(user.id, user.role);
  }

  refresh(refreshToken: string): Promise<TokenPair> {
    return this.tokens.rotate(refreshToken, async (userId) => {
      const user = await this.users.findById(userId).catch(() => undefined);
      return user?.status === 'Active' ? (user.role as Role) : undefined;
    });
  }

  async logout(userId: string, sessionIds: (string | undefined)[]): Promise<void> {
    for (const sessionId of new Set(sessionIds)) if (sessionId) await this.tokens.endSession(userId, sessionId);
  }
}
