import type { OpenAPIObject } from '@nestjs/swagger';
import { definedErrorCodes, ERROR_CODES_EXTENSION, refusalSchema, STAFF_ACCESS, StaffAccess } from '@shop/common';
import '../http/gateway.errors';
import { LIVE_EVENT_SCHEMAS, LIVE_OPERATION } from '../live/live-api';
import { LIVE_ROUTE } from '../live/live-route';
import { Access, Answerer, resolveRoute, ServiceName } from '../proxy/routes';

type Operation = Record<string, any>;

const envelope = (data: object = {}) => ({
  type: 'object',
  required: ['success', 'error', 'message', 'data'],
  properties: {
    success: { type: 'boolean' },
    error: { type: 'boolean' },
    message: { type: 'string', description: 'Shown to the user as is' },
    data: { description: 'The answer; null on errors', ...data },
  },
});

const answer = (description: string, schema = 'Envelope') => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

/** The failures each kind of caller can meet, on top of the service's own answers. */
const FAILURES: Record<Access, Record<string, string>> = {
  anonymous: {
    '400': 'Bad input; the message says what to fix',
    '429': 'Too many attempts; the message and Retry-After say how long to wait',
  },
  public: {
    '400': 'Bad input; the message says what to fix',
    '401':
      'X-Signed-In: 1 was sent without a valid token: refresh it. Without that header a token that expired or is invalid is answered as to a guest, with WWW-Authenticate: Bearer error="invalid_token"',
  },
  user: {
    '400': 'Bad input; the message says what to fix',
    '401': 'Not signed in, or the session expired: log in or refresh',
    '404': 'Not found, or not yours',
  },
  ...staffFailures(),
};

/** A staff route's failures: the 403 names the roles its level admits. */
function staffFailures(): Record<StaffAccess, Record<string, string>> {
  const failures = (access: StaffAccess) => ({
    '400': 'Bad input; the message says what to fix',
    '401': 'Not signed in, or the session expired: log in or refresh',
    '403': `Signed in, but not ${STAFF_ACCESS[access].join(' or ')}`,
  });
  return {
    rider: failures('rider'),
    packer: failures('packer'),
    manager: failures('manager'),
    admin: failures('admin'),
  };
}

const SECURITY: Record<Access, object[]> = {
  anonymous: [],
  public: [{}, { bearer: [] }, { cookie: [] }],
  user: [{ bearer: [] }, { cookie: [] }],
  rider: [{ bearer: [] }, { cookie: [] }],
  packer: [{ bearer: [] }, { cookie: [] }],
  manager: [{ bearer: [] }, { cookie: [] }],
  admin: [{ bearer: [] }, { cookie: [] }],
};

/**
 * One description of the shop's API from the services' own: only paths the gateway routes (and to the
 * service that described them), each operation tagged with its service, marked with who may call it
 * (x-access and its security), and given the envelope and the failures the gateway and services answer.
 */
export function mergeDescriptions(
  documents: Partial<Record<ServiceName, OpenAPIObject>>,
  serverUrl: string,
): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = {};
  const schemas: Record<string, unknown> = {};
  for (const [service, document] of Object.entries(documents) as [ServiceName, OpenAPIObject][]) {
    Object.assign(schemas, document.components?.schemas);
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (resolveRoute(path)?.service !== service) continue;
      paths[path] = Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          annotate(operation as Operation, service, resolveRoute(path, method)!.access),
        ]),
      );
    }
  }
  // The gateway's own route, described here rather than by a service.
  paths[LIVE_ROUTE.path] = {
    get: annotate(LIVE_OPERATION, 'gateway', LIVE_ROUTE.access),
  } as OpenAPIObject['paths'][string];
  return {
    openapi: '3.0.0',
    info: {
      title: 'Shop API',
      version: '1',
      description:
        'Every call answers the envelope {success, error, message, data}. Signed-in calls send the access token as a bearer token or the httpOnly accessToken cookie; x-access says who may call each operation.',
    },
    servers: [{ url: serverUrl }],
    tags: [...Object.keys(documents), 'gateway'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
      },
      schemas: { ...schemas, ...LIVE_EVENT_SCHEMAS, Envelope: envelope(), Refusal: everyRefusal(schemas) } as never,
    },
  };
}

/** The refusal envelope with every code: the gateway's own and each service's (`<Service>Refusal`). */
function everyRefusal(schemas: Record<string, unknown>) {
  const statuses: Record<string, number> = {};
  for (const { code, status } of definedErrorCodes()) statuses[code] = status;
  for (const described of Object.values(schemas) as Record<string, unknown>[]) {
    Object.assign(statuses, described?.[ERROR_CODES_EXTENSION]);
  }
  return refusalSchema(
    Object.entries(statuses)
      .map(([code, status]) => ({ code, status }))
      .sort((a, b) => a.code.localeCompare(b.code)),
  );
}

function annotate(operation: Operation, service: Answerer, access: Access): Operation {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(operation.responses ?? {}) as [
    string,
    { description?: string; content?: object },
  ][]) {
    // A service that described its answer keeps it; otherwise it is the bare envelope.
    responses[status] = response.content ? response : answer(response.description || 'Done');
  }
  for (const [status, description] of Object.entries(FAILURES[access]))
    responses[status] ??= answer(description, 'Refusal');
  return { ...operation, tags: [service], 'x-access': access, security: SECURITY[access], responses };
}
