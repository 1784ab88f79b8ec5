import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { TerminusModule } from '@nestjs/terminus';
import Redis from 'ioredis';
import { IdentityGuard } from './auth/identity.guard';
import type { BaseEnv } from './config/env';
import { HealthController } from './health/health.controller';
import { AmqpConnection } from './messaging/amqp.connection';
import { EventBus } from './messaging/event-bus';
import { InboxStore } from './messaging/inbox.store';
import { OutboxRelay } from './messaging/outbox-relay';
import { RabbitMqEventBus } from './messaging/rabbitmq-event-bus';
import { RedisInboxStore } from './messaging/redis-inbox.store';
import { RpcClient, RpcServer } from './messaging/rpc';
import { DocumentLocks } from './redis/document-locks';
import { JobLeases } from './redis/job-leases';
import { REDIS } from './redis/redis.tokens';
import { DocumentReads, FerretDbDocumentReads, MongoDbDocumentReads } from './storage/document-reads';
import { DocumentWrites } from './storage/document-writes';
import { FerretDbDocumentWrites } from './storage/ferretdb-document-writes';
import { maxPoolSizeFor } from './storage/mongo-engine';
import { MongoDbDocumentWrites } from './storage/mongodb-document-writes';

export interface CoreOptions {
  /** Service name: also its Mongo database name and its broker connection name. */
  service: string;
  env: BaseEnv;
  /** Whether the service owns a Mongo database. */
  mongo: boolean;
}

/**
 * What every service is made of: the identity guard, its Mongo database (when it owns one), Redis,
 * the event bus with inbox and outbox, request/response messaging and /health.
 */
@Global()
@Module({})
export class CoreModule {
  static forService({ service, env, mongo }: CoreOptions): DynamicModule {
    const providers: Provider[] = [
      {
        provide: APP_GUARD,
        useFactory: (reflector: Reflector) => new IdentityGuard(reflector, env.GATEWAY_SHARED_SECRET),
        inject: [Reflector],
      },
      { provide: REDIS, useFactory: () => new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) },
      { provide: AmqpConnection, useFactory: () => new AmqpConnection(env.RABBITMQ_URL, service) },
      { provide: InboxStore, useClass: RedisInboxStore },
      {
        provide: EventBus,
        useFactory: (amqp: AmqpConnection, inbox: InboxStore) => new RabbitMqEventBus(amqp, inbox),
        inject: [AmqpConnection, InboxStore],
      },
      RpcClient,
      RpcServer,
      { provide: JobLeases, useFactory: (redis: Redis) => new JobLeases(redis, service), inject: [REDIS] },
      OutboxRelay,
      ...(mongo
        ? [
            { provide: DocumentLocks, useFactory: (redis: Redis) => new DocumentLocks(redis), inject: [REDIS] },
            {
              provide: DocumentWrites,
              useFactory: (locks: DocumentLocks) =>
                env.MONGO_ENGINE === 'mongodb' ? new MongoDbDocumentWrites() : new FerretDbDocumentWrites(locks),
              inject: [DocumentLocks],
            },
            {
              provide: DocumentReads,
              useValue: env.MONGO_ENGINE === 'mongodb' ? new MongoDbDocumentReads() : new FerretDbDocumentReads(),
            },
          ]
        : []),
    ];
    return {
      module: CoreModule,
      imports: [
        TerminusModule,
        ...(mongo
          ? [
              MongooseModule.forRoot(env.MONGO_URL, {
                dbName: `${env.MONGO_DB_PREFIX}${service}`,
                serverSelectionTimeoutMS: 5_000,
                maxPoolSize: maxPoolSizeFor(env.MONGO_ENGINE, env.MONGO_MAX_POOL_SIZE),
              }),
            ]
          : []),
      ],
      controllers: [HealthController],
      providers,
      exports: [
        REDIS,
        AmqpConnection,
        EventBus,
        RpcClient,
        RpcServer,
        JobLeases,
        OutboxRelay,
        ...(mongo ? [DocumentLocks, DocumentWrites, DocumentReads] : []),
      ],
    };
  }
}
