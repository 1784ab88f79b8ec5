import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { LiveFeed } from '../live/live-feed';
import { serviceUrls } from '../proxy/routes';

/**
 * GET /health: the gateway and every service behind it; 503 while any is down. GET /health/live: the
 * gateway process answers (liveness; a service outage must not restart the gateway). GET
 * /health/ready: the gateway's own store, Redis (rate limits), answers (readiness; services behind it
 * have their own probes, so one service down does not take every gateway out of rotation). It also
 * reports whether the live streams' feed from the broker is consuming (`liveFeed`), without failing on
 * it: the API serves while the broker is away, and every gateway would lose its feed together.
 */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly liveFeed: LiveFeed,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res() response: Response): Promise<void> {
    const redis = await this.redis
      .ping()
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    response.status(redis === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({
      status: redis === 'up' ? 'ok' : 'error',
      info: { redis, liveFeed: this.liveFeed.consuming() ? 'up' : 'down' },
    });
  }

  @Get()
  async check(@Res() response: Response): Promise<void> {
    const entries = await Promise.all(
      Object.entries(serviceUrls(this.env)).map(async ([name, url]) => [name, await probe(`${url}/health`)] as const),
    );
    const services = Object.fromEntries(entries);
    const up = entries.every(([, status]) => status === 'up');
    response.status(up ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({
      success: up,
      error: !up,
      message: up ? 'All services are up' : 'Some services are down',
      data: { services },
    });
  }
}

async function probe(url: string): Promise<'up' | 'down'> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return answer.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}
