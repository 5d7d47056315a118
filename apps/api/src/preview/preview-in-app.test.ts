// The Studio's Presentation tool opens preview links in its frame: whatever the link answers (the preview, or the
// page saying the link is not valid) must be frameable by the configured Studio, and nothing else by anyone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const STUDIO = 'https://agency.sanity.studio';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-app-'));
fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
const app = await buildApp(
  loadConfig({
    WEB_DIST_DIR: dir,
    WEB_SSR_DIR: dir,
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'silent',
    PREVIEW_SECRET: 'a-preview-secret-for-tests',
    STUDIO_ORIGIN: STUDIO,
  }),
);
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('a refused preview link says so inside the Studio’s frame', async () => {
  for (const url of [
    '/api/preview/enable?secret=wrong&redirect=/',
    '/api/preview/enable?secret=x&redirect=//evil',
  ]) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${STUDIO}`);
    expect(response.headers['x-frame-options']).toBeUndefined();
  }
});

it('anything else stays unframeable', async () => {
  for (const url of ['/v2025-02-19/data/query/production?query=x', '/api/health', '/robots.txt']) {
    const response = await app.inject({ url });
    expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
  }
});
