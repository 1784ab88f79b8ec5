import { defineError } from './domain-error';

// Codes every service (and the gateway) may answer. A service's own codes are in its <service>.errors.ts,
// and those that travel over RPC beside their contracts (contracts/*.errors.ts).

/** The body broke its DTO's rules (the validation pipe) or an RPC request its contract: `fields` names them. */
export class ValidationFailed extends defineError('VALIDATION_FAILED', 400) {
  constructor(message: string, fields: string[]) {
    super(message, { fields });
  }
}

export class InvalidId extends defineError('INVALID_ID', 400) {
  constructor(what?: string) {
    super(what ? `${what} is not a valid identifier` : 'Invalid identifier');
  }
}

export class InvalidJson extends defineError('INVALID_JSON', 400) {
  constructor() {
    super('The request body is not valid JSON');
  }
}

export class UnsupportedEncoding extends defineError('UNSUPPORTED_ENCODING', 415) {
  constructor() {
    super('Unsupported request body encoding');
  }
}

export class BodyTooLarge extends defineError('BODY_TOO_LARGE', 413) {
  constructor(message = 'The request body is too large') {
    super(message);
  }
}

export class BodyTooDeep extends defineError('BODY_TOO_DEEP', 400) {
  constructor(limit: number) {
    super(`The request body is nested more than ${limit} levels deep`);
  }
}

/** No text the shop stores or looks up may hold a NUL character (MongoDB strings cannot on FerretDB). */
export class NulCharacter extends defineError('NUL_CHARACTER', 400) {
  constructor(where: string) {
    super(`The ${where} contains a NUL character (\\u0000), which no text may hold`);
  }
}

export class FileTooLarge extends defineError('FILE_TOO_LARGE', 413) {}

export class UploadRefused extends defineError('UPLOAD_REFUSED', 400) {}

/** A text field of an upload's multipart form (its name or value) is over the form's limits. */
export class FormFieldTooLarge extends defineError('FORM_FIELD_TOO_LARGE', 413) {}

export class NothingToUpdate extends defineError('NOTHING_TO_UPDATE', 400) {}

export class DuplicateRecord extends defineError('DUPLICATE_RECORD', 409) {
  constructor() {
    super('That record already exists');
  }
}

export class Unauthenticated extends defineError('UNAUTHENTICATED', 401) {
  constructor() {
    super('Please log in to continue');
  }
}

export class Forbidden extends defineError('FORBIDDEN', 403) {
  constructor() {
    super('You do not have permission to do this');
  }
}

export class RateLimited extends defineError('RATE_LIMITED', 429) {
  constructor(seconds: number) {
    super(`Too many attempts; please wait ${seconds} seconds and try again`, undefined, {
      'Retry-After': String(seconds),
    });
  }
}

/** Another writer holds the record longer than we wait (storage seam). */
export class RecordBusy extends defineError('RECORD_BUSY', 503) {
  constructor() {
    super('This record is busy; please try again');
  }
}

/** A service this one asked did not answer in time, or could not be reached. */
export class ServiceUnavailable extends defineError('SERVICE_UNAVAILABLE', 503) {}

/** A service this one asked answered outside its contract. */
export class BadGateway extends defineError('BAD_GATEWAY', 502) {}

export class InternalError extends defineError('INTERNAL_ERROR', 500) {
  constructor() {
    super('Something went wrong on our side; please try again');
  }
}

// For refusals still thrown as Nest HTTP exceptions (Nest's own, or new code not yet given a code of
// its own): a generic code for their status, so every answer carries one.
defineError('BAD_REQUEST', 400);
defineError('NOT_FOUND', 404);
defineError('METHOD_NOT_ALLOWED', 405);
defineError('CONFLICT', 409);

const BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_ENCODING',
  429: 'RATE_LIMITED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/** The generic code of a status: BAD_REQUEST for any other 4xx, INTERNAL_ERROR for any other 5xx. */
export function codeForStatus(status: number): string {
  return BY_STATUS[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
}
