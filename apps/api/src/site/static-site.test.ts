import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSitePages } from './site-pages.ts';
import { resolveSiteFile, staticSite } from './static-site.ts';
import { testBundle } from './test-bundle.ts';

let root: string;
let app: FastifyInstance;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  write('index.html', '<h1>The bare template</h1>');
  write('assets/app-abc123.js', 'console.log(1)');
  write('assets/app-abc123.js.br', 'brotli-bytes');
  write('favicon.svg', '<svg/>');
  fs.writeFileSync(path.join(os.tmpdir(), 'outside-site.txt'), 'secret');
  app = Fastify();
  const pages = createSitePages({
    bundle: testBundle(),
    fetch: async () => 'Title',
    log: app.log,
    siteOrigin: () => 'https://www.agency.example',
  });
  // What a personal page reads: the visitor's own answer, from their cookie.
  app.get('/api/test/me', async (request, reply) => {
    const cookie = request.headers.cookie ?? '';
    if (!cookie.includes('session=')) return reply.code(404).send('nobody');
    return reply.send(`${cookie} from ${request.ip}`);
  });
  await app.register(staticSite, { root, pages });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the website', () => {
  test('renders pages with and without a trailing slash, revalidated each visit', async () => {
    for (const url of ['/', '/AboutUs', '/AboutUs?from=mail']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/AboutUs' })).body).toContain('Title /AboutUs');
    expect((await app.inject({ url: '/' })).body).not.toContain('bare template');
  });

  test('compresses pages for clients that accept it, and answers 304 to a matching ETag', async () => {
    const br = await app.inject({ url: '/AboutUs', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Title /AboutUs');
    const gz = await app.inject({ url: '/AboutUs', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const again = await app.inject({
      url: '/AboutUs',
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('renders a personal page per request from the visitor API: never cached, stored, indexed or referred', async () => {
    const first = await app.inject({ url: '/me?t=secret', headers: { cookie: 'session=ann' } });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('session=ann from 127.0.0.1');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(first.headers['x-robots-tag']).toBe('noindex');
    expect(first.headers.etag).toBeUndefined();
    // Another visitor never gets the first one's page.
    const second = await app.inject({ url: '/me?t=secret', headers: { cookie: 'session=bob' } });
    expect(second.body).toContain('session=bob');
    expect(second.body).not.toContain('ann');
    // The API says there is nothing: the site's 404 page.
    const none = await app.inject({ url: '/me' });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('Page not found');
  });

  test('caches hashed assets for a year and sends their precompressed copy', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.body).toBe('brotli-bytes');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
  });

  test('answers unknown pages with the 404 page and a real 404 status; missing assets with plain 404', async () => {
    for (const url of ['/nope', '/goods/goods-list', '/index.html']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Page not found');
    }
    const asset = await app.inject({ url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/^text\/plain/);
  });

  test('answers redirects, sitemap.xml and robots.txt', async () => {
    const redirect = await app.inject({ url: '/OurServices' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/OurServices/FYS');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<urlset>');
    expect((await app.inject({ url: '/robots.txt' })).body).toContain('User-agent');
  });

  test('never serves files outside the build folder', async () => {
    for (const url of ['/..%2foutside-site.txt', '/%2e%2e/outside-site.txt', '/../outside-site.txt']) {
      const res = await app.inject({ url });
      expect(res.body).not.toContain('secret');
    }
    expect(resolveSiteFile(root, '/..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(resolveSiteFile(root, '/%00')).toBeNull();
  });

  test('without a web build, pages answer 503 saying what to do', async () => {
    const bare = Fastify();
    await bare.register(staticSite, { root, pages: null });
    const res = await bare.inject({ url: '/AboutUs' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/pnpm --filter @agency\/web build/);
    await bare.close();
  });

  test('a client with too many pages rendering gets 429 with Retry-After; other clients are served', async () => {
    const held = Fastify();
    const bundle = testBundle();
    let release = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    bundle.hold = (url) => (url.startsWith('/p/') ? stalled : undefined);
    const pages = createSitePages({
      bundle,
      fetch: async () => 'Title',
      log: held.log,
      siteOrigin: () => 'https://www.agency.example',
    });
    await held.register(staticSite, { root, pages });
    await held.ready();
    const burst = Array.from({ length: 10 }, (_, i) =>
      // (inject sends a request when its result is asked for)
      held.inject({ url: `/p/odd-${i}`, remoteAddress: '10.0.0.1' }).then((res) => res),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await held.inject({ url: '/p/one-more', remoteAddress: '10.0.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toMatch(/try again in a few seconds/);
    const other = await held.inject({ url: '/AboutUs', remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
    release();
    expect((await Promise.all(burst)).map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    await held.close();
  });
});
