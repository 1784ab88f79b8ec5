import { Injectable } from '@nestjs/common';
import { FrontHandler, IdentityHeaders, identifyRequest, recordRequest, Role, STAFF_ACCESS } from '@shop/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { writeAnswer } from './answer-writer';
import { CachedAnswers } from './cached-answers';
import { peekBody } from './request-body';

/** The public catalogue reads, by the path the web app and the spec's client call (also the metrics' route label). */
export const CACHED_READ_PATHS = new Set([
  '/api/product/get',
  '/api/product/get-product-by-category',
  '/api/product/get-pruduct-by-category-and-subcategory',
  '/api/product/get-product-details',
  '/api/product/search-product',
]);

/**
 * Everything the service's answer to a public read depends on: the request line, how the body is to
 * be parsed, and the body's bytes. Requests that differ in any byte are kept apart, so only a request
 * the service itself answered (after its validation) is ever answered from memory.
 */
function answerKey(request: IncomingMessage, body: Buffer): string {
  const { 'content-type': type = '', 'content-encoding': encoding = '' } = request.headers;
  return `${request.method} ${request.url}\n${type}\n${encoding}\n${body.toString('latin1')}`;
}

/**
 * Answers public catalogue reads from the answers kept in memory, ahead of Express and Nest (their
 * layers cost several times the read itself): the same bytes, request id and metrics the service
 * gives. Admins and managers (who also see unpublished products), anything not kept yet or out of date, and
 * anything that goes wrong here are passed on to the service unchanged.
 */
@Injectable()
export class CachedReadsFront {
  constructor(private readonly answers: CachedAnswers) {}

  readonly handle: FrontHandler = (request, response, next) => {
    const path = request.url!.split('?', 1)[0];
    const served =
      (request.method === 'POST' || request.method === 'GET') &&
      CACHED_READ_PATHS.has(path) &&
      !STAFF_ACCESS.manager.includes(request.headers[IdentityHeaders.role] as Role);
    if (!served) return next();
    this.serve(request, response, path).then(
      (answered) => answered || next(),
      () => response.headersSent || next(),
    );
  };

  /** Whether the request was answered here. */
  private async serve(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const startedAt = performance.now();
    const body = await peekBody(request);
    if (!body) return false;
    const key = answerKey(request, body);
    const found = await this.answers.find(key);
    if (!found) {
      await this.answers.expect(request, key);
      return false;
    }
    identifyRequest(request, response);
    // The body stays unread: drained, so the request ends like any other.
    request.resume();
    const status = writeAnswer(request, response, found.template, found.stocks, 'shopper');
    recordRequest(request.method!, path, status, startedAt);
    found.onServed?.(request);
    return true;
  }
}
