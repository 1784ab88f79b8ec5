import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { REDIS } from '@shop/common';
import Redis from 'ioredis';
import { AccessTokenVerifier } from './auth/access-token.verifier';
import { AuthenticationMiddleware } from './auth/authentication.middleware';
import { GATEWAY_ENV, GatewayEnv } from './config';
import { HealthController } from './health/health.controller';
import { MediaProxyMiddleware } from './proxy/media-proxy.middleware';
import { ProxyMiddleware } from './proxy/proxy.middleware';
import { RateLimitMiddleware } from './rate-limit/rate-limit.middleware';

@Module({})
export class AppModule implements NestModule {
  static withEnv(env: GatewayEnv) {
    return {
      module: AppModule,
      imports: [JwtModule.register({})],
      controllers: [HealthController],
      providers: [
        { provide: GATEWAY_ENV, useValue: env },
        { provide: REDIS, useFactory: () => new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 }) },
        AccessTokenVerifier,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(MediaProxyMiddleware).forRoutes('media/*path');
    consumer.apply(RateLimitMiddleware, AuthenticationMiddleware, ProxyMiddleware).forRoutes('api', 'api/*path');
  }
}
