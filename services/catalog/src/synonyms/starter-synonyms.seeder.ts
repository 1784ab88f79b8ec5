import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobLeases } from '@shop/common';
import { SynonymsService } from './synonyms.service';

/** Writes the starter synonyms at start when the store was never initialised; of replicas starting together, one does it. */
@Injectable()
export class StarterSynonymsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Synonyms');

  constructor(
    private readonly synonyms: SynonymsService,
    private readonly leases: JobLeases,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const ran = await this.leases.runExclusive('starter-synonyms', 60_000, () => this.synonyms.seedStarterOnce());
    if (!ran) this.logger.log('another replica is writing the starter synonyms');
  }
}
