import { Controller, Get, Inject } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorFunction, HealthIndicatorService } from '@nestjs/terminus';
import { Connection } from 'mongoose';
import type Redis from 'ioredis';
import { Public } from '../auth/auth.decorators';
import { AmqpConnection } from '../messaging/amqp.connection';
import { REDIS } from '../redis/redis.tokens';
import { getConnectionToken } from '@nestjs/mongoose';
import { ModuleRef } from '@nestjs/core';
import { READINESS_CHECKS, ReadinessCheck } from './readiness';

/**
 * GET /health/live: the process answers (Kubernetes' liveness: no dependency is checked, so a Redis
 * outage never restarts every pod). GET /health/ready (and /health): the service and each backing
 * store it uses, and the service's own READINESS_CHECKS, 503 when one is down (readiness: traffic goes
 * elsewhere until it is back).
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly amqp: AmqpConnection,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Get('live')
  @Public()
  live() {
    return { status: 'ok' };
  }

  @Get(['', 'ready'])
  @Public()
  @HealthCheck()
  check() {
    const checks: HealthIndicatorFunction[] = [
      () => this.probe('rabbitmq', async () => this.amqp.isConnected()),
      () => this.probe('redis', async () => (await this.redis.ping()) === 'PONG'),
    ];
    const mongo = this.mongoConnection();
    if (mongo) checks.push(() => this.probe('mongo', async () => (await mongo.db?.admin().ping())?.ok === 1));
    for (const own of this.ownChecks()) checks.push(() => this.probe(own.name, async () => own.isReady()));
    return this.health.check(checks);
  }

  /** The service's Mongo connection, or undefined for a service without Mongo (ModuleRef.get throws then). */
  private mongoConnection(): Connection | undefined {
    try {
      return this.moduleRef.get<Connection>(getConnectionToken(), { strict: false });
    } catch {
      return undefined;
    }
  }

  /** The service's own readiness checks (none for a service that provides no READINESS_CHECKS). */
  private ownChecks(): ReadinessCheck[] {
    try {
      return this.moduleRef.get<ReadinessCheck[]>(READINESS_CHECKS, { strict: false });
    } catch {
      return [];
    }
  }

  private async probe(name: string, isUp: () => Promise<boolean>) {
    const session = this.indicator.check(name);
    try {
      return (await isUp()) ? session.up() : session.down();
    } catch (error) {
      return session.down({ reason: (error as Error).message });
    }
  }
}
