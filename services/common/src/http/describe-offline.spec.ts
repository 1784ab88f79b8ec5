import { Body, Controller, Injectable, Module, Post } from '@nestjs/common';
import { PartialType } from '@nestjs/mapped-types';
import { IsString } from 'class-validator';
import { describeOffline } from './describe-offline';
import { ValidateDescribed } from './openapi';

const isLabelMap = (value: unknown) => typeof value === 'object' && value !== null;

class CreateThingDto {
  @IsString()
  name: string;

  @ValidateDescribed(
    { name: 'isLabelMap', validator: { validate: isLabelMap } },
    { type: 'object', additionalProperties: { type: 'string' } },
  )
  labels: Record<string, string>;
}

class UpdateThingDto extends PartialType(CreateThingDto) {
  @IsString()
  _id: string;
}

/** Would connect somewhere if it were ever created: preview mode must not create it. */
@Injectable()
class Connection {
  constructor() {
    throw new Error('a provider was created');
  }
}

@Controller('api/thing')
class ThingController {
  constructor(readonly connection: Connection) {}

  @Post('create')
  create(@Body() dto: CreateThingDto) {
    return dto;
  }

  @Post('update')
  update(@Body() dto: UpdateThingDto) {
    return dto;
  }
}

@Module({ controllers: [ThingController], providers: [Connection] })
class ThingModule {}

describe('describeOffline', () => {
  it('describes the routes without creating a provider', async () => {
    const document = await describeOffline(ThingModule, 'thing');
    expect(Object.keys(document.paths)).toEqual(['/api/thing/create', '/api/thing/update']);
    expect(document.info.title).toBe('thing service');
  });

  it('describes a rule of the service’s own by its schema, in partial DTOs too (not a $ref to `Object`)', async () => {
    const { components } = await describeOffline(ThingModule, 'thing');
    for (const dto of ['CreateThingDto', 'UpdateThingDto'])
      expect((components?.schemas?.[dto] as any).properties.labels).toEqual({
        type: 'object',
        additionalProperties: { type: 'string' },
      });
  });
});
