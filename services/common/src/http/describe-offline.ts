import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { describeApi } from './openapi';

/**
 * A service's description without starting it, for build and lint time: Nest's preview mode reads the
 * modules and controllers but creates no provider, so nothing connects to Mongo, Redis or RabbitMQ.
 * The description comes from the controllers' metadata and the DTOs' validation rules only, so it is
 * the one the running service answers at OPENAPI_PATH.
 */
export async function describeOffline(module: Type<unknown> | DynamicModule, service: string): Promise<OpenAPIObject> {
  const app = await NestFactory.create(module, { preview: true, logger: false, abortOnError: false });
  try {
    return describeApi(app, service);
  } finally {
    await app.close();
  }
}
