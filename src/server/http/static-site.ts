import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppError } from './app-error';

/**
 * Serves the built web app from memory: prerendered pages by exact path (no
 * trailing-slash redirects), hashed assets with a year-long immutable cache, and the
 * prerendered not-found page with a real 404. Everything is read and compressed once
 * at start, so a page request costs a map lookup. See docs/decisions/0003-prerendering.md.
 * A file whose bytes were compressed by an earlier load in this process is not compressed
 * again: brotli at quality 11 over the site took about 2 s, and tests build hundreds of apps.
 */
interface StaticFile {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

function readTree(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.join(entry.parentPath, entry.name)];
  });
}

export interface StaticSite {
  isBuilt: boolean;
  lookup(urlPath: string): StaticFile | undefined;
  notFoundPage: StaticFile | undefined;
  pagePaths: string[];
}

/** Compressed bodies by content hash, from the latest load (a rebuilt file has a new hash). */
let compressedByHash = new Map<string, { gzip: Buffer; brotli: Buffer }>();

function compress(body: Buffer, hash: string, earlier: typeof compressedByHash) {
  return (
    earlier.get(hash) ?? {
      gzip: zlib.gzipSync(body, { level: 9 }),
      brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    }
  );
}

export function loadStaticSite(clientDir: string): StaticSite {
  const files = new Map<string, StaticFile>();
  const pagePaths: string[] = [];
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    return { isBuilt: false, lookup: () => undefined, notFoundPage: undefined, pagePaths };
  }
  const earlier = compressedByHash;
  const compressed = new Map<string, { gzip: Buffer; brotli: Buffer }>();
  for (const file of readTree(clientDir)) {
    const relative = path.relative(clientDir, file).split(path.sep).join('/');
    if (relative.endsWith('.gz') || relative.endsWith('.br')) continue;
    const body = fs.readFileSync(file);
    const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const isHashedAsset = relative.startsWith('assets/');
    const isCompressible = compressible.test(type) && body.length > 512;
    const hash = createHash('sha1').update(body).digest('base64url');
    const packed = isCompressible ? compress(body, hash, earlier) : { gzip: body, brotli: body };
    if (isCompressible) compressed.set(hash, packed);
    files.set(`/${relative}`, {
      body,
      ...packed,
      type,
      etag: `"${hash}"`,
      cacheControl: isHashedAsset
        ? 'public, max-age=31536000, immutable'
        : type.startsWith('text/html')
          ? 'no-cache'
          : 'public, max-age=3600',
    });
    if (relative.endsWith('index.html')) {
      pagePaths.push(relative === 'index.html' ? '/' : `/${relative.slice(0, -'/index.html'.length)}`);
    }
  }
  compressedByHash = compressed;
  const lookup = (urlPath: string): StaticFile | undefined => {
    if (urlPath === '/' || urlPath === '') return files.get('/index.html');
    const trimmed = urlPath.endsWith('/') ? urlPath.slice(0, -1) : urlPath;
    return files.get(trimmed) ?? files.get(`${trimmed}/index.html`);
  };
  return { isBuilt: true, lookup, notFoundPage: files.get('/404.html'), pagePaths: pagePaths.sort() };
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200): FastifyReply {
  reply.status(status).header('content-type', file.type).header('cache-control', file.cacheControl);
  if (status === 200) {
    reply.header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  }
  if (file.gzip !== file.body) {
    reply.header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.brotli);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  }
  return reply.send(file.body);
}

/** Paths that belong to the API: unknown ones answer JSON, never the HTML page. */
export const apiPrefixes = ['/api/', '/webhook/'];

export function registerStaticSite(app: FastifyInstance, site: StaticSite): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (apiPrefixes.some((prefix) => urlPath.startsWith(prefix))) {
      throw new AppError('not_found', 'No API route answers this address.');
    }
    if (!site.isBuilt) {
      throw new AppError(
        'unavailable',
        'The web app is not built yet: run `npm run build` (npm start does it).',
      );
    }
    // The staff console is a client-side app: every /staff path gets its shell, never indexed.
    if (urlPath === '/staff' || urlPath.startsWith('/staff/')) {
      const shell = site.lookup('/staff/index.html');
      if (shell) return send(request, reply.header('x-robots-tag', 'noindex, nofollow'), shell);
    }
    const file = site.lookup(urlPath);
    if (file) return send(request, reply, file);
    // Unknown paths are logged (path only: no query string, which can carry ids).
    request.log.warn({ path: urlPath }, 'page not found');
    if (site.notFoundPage) return send(request, reply, site.notFoundPage, 404);
    throw new AppError('not_found', 'Page not found.');
  };
  app.get('/*', serve);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return serve(request, reply);
    // Nothing from the request is echoed back, the address included (decision 0069).
    throw new AppError('not_found', 'No route answers this address with this method.');
  });
}
