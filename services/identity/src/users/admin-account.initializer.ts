import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobLeases } from '@shop/common';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { UsersService } from './users.service';

/**
 * Creates the operator's ADMIN account (from the environment) when the service starts and no account
 * has its address; of replicas starting together, one does it.
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
    let outcome: Awaited<ReturnType<UsersService['ensureAdmin']>> | undefined;
    await this.leases.runExclusive('ensure-admin', 30_000, async () => {
      outcome = await this.users.ensureAdmin(this.env.ADMIN_NAME, this.env.ADMIN_EMAIL, this.env.ADMIN_PASSWORD);
    });
    const email = this.env.ADMIN_EMAIL;
    if (outcome === 'not-admin')
      this.logger.warn(`${email} belongs to an account that is not an admin: it was left as it is (set ADMIN_EMAIL)`);
    else if (outcome) this.logger.log(`admin account ${email} ${outcome === 'created' ? 'created' : 'is ready'}`);
    else this.logger.log('another replica is setting up the admin account');
  }
}
