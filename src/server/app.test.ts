import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { fakeClientBuild, testConfig } from '../../test/support/test-app';
import { createTestStore, type TestStore } from '../../test/support/test-database';

import { buildApp } from './app';
import { AppError } from './http/app-error';
import { loadStaticSite } from './http/static-site';

describe('the HTTP app', () => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeEach(async () => {
    store = await createTestStore('sqlite');
    app = await buildApp({ config: testConfig(), store, site: loadStaticSite(fakeClientBuild()) });
    app.get('/api/test/crash', async () => {
      throw new Error('secret internal detail');
    });
    app.get('/api/test/refuse', async () => {
      throw new AppError('conflict', 'That case is already complete.');
    });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await store.destroy();
  });

  it('serves prerendered pages by exact path, without a trailing-slash redirect', async () => {
    const about = await app.inject('/about');
    expect(about.statusCode).toBe(200);
    expect(about.headers['content-type']).toContain('text/html');
    expect(about.body).toContain('About us');
    expect((await app.inject('/about/')).statusCode).toBe(200);
    expect((await app.inject('/?id=ABC123')).body).toContain('<title>Home</title>');
  });

  it('answers unknown pages with the not-found page and a real 404', async () => {
    const response = await app.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Oops! Page not found');
  });

  it('answers unknown API paths and other methods with JSON, never the HTML page', async () => {
    const get = await app.inject('/api/no-such-thing');
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({
      error: { code: 'not_found', message: 'No API route answers this address.' },
    });
    const post = await app.inject({ method: 'POST', url: '/anything', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not_found');
  });

  it('gives hashed assets a year-long immutable cache and pages none', async () => {
    const asset = await app.inject('/assets/index-AbC123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/about')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses for clients that accept it and honours the etag', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('<title>Home</title>');
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends security headers that forbid inline scripts, framing and <base>', async () => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('maps AppError codes to their status with the message for the client', async () => {
    const response = await app.inject('/api/test/refuse');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'conflict', message: 'That case is already complete.' },
    });
  });

  it('hides the details of an unexpected failure from the client', async () => {
    const response = await app.inject('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('at ');
    expect(response.json().error.code).toBe('internal');
  });

  it('reports its health and store engine', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ ok: true, engine: 'sqlite' });
  });
});

describe('the HTTP app before the web app is built', () => {
  it('serves a rebuilt file compressed from its new bytes, however often the site was loaded before', () => {
    const dir = fakeClientBuild();
    const page = (marker: string) =>
      `<html><title>About</title><h1>${marker}</h1>${'<p>words</p>'.repeat(80)}</html>`;
    fs.writeFileSync(path.join(dir, 'about/index.html'), page('First build'));
    const first = loadStaticSite(dir).lookup('/about')!;
    expect(zlib.brotliDecompressSync(first.brotli).toString()).toContain('First build');
    expect(zlib.brotliDecompressSync(loadStaticSite(dir).lookup('/about')!.brotli).toString()).toContain(
      'First build',
    );
    fs.writeFileSync(path.join(dir, 'about/index.html'), page('Second build'));
    const rebuilt = loadStaticSite(dir).lookup('/about')!;
    expect(zlib.brotliDecompressSync(rebuilt.brotli).toString()).toContain('Second build');
    expect(zlib.gunzipSync(rebuilt.gzip).toString()).toContain('Second build');
    expect(rebuilt.etag).not.toBe(first.etag);
  });

  it('says how to build instead of failing obscurely', async () => {
    const store = await createTestStore('sqlite');
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-intake-empty-'));
    const app = await buildApp({ config: testConfig(), store, site: loadStaticSite(emptyDir) });
    const response = await app.inject('/');
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toContain('npm run build');
    await app.close();
    await store.destroy();
  });
});
