// What a hostile visitor did to the image route (issue 11): 20 unique sizes wrote 104 MB next to the database.
// Now widths snap to the site's, the cache is size-bounded (LRU) in its own directory, and transforms are
// rate-limited per client.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { parseContentConfig } from './content-config.ts';
import { openImageCache } from './image-cache.ts';
import { registerImageRoute } from './image-route.ts';
import { seedContent } from './test-support/seed.ts';

const content = seedContent();
const asset = content.documents.find(
  (doc) => doc._type === 'sanity.imageAsset' && doc.originalFilename === 'hero-home.jpg',
)!;
const base = `/content/images/embedded/production/${String(asset._id)
  .replace(/^image-/, '')
  .replace(/-(\w+)$/, '.$1')}`;

const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function imageServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'image-cap-'));
  dirs.push(dataDir);
  const config = parseContentConfig(env, dataDir, []);
  const app = Fastify();
  apps.push(app);
  registerImageRoute(app, { config, content: () => content });
  return { app, config, dataDir };
}

const cacheBytes = (dir: string) =>
  readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);

describe('the image route under attack', () => {
  it('twenty unique widths make at most a handful of files: widths snap to the site’s', async () => {
    const { app, config } = await imageServer({});
    const widths = Array.from({ length: 20 }, (_, i) => 1000 + i * 13);
    for (const w of widths) {
      const response = await app.inject({ url: `${base}?w=${w}&fm=png` });
      expect(response.statusCode).toBe(200);
      expect([960, 1080, 1200, 1280]).toContain((await sharp(response.rawPayload).metadata()).width);
    }
    expect(readdirSync(config.imageCacheDir).length).toBeLessThanOrEqual(4);
  });

  it('the cache stays under IMAGE_CACHE_MAX_MB, dropping the least recently used', async () => {
    const { app, config } = await imageServer({ IMAGE_CACHE_MAX_MB: '1' });
    const variants = [80, 81, 82, 83, 84, 85, 86, 87].map((q) => `${base}?w=1920&fm=png&q=${q}&bg=0000${q}`);
    for (const url of variants) expect((await app.inject({ url })).statusCode).toBe(200);
    expect(cacheBytes(config.imageCacheDir)).toBeLessThanOrEqual(1024 * 1024);
    expect(readdirSync(config.imageCacheDir).length).toBeGreaterThan(0);
  });

  it('the cache lives in its own directory, configurable away from DATA_DIR', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'image-cache-dir-'));
    dirs.push(elsewhere);
    const { app, dataDir } = await imageServer({ IMAGE_CACHE_DIR: elsewhere });
    await app.inject({ url: `${base}?w=640` });
    expect(readdirSync(elsewhere).length).toBe(1);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('transforms beyond IMAGE_TRANSFORMS_PER_MINUTE get 429 with Retry-After; cached sizes still load', async () => {
    const { app } = await imageServer({ IMAGE_TRANSFORMS_PER_MINUTE: '2' });
    expect((await app.inject({ url: `${base}?w=320` })).statusCode).toBe(200);
    expect((await app.inject({ url: `${base}?w=480` })).statusCode).toBe(200);
    const refused = await app.inject({ url: `${base}?w=640` });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ url: `${base}?w=320` })).statusCode).toBe(200);
  });
});

describe('openImageCache', () => {
  it('evicts least recently used first, and keeps the order across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'image-lru-'));
    dirs.push(dir);
    const kb = (n: number) => Buffer.alloc(n * 1024, n);
    const cache = await openImageCache(dir, 30 * 1024);
    await cache.put('a.png', kb(10));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.put('b.png', kb(10));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.put('c.png', kb(10));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await cache.get('a.png')).toBeDefined(); // a is now the most recent
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.put('d.png', kb(10));
    expect(readdirSync(dir).sort()).toEqual(['a.png', 'c.png', 'd.png']);
    expect(cache.size()).toBe(30 * 1024);
    // A restart with a smaller bound drops the least recently used (c) first.
    const reopened = await openImageCache(dir, 20 * 1024);
    expect(readdirSync(dir).sort()).toEqual(['a.png', 'd.png']);
    expect(reopened.size()).toBe(20 * 1024);
  });
});
