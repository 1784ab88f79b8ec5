import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobLeases } from '@shop/common';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { UsersService } from './users.service';

/**
 * Makes sure the operator's ADMIN account (from the environment) exists when the service starts; of
 * replicas starting together, one does it.
 */
@Injectable()
export class AdminAccountInitializer implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccount');

  constructor(
    private readonly users: UsersService,
    private readonly leases: JobLeases,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const ran = await this.leases.runExclusive('ensure-admin', 30_000, () =>
      this.users.ensureAdmin(this.env.ADMIN_NAME, this.env.ADMIN_EMAIL, this.env.ADMIN_PASSWORD),
    );
    this.logger.log(
      ran ? `admin account ${this.env.ADMIN_EMAIL} is ready` : 'another replica is setting up the admin account',
    );
  }
}
