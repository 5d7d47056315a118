import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveSiteFile, staticSite } from './static-site.ts';

let root: string;
let app: FastifyInstance;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  write('index.html', '<h1>Home</h1>');
  write('AboutUs/index.html', '<h1>About</h1>');
  write('404.html', '<h1>Page not found</h1>');
  write('assets/app-abc123.js', 'console.log(1)');
  write('robots.txt', 'User-agent: *');
  write('assets/app-abc123.js.br', 'brotli-bytes');
  write('AboutUs/index.html.gz', 'gzip-bytes');
  fs.writeFileSync(path.join(os.tmpdir(), 'outside-site.txt'), 'secret');
  app = Fastify();
  await app.register(staticSite, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('static site', () => {
  test('serves prerendered pages with and without a trailing slash, revalidated each visit', async () => {
    for (const url of ['/', '/AboutUs', '/AboutUs/', '/AboutUs?from=mail']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/AboutUs' })).body).toContain('About');
  });

  test('caches hashed assets for a year with the right content type', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('sends the precompressed copy to clients that accept it, and the plain file to others', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli-bytes');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ url: '/AboutUs', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/html; charset=utf-8');
    const plain = await app.inject({ url: '/AboutUs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('About');
  });

  test('answers unknown pages with the 404 page and a real 404 status', async () => {
    for (const url of ['/nope', '/goods/goods-list', '/404']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Page not found');
    }
    const asset = await app.inject({ url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/^text\/plain/);
  });

  test('never serves files outside the build folder', async () => {
    for (const url of ['/..%2foutside-site.txt', '/%2e%2e/outside-site.txt', '/../outside-site.txt']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret');
    }
    expect(resolveSiteFile(root, '/..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(resolveSiteFile(root, '/%00')).toBeNull();
  });
});
