import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentConfig } from './content-config.ts';
import { registerImageRoute } from './image-route.ts';
import { seedContent } from './test-support/seed.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'content-images-'));
const config = parseContentConfig({}, dataDir, []);
const app = Fastify();
const content = seedContent();
const asset = content.documents.find(
  (doc) => doc._type === 'sanity.imageAsset' && doc.originalFilename === 'hero-home.jpg',
)!;
// The URL @sanity/image-url builds for this asset in the embedded default.
const base = `/content/images/embedded/production/${String(asset._id)
  .replace(/^image-/, '')
  .replace(/-(\w+)$/, '.$1')}`;

beforeAll(async () => {
  registerImageRoute(app, { config, content: () => content });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /content/images/…', () => {
  it('serves the original with long cache headers', async () => {
    const response = await app.inject({ url: base });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1920);
  });

  it("keeps no transform in libvips' own cache: results are kept on disk, bounded (issue 42)", async () => {
    await app.inject({ url: `${base}?w=320&h=200&fit=crop` });
    // Left on, libvips keeps up to 50 MB of operations in native memory that no later request reuses.
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 }, files: { max: 0 } });
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await app.inject({ url: `${base}?w=240` });
    const again = await app.inject({
      url: `${base}?w=240`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('resizes and converts per w, h, fit, fm and q', async () => {
    const response = await app.inject({ url: `${base}?w=480&h=480&fit=crop&fm=webp&q=60` });
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
    const clipped = await app.inject({ url: `${base}?w=640` });
    expect(await sharp(clipped.rawPayload).metadata()).toMatchObject({
      width: 640,
      height: 360,
      format: 'jpeg',
    });
  });

  it('picks WebP for auto=format when the browser accepts it', async () => {
    const response = await app.inject({
      url: `${base}?w=320&auto=format`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toBe('Accept');
  });

  it('caches each transformed variant on disk', async () => {
    await app.inject({ url: `${base}?w=320&fm=png` });
    const before = readdirSync(config.imageCacheDir).length;
    const again = await app.inject({ url: `${base}?w=320&fm=png` });
    expect(again.statusCode).toBe(200);
    expect(readdirSync(config.imageCacheDir).length).toBe(before);
    expect(readdirSync(config.imageCacheDir).some((file) => file.endsWith('.png'))).toBe(true);
  });

  it('rejects absurd sizes and unknown parameters with 400', async () => {
    for (const search of [
      'w=100000',
      'h=0',
      'w=abc',
      'fm=gif',
      'fm=avif',
      'q=500',
      'fit=stretch',
      'w=3000&dpr=3',
      'h=300',
    ]) {
      expect((await app.inject({ url: `${base}?${search}` })).statusCode, search).toBe(400);
    }
  });

  it('answers 404 for an unknown image or a path outside the seed images', async () => {
    expect(
      (await app.inject({ url: `/content/images/embedded/production/${'0'.repeat(40)}-10x10.jpg` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/content/images/embedded/production/..%2F..%2Fpackage.json' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: base.replace('/production/', '/staging/') })).statusCode).toBe(404);
  });
});
