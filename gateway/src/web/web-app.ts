import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);
/** Paths the web app never answers: the API, images and health stay with their own handlers. */
const NOT_THE_APP = /^\/(api|media|health)(\/|$)/;
/** Vite names every built asset by its content hash, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: always revalidated (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  raw: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
}

function load(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const ext = extname(name);
      const raw = readFileSync(path);
      const urlPath = `/${relative(distDir, path).split(sep).join('/')}`;
      const compress = COMPRESSIBLE.has(ext) && raw.length > 1024;
      files.set(urlPath, {
        type: TYPES[ext] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
        cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
        raw,
        // Compressed once at start-up, not per request.
        gzip: compress ? gzipSync(raw, { level: 9 }) : undefined,
        brotli: compress ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : undefined,
      });
    }
  };
  walk(distDir);
  return files;
}

function send(request: Request, response: Response, file: StaticFile): void {
  response.setHeader('Content-Type', file.type);
  response.setHeader('Cache-Control', file.cacheControl);
  response.setHeader('ETag', file.etag);
  if (request.headers['if-none-match'] === file.etag) {
    response.status(304).end();
    return;
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  let body = file.raw;
  if (file.brotli || file.gzip) {
    response.setHeader('Vary', 'Accept-Encoding');
    if (file.brotli && /\bbr\b/.test(accepted)) {
      body = file.brotli;
      response.setHeader('Content-Encoding', 'br');
    } else if (file.gzip && /\bgzip\b/.test(accepted)) {
      body = file.gzip;
      response.setHeader('Content-Encoding', 'gzip');
    }
  }
  response.setHeader('Content-Length', body.length);
  response.status(200).end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the built web app (web/dist) at the shop's URL, beside /api and /media: files by path, and
 * index.html for every other page path, so the app's own router shows it (a reload on /product/... works).
 */
export function webApp(distDir: string): RequestHandler {
  const logger = new Logger('WebApp');
  if (!existsSync(join(distDir, 'index.html'))) {
    logger.warn(`no web app at ${distDir} (build it with: npx nx build @shop/web); only the API is served`);
    return (_request, _response, next) => next();
  }
  const files = load(distDir);
  const index = files.get('/index.html')!;
  logger.log(`serving the web app from ${distDir} (${files.size} files)`);

  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const path = request.path;
    if (NOT_THE_APP.test(path)) return next();
    const file = files.get(path);
    if (file) return send(request, response, file);
    // A missing file (an old hashed asset, a typo) is a 404, not the app's HTML.
    if (extname(path)) return next();
    send(request, response, index);
  };
}
