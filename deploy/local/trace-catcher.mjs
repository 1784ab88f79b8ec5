// A minimal OTLP/HTTP (JSON) trace receiver for the local stack, where no collector or Jaeger runs:
//   node deploy/local/trace-catcher.mjs serve            # listens on 127.0.0.1:4318, appends spans to .data/traces.jsonl
//   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 npm start
//   node deploy/local/trace-catcher.mjs show <traceId>   # one trace as a tree: service, span name, duration
//   node deploy/local/trace-catcher.mjs show --path /api/order/cash-on-delivery   # the newest trace of that call
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const file = resolve(process.env.SHOP_DATA_DIR ?? resolve(root, '.data'), 'traces.jsonl');
const [mode, ...args] = process.argv.slice(2);

const attribute = (attributes, key) => {
  const value = (attributes ?? []).find((entry) => entry.key === key)?.value;
  return value && (value.stringValue ?? value.intValue ?? value.boolValue);
};

function serve() {
  mkdirSync(dirname(file), { recursive: true });
  createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      try {
        for (const { resource, scopeSpans } of JSON.parse(body).resourceSpans ?? []) {
          const service = attribute(resource?.attributes, 'service.name');
          for (const { spans } of scopeSpans ?? []) {
            for (const span of spans ?? []) {
              const path = attribute(span.attributes, 'http.target') ?? attribute(span.attributes, 'url.path');
              appendFileSync(
                file,
                `${JSON.stringify({ service, traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId, name: span.name, path, start: span.startTimeUnixNano, end: span.endTimeUnixNano })}\n`,
              );
            }
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  }).listen(4318, '127.0.0.1', () => console.log(`OTLP/HTTP traces on http://127.0.0.1:4318, written to ${file}`));
}

function show() {
  const spans = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  let traceId = args[0];
  if (traceId === '--path') {
    const matching = spans
      .filter((span) => span.service === 'gateway' && span.path === args[1])
      .sort((a, b) => Number(BigInt(b.start) - BigInt(a.start)));
    if (!matching.length) throw new Error(`no gateway span for ${args[1]} yet`);
    traceId = matching[0].traceId;
  }
  const trace = spans
    .filter((span) => span.traceId === traceId)
    .sort((a, b) => Number(BigInt(a.start) - BigInt(b.start)));
  const ids = new Set(trace.map((span) => span.spanId));
  const children = (parent) =>
    trace.filter((span) => (parent ? span.parentSpanId === parent : !span.parentSpanId || !ids.has(span.parentSpanId)));
  const print = (span, depth) => {
    const ms = Number(BigInt(span.end) - BigInt(span.start)) / 1e6;
    console.log(`${'  '.repeat(depth)}${span.service}: ${span.name} (${ms.toFixed(1)} ms)`);
    for (const child of children(span.spanId)) print(child, depth + 1);
  };
  console.log(`trace ${traceId}: ${trace.length} spans, ${new Set(trace.map((span) => span.service)).size} services`);
  for (const top of children(undefined)) print(top, 0);
}

if (mode === 'serve') serve();
else if (mode === 'show') show();
else console.log('usage: trace-catcher.mjs serve | show <traceId> | show --path <api path>');
