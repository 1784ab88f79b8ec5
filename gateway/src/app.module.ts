import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { AmqpConnection, REDIS } from '@shop/common';
import Redis from 'ioredis';
import { AccessTokenVerifier } from './auth/access-token.verifier';
import { Authenticator } from './auth/authenticator';
import { GATEWAY_ENV, GatewayEnv } from './config';
import { HealthController } from './health/health.controller';
import { LiveEndpoint } from './live/live-endpoint';
import { LiveFeed } from './live/live-feed';
import { LiveHub } from './live/live-hub';
import { ApiFront } from './proxy/api-front';
import { MediaProxyMiddleware } from './proxy/media-proxy.middleware';
import { ServiceProxy } from './proxy/service-proxy';
import { UnknownApiRouteMiddleware } from './proxy/unknown-api-route.middleware';
import { RateLimiter } from './rate-limit/rate-limiter';

@Module({})
export class AppModule implements NestModule {
  static withEnv(env: GatewayEnv) {
    return {
      module: AppModule,
      controllers: [HealthController],
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        { provide: REDIS, useFactory: () => new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 }) },
        // The live streams' feed (live/live-feed.ts): the gateway's one use of the broker.
        { provide: AmqpConnection, useFactory: () => new AmqpConnection(env.RABBITMQ_URL, 'gateway') },
        LiveHub,
        LiveFeed,
        LiveEndpoint,
        AccessTokenVerifier,
        Authenticator,
        RateLimiter,
        ServiceProxy,
        ApiFront,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(MediaProxyMiddleware).forRoutes('media/*path');
    consumer.apply(UnknownApiRouteMiddleware).forRoutes('api', 'api/*path');
  }
}
