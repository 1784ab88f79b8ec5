import type { INestApplication, Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { ApiExtension, DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { ValidateBy, ValidateByOptions, ValidationOptions, ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { defaultConverters, SchemaConverter } from 'class-validator-jsonschema/build/defaultConverters';
import { definedErrorCodes } from '../errors/domain-error';

const ANSWER = 'x-answer';

/** Builders for the JSON schemas of answers: the shapes clients read, kept next to each service's routes. */
export const schema = {
  string: { type: 'string' } as SchemaObject,
  number: { type: 'number' } as SchemaObject,
  integer: { type: 'integer' } as SchemaObject,
  boolean: { type: 'boolean' } as SchemaObject,
  id: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' } as SchemaObject,
  date: { type: 'string', format: 'date-time' } as SchemaObject,
  /** `data: null` (OpenAPI 3.0 has no null type: a nullable type that allows null only). */
  nothing: { type: 'object', nullable: true, enum: [null] } as SchemaObject,
  enum: (...values: string[]): SchemaObject => ({ type: 'string', enum: values }),
  array: (items: SchemaObject): SchemaObject => ({ type: 'array', items }),
  nullable: (of: SchemaObject): SchemaObject => ({ ...of, nullable: true }),
  /** Every property is required unless named in `optional`. */
  object: (properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject => ({
    type: 'object',
    properties,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
  }),
};

/**
 * Documents what a route's successful answer carries: `data`, and any fields beside it (page counts);
 * `besideOnlySometimes` when they come only with some requests (a page asked for): true for all of
 * them, or the names of those that do.
 */
export function ApiAnswer(
  data: SchemaObject,
  beside: Record<string, SchemaObject> = {},
  besideOnlySometimes: boolean | string[] = false,
): MethodDecorator {
  const optional = Array.isArray(besideOnlySometimes)
    ? besideOnlySometimes
    : besideOnlySometimes
      ? Object.keys(beside)
      : [];
  return ApiExtension(ANSWER, { data, beside, optional });
}

/** The response envelope around `data`. */
export function envelopeSchema(
  data: SchemaObject,
  beside: Record<string, SchemaObject> = {},
  optional: string[] = [],
): SchemaObject {
  return schema.object(
    { success: schema.boolean, error: schema.boolean, message: schema.string, data, ...beside },
    optional,
  );
}

/** The schemas of the services' own validation rules, by rule name (see ValidateDescribed). */
const ruleSchemas = new Map<string, SchemaObject>();
/** class-validator-jsonschema's own: the property's TypeScript type. */
const byPropertyType = defaultConverters[ValidationTypes.CUSTOM_VALIDATION] as SchemaConverter;

/**
 * A validation rule of a service's own (class-validator's ValidateBy) with the schema of what it accepts:
 * its code says nothing a description can read, and the property's TypeScript type (a Record, say) is
 * described as a reference to a schema that does not exist.
 */
export function ValidateDescribed(
  rule: ValidateByOptions,
  schema: SchemaObject,
  options?: ValidationOptions,
): PropertyDecorator {
  ruleSchemas.set(rule.name, schema);
  return ValidateBy(rule, options);
}

/** Where a schema lists its codes and their statuses (`{ OUT_OF_STOCK: 409, ... }`); the gateway merges them. */
export const ERROR_CODES_EXTENSION = 'x-error-codes';

/**
 * The envelope of a refusal, its `code` one of `codes`: by default every code defined in this process
 * (common's, the contracts', the service's own), so the description cannot drift from the error classes.
 */
export function refusalSchema(codes = definedErrorCodes()): SchemaObject {
  return {
    ...schema.object(
      {
        success: { type: 'boolean', enum: [false] },
        error: { type: 'boolean', enum: [true] },
        message: { type: 'string', description: 'Shown to the user as is' },
        data: schema.nothing,
        code: {
          type: 'string',
          enum: codes.map(({ code }) => code),
          description: `Why, for the client to branch on (with its HTTP status): ${codes
            .map(({ code, status }) => `${code} (${status})`)
            .join(', ')}`,
        },
        fields: { ...schema.array(schema.string), description: 'VALIDATION_FAILED: the fields at fault' },
      },
      ['fields'],
    ),
    [ERROR_CODES_EXTENSION]: Object.fromEntries(codes.map(({ code, status }) => [code, status])),
  } as SchemaObject;
}

/** Where each service answers its own description (on its own port; the gateway merges them). */
export const OPENAPI_PATH = '/openapi.json';

/**
 * The service's OpenAPI description: routes from its controllers, request bodies from the validation
 * rules of its DTOs (the rules the validation pipe enforces, so the description cannot drift from them).
 */
export function describeApi(app: INestApplication, service: string): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle(`${service} service`).setVersion('1').build(),
  );
  const fromValidation = validationMetadatasToSchemas({
    refPointerPrefix: '#/components/schemas/',
    classTransformerMetadataStorage: defaultMetadataStorage,
    additionalConverters: {
      [ValidationTypes.CUSTOM_VALIDATION]: ((meta, options) =>
        (meta.name && ruleSchemas.get(meta.name)) || byPropertyType(meta, options)) as SchemaConverter,
    },
  }) as Record<string, SchemaObject>;
  // Swagger lists each DTO as an empty object (no @ApiProperty anywhere); the validation rules fill them in.
  // Every refusal answers this envelope; its name is the service's, so the gateway can merge them all.
  const refusal = `${service[0].toUpperCase()}${service.slice(1)}Refusal`;
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...fromValidation, [refusal]: refusalSchema() },
  };
  const queryTypes = queryTypesByOperation(app);
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Record<string, any>[]) {
      const query = fromValidation[queryTypes.get(String(operation.operationId).replace(/\[\d+\]$/, '')) ?? ''];
      if (query) operation.parameters = [...(operation.parameters ?? []), ...queryParameters(query)];
      operation.responses = {
        ...operation.responses,
        default: {
          description: 'Refused: `code` says why (the codes and their statuses are listed in the schema)',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${refusal}` } } },
        },
      };
      const answer = operation[ANSWER] as
        { data: SchemaObject; beside: Record<string, SchemaObject>; optional: string[] } | undefined;
      if (!answer) continue;
      delete operation[ANSWER];
      // Nest already put the route's success status (201 for POST unless @HttpCode says otherwise).
      const status = Object.keys(operation.responses ?? {}).find((code) => code.startsWith('2')) ?? '200';
      operation.responses = {
        ...operation.responses,
        [status]: {
          description: 'Done',
          content: { 'application/json': { schema: envelopeSchema(answer.data, answer.beside, answer.optional) } },
        },
      };
    }
  }
  return document;
}

/**
 * The class of each route's whole query string (`@Query() query: SomeDto`), by Swagger's operation id
 * (`Controller_method`). Swagger reads query classes only through @ApiProperty, which no DTO carries
 * (their validation rules are the description), so the parameters are taken from those rules here.
 */
function queryTypesByOperation(app: INestApplication): Map<string, string> {
  const found = new Map<string, string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const args: Record<string, { index: number; data?: unknown }> =
          Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {};
        const types: Type[] = Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? [];
        for (const [key, { index, data }] of Object.entries(args)) {
          if (key.split(':')[0] !== String(RouteParamtypes.QUERY) || data !== undefined) continue;
          if (types[index]?.name) found.set(`${controller.name}_${method}`, types[index].name);
        }
      }
    }
  }
  return found;
}

/** A query class's properties as query parameters, each with the schema of what its rules accept. */
function queryParameters(query: SchemaObject): Record<string, unknown>[] {
  return Object.entries(query.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** Serves the description at OPENAPI_PATH, outside the guarded routes (it holds no data). */
export function serveApiDescription(app: INestApplication, service: string): void {
  const document = describeApi(app, service);
  app
    .getHttpAdapter()
    .get(OPENAPI_PATH, (_request: unknown, response: { json(body: unknown): void }) => response.json(document));
}
