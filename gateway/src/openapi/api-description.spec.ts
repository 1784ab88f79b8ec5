import type { OpenAPIObject } from '@nestjs/swagger';
import { refusalSchema } from '@shop/common';
import { mergeDescriptions } from './api-description';

const described = (paths: Record<string, object>): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 'x', version: '1' },
  paths: paths as OpenAPIObject['paths'],
  components: {
    schemas: {
      LoginDto: { type: 'object', properties: { email: { type: 'string' } } },
      IdentityRefusal: refusalSchema([{ code: 'WRONG_CREDENTIALS', status: 400 }]),
    },
  },
});

describe('mergeDescriptions', () => {
  const merged = mergeDescriptions(
    {
      identity: described({
        '/api/user/login': { post: { responses: { '200': { description: '' } } } },
        '/health': { get: { responses: {} } },
        '/api/cart/get': { get: { responses: {} } },
      }),
      catalog: described({
        '/api/category/add-category': { post: { responses: { '201': { description: 'Created' } } } },
      }),
    },
    'http://shop.test',
  );

  it('keeps only the paths the gateway routes to the service that describes them, and adds its own', () => {
    expect(Object.keys(merged.paths).sort()).toEqual(['/api/category/add-category', '/api/live', '/api/user/login']);
  });

  it('describes its own event stream: public, an event-stream answer, its refusals and event shapes', () => {
    const live = merged.paths['/api/live'].get!;
    expect(live).toMatchObject({ tags: ['gateway'], 'x-access': 'public' });
    expect(Object.keys((live.responses['200'] as any).content)).toEqual(['text/event-stream']);
    expect(Object.keys(live.responses).sort()).toEqual(['200', '400', '401', '429']);
    expect(Object.keys(merged.components!.schemas!)).toEqual(
      expect.arrayContaining(['LiveProductEvent', 'LiveOrderEvent', 'LiveCartEvent', 'LiveAdminOrderEvent']),
    );
    expect((merged.components!.schemas!.Refusal as any)['x-error-codes']).toMatchObject({
      BAD_LIVE_SUBSCRIPTION: 400,
      TOO_MANY_LIVE_STREAMS: 429,
    });
  });

  it('marks who may call each operation and adds the failures they can meet, all in the envelope', () => {
    const login = merged.paths['/api/user/login'].post!;
    expect(login).toMatchObject({ tags: ['identity'], 'x-access': 'anonymous', security: [] });
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '429']);
    const addCategory = merged.paths['/api/category/add-category'].post!;
    expect(addCategory).toMatchObject({ 'x-access': 'manager', security: [{ bearer: [] }, { cookie: [] }] });
    expect(Object.keys(addCategory.responses).sort()).toEqual(['201', '400', '401', '403']);
    expect((addCategory.responses['403'] as any).content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Refusal',
    });
    expect(addCategory.responses['403']).toMatchObject({ description: 'Signed in, but not ADMIN or MANAGER' });
  });

  it('carries the services’ schemas and its own envelope and security schemes', () => {
    expect(Object.keys(merged.components!.schemas!)).toEqual(
      expect.arrayContaining(['LoginDto', 'IdentityRefusal', 'Envelope', 'Refusal']),
    );
    expect(Object.keys(merged.components!.securitySchemes!)).toEqual(['bearer', 'cookie']);
    expect(merged.servers).toEqual([{ url: 'http://shop.test' }]);
  });

  it('lists in Refusal every code a service described and every code the gateway answers itself, with statuses', () => {
    const refusal = merged.components!.schemas!.Refusal as any;
    expect(refusal.properties.code.enum).toEqual(
      expect.arrayContaining([
        'WRONG_CREDENTIALS',
        'SESSION_EXPIRED',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'RATE_LIMITED',
        'BODY_TOO_LARGE',
        'SERVICE_UNREACHABLE',
        'ROUTE_NOT_FOUND',
      ]),
    );
    expect(refusal['x-error-codes']).toMatchObject({ WRONG_CREDENTIALS: 400, SESSION_EXPIRED: 401, RATE_LIMITED: 429 });
  });
});
