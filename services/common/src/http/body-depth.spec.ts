import { Body, Controller, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IsObject, IsOptional, IsString } from 'class-validator';
import { configureHttp } from './bootstrap';
import { metricsAccess } from '../observability/metrics-access';
import { MAX_BODY_DEPTH, nestedDeeperThan } from './body-depth';

class NoteDto {
  @IsString() title: string;
  @IsOptional() @IsObject() details?: Record<string, unknown>;
}

@Controller('api/note')
class NoteController {
  @Post('create')
  create(@Body() note: NoteDto) {
    return { title: note.title };
  }
}

@Module({ controllers: [NoteController] })
class NoteModule {}

/** `levels` objects inside one another, as `{"details": {"a": {"a": ...}}}` counts them. */
const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`);

describe('nestedDeeperThan', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan({}, 1)).toBe(false);
    expect(nestedDeeperThan({ a: [{}] }, 2)).toBe(true);
    expect(nestedDeeperThan({ a: [{}] }, 3)).toBe(false);
  });

  it('answers for 100,000 levels without running out of stack', () => {
    expect(nestedDeeperThan(nested(100_000), MAX_BODY_DEPTH)).toBe(true);
  });
});

describe('a body nested too deep, as every service is configured', () => {
  let app: NestExpressApplication;
  let base: string;

  beforeAll(async () => {
    app = await NestFactory.create<NestExpressApplication>(NoteModule, { logger: false });
    configureHttp(app, '100kb', metricsAccess('127.0.0.1', 'a-gateway-secret-for-the-tests'));
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });

  afterAll(() => app.close());

  const post = (body: string) =>
    fetch(`${base}/api/note/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('is refused with 400 BODY_TOO_DEEP at 3,000 levels (the validation pipe ran out of stack: 500)', async () => {
    const answer = await post(JSON.stringify({ title: 'deep', details: nested(3_000) }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: true,
      success: false,
      code: 'BODY_TOO_DEEP',
      message: `The request body is nested more than ${MAX_BODY_DEPTH} levels deep`,
    });
  });

  it(`takes a body ${MAX_BODY_DEPTH} levels deep`, async () => {
    const answer = await post(JSON.stringify({ title: 'deep enough', details: nested(MAX_BODY_DEPTH - 1) }));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ title: 'deep enough' });
  });
});
