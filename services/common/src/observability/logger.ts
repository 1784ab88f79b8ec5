import { ConsoleLogger, LoggerService, LogLevel } from '@nestjs/common';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { currentRequestId } from './request-context';

export type LogFormat = 'json' | 'text';

/** LOG_FORMAT (json or text); by default JSON in production, where logs are collected, and text elsewhere, to be read. */
export function logFormat(env: NodeJS.ProcessEnv = process.env): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'text') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' ? 'json' : 'text';
}

/** The trace being recorded here, when OpenTelemetry is on. */
export function currentTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** Log collectors know 'info'; Nest calls that level 'log'. */
const LEVEL_NAMES: Partial<Record<LogLevel, string>> = { log: 'info' };

/**
 * Nest's console logger, whose JSON lines (one object per line) also carry the service, the request
 * id and the trace id of whatever is running, so a request's lines can be found across every app.
 */
export class ShopLogger extends ConsoleLogger {
  constructor(
    private readonly service: string,
    format: LogFormat,
  ) {
    super({ json: format === 'json', prefix: service });
  }

  protected override printAsJson(
    message: unknown,
    options: { context: string; logLevel: LogLevel; writeStreamType?: 'stdout' | 'stderr'; errorStack?: unknown },
  ): void {
    const line = this.stringifyJsonLogObject({
      time: new Date().toISOString(),
      level: LEVEL_NAMES[options.logLevel] ?? options.logLevel,
      service: this.service,
      context: options.context || undefined,
      message,
      requestId: currentRequestId(),
      traceId: currentTraceId(),
      stack: options.errorStack,
    });
    process[options.writeStreamType ?? 'stdout'].write(`${line}\n`);
  }
}

/** The logger an app hands to Nest (app.useLogger), in the format the environment asks for. */
export function createLogger(service: string, env: NodeJS.ProcessEnv = process.env): LoggerService {
  return new ShopLogger(service, logFormat(env));
}
