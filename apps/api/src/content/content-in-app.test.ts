import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteSettingsQuery } from '@agency/content';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-app-'));
fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
fs.writeFileSync(path.join(dir, '404.html'), '<h1>Not found</h1>');
const app = await buildApp(
  loadConfig({ WEB_DIST_DIR: dir, WEB_SSR_DIR: dir, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent' }),
);
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('the server answers content queries ahead of the static site', async () => {
  const search = new URLSearchParams({ query: siteSettingsQuery });
  const response = await app.inject({ url: `/v2025-02-19/data/query/production?${search}` });
  expect(response.statusCode).toBe(200);
  expect(response.json().result.foundedYear).toBe(2016);
});

it('has no webhook route without SANITY_WEBHOOK_SECRET', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/content/webhook',
    headers: { 'content-type': 'application/json' },
    payload: '{"_id":"a","_type":"vacancy"}',
  });
  expect(response.statusCode).toBe(404);
});
