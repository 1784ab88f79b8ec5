/** The JSON body every state-changing call takes, unless listed below. */
export const JSON_BODY = 'application/json';
const MULTIPART = 'multipart/form-data';
const FORM = 'application/x-www-form-urlencoded';

/**
 * Routes that take another body, by method and route (as in the access table). The image uploads
 * take a multipart form; the test-mode checkout page (the local stand-in for the card provider's page)
 * posts plain HTML forms from the shop's own origin.
 */
export const OTHER_BODY_TYPES: Readonly<Record<string, readonly string[]>> = {
  'PUT /api/user/upload-avatar': [MULTIPART],
  'POST /api/file/upload': [MULTIPART],
  'POST /api/payment/test-checkout/:sessionId/pay': [FORM],
  'POST /api/payment/test-checkout/:sessionId/cancel': [FORM],
};

/** The body types a call of `method` to `route` (a route of the access table) may send. */
export function acceptedBodyTypes(method: string, route: string): readonly string[] {
  return OTHER_BODY_TYPES[`${method.toUpperCase()} ${route}`] ?? [JSON_BODY];
}

/** The media type of a Content-Type header, without its parameters, in lower case. */
export function mediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';', 1)[0].trim().toLowerCase();
  return type || undefined;
}
