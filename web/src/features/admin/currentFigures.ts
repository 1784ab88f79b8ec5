import { errorCode } from '../../api/errors';

/** What an admin save refused as CHANGED_MEANWHILE says of the document now (issue 33, item 1); undefined for other failures. */
export function currentFiguresOf<T extends { revision: number }>(error: unknown): T | undefined {
  if (errorCode(error) !== 'CHANGED_MEANWHILE') return undefined;
  const body = (error as { data?: { current?: T } }).data;
  return body?.current;
}
