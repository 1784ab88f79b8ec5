import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import type { Request, Response } from 'express';
import { createLogger, logFormat, ShopLogger } from './logger';
import { requestContext } from './request-context';

// Tracing as a service runs it: spans become active in the async context.
trace.setGlobalTracerProvider(new BasicTracerProvider());
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
const tracer = trace.getTracer('logger-spec');

/** Runs `work` inside a request as the middleware starts it, with the given x-request-id. */
function inRequest(requestId: string, work: () => Promise<void>): Promise<void> {
  const request = { headers: { 'x-request-id': requestId } } as unknown as Request;
  const response = { setHeader: () => response } as unknown as Response;
  return new Promise((resolve, reject) => requestContext()(request, response, () => void work().then(resolve, reject)));
}

describe('logs', () => {
  let lines: { stream: string; text: string }[];

  beforeEach(() => {
    lines = [];
    for (const stream of ['stdout', 'stderr'] as const) {
      jest.spyOn(process[stream], 'write').mockImplementation((text: string | Uint8Array) => {
        lines.push({ stream, text: String(text) });
        return true;
      });
    }
  });

  afterEach(() => jest.restoreAllMocks());

  const parsed = () =>
    lines.map(({ stream, text }) => {
      expect(text.endsWith('\n')).toBe(true);
      expect(text.slice(0, -1)).not.toContain('\n');
      return { stream, entry: JSON.parse(text) };
    });

  it('writes one JSON object per line with the request id and the trace id of the work running', async () => {
    const logger = new ShopLogger('catalog', 'json');
    let traceId = '';
    await inRequest('req-12345678', () =>
      tracer.startActiveSpan('GET /api/product/get', async (span) => {
        traceId = span.spanContext().traceId;
        await new Promise((resolve) => setTimeout(resolve, 1));
        logger.log('product listed', 'Products');
        logger.error('search index stale', new Error('boom').stack, 'Search');
        span.end();
      }),
    );

    const [info, error] = parsed();
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(info).toEqual({
      stream: 'stdout',
      entry: {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        service: 'catalog',
        context: 'Products',
        message: 'product listed',
        requestId: 'req-12345678',
        traceId,
      },
    });
    expect(error.stream).toBe('stderr');
    expect(error.entry).toMatchObject({
      level: 'error',
      context: 'Search',
      message: 'search index stale',
      requestId: 'req-12345678',
      traceId,
    });
    expect(error.entry.stack).toContain('Error: boom');
  });

  it('leaves the ids out of lines written outside any request or trace', () => {
    new ShopLogger('gateway', 'json').warn('listening', 'Gateway');
    const [{ entry }] = parsed();
    expect(entry).toEqual({
      time: expect.any(String),
      level: 'warn',
      service: 'gateway',
      context: 'Gateway',
      message: 'listening',
    });
  });

  it('keeps a message that is an object as JSON inside the line', () => {
    new ShopLogger('order', 'json').log({ orderId: 'o1', total: 12.5 }, 'Checkout');
    expect(parsed()[0].entry.message).toEqual({ orderId: 'o1', total: 12.5 });
  });

  it('writes readable text in development', () => {
    createLogger('cart', { NODE_ENV: 'development' }).log('cart saved', 'Cart');
    expect(lines).toHaveLength(1);
    expect(lines[0].text).toContain('[cart]');
    expect(lines[0].text).toContain('cart saved');
    expect(() => JSON.parse(lines[0].text)).toThrow();
  });

  it('is JSON in production unless LOG_FORMAT says otherwise', () => {
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'text' })).toBe('text');
    expect(logFormat({ LOG_FORMAT: 'json' })).toBe('json');
    expect(logFormat({})).toBe('text');
  });
});
