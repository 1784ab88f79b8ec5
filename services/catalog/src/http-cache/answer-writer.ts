import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Audience } from '../products/audience';
import { AnswerTemplate, etagOf, render } from './answer-template';

/**
 * GET forms are always revalidated: the stock in them changes with every sale, so a browser or a CDN
 * may keep the answer but must ask (If-None-Match, a 304 when nothing changed) before showing it.
 * Admins' answers list unpublished products: never in a shared cache.
 */
const CACHE_CONTROL: Record<Audience, string> = { shopper: 'no-cache', admin: 'private, no-cache' };

/** Whether the client's If-None-Match names this ETag (or any, with *). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Writes a catalogue read's answer: the template with these stock values. On GET it carries an ETag,
 * and a client that already holds these bytes gets 304 without them. Returns the status written.
 */
export function writeAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  template: AnswerTemplate,
  stocks: number[],
  audience: Audience,
): number {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const etag = etagOf(template, stocks);
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', CACHE_CONTROL[audience]);
    if (matches(request.headers['if-none-match'], etag)) {
      response.writeHead(304).end();
      return 304;
    }
  }
  const body = render(template, stocks);
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  response.end(body);
  return 200;
}
