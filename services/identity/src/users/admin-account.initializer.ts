import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { UsersService } from './users.service';

/** Makes sure the operator's ADMIN account (from the environment) exists when the service starts. */
@Injectable()
export class AdminAccountInitializer implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccount');

  constructor(
    private readonly users: UsersService,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.users.ensureAdmin(this.env.ADMIN_NAME, this.env.ADMIN_EMAIL, this.env.ADMIN_PASSWORD);
    this.logger.log(`admin account ${this.env.ADMIN_EMAIL} is ready`);
  }
}
