/** The response envelope every /api call answers with, errors included. */
export interface Envelope<T = unknown> {
  success: boolean;
  error: boolean;
  message: string;
  data: T;
  [extra: string]: unknown;
}

export function ok<T>(data: T, message = 'OK', extra: Record<string, unknown> = {}): Envelope<T> {
  return { message, error: false, success: true, data, ...extra };
}

export function failure(message: string, extra: Record<string, unknown> = {}): Envelope<null> {
  return { message, error: true, success: false, data: null, ...extra };
}
