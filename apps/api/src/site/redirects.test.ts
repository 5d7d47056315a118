import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { staticSite } from './static-site.ts';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-redirects-'));
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    fs.writeFileSync(path.join(root, relative), content);
  };
  write('404.html', '<h1>Page not found</h1>');
  write('zh-hant/404.html', '<h1>找不到這個頁面</h1>');
  write(
    'redirects.json',
    JSON.stringify({
      '/OurServices': { location: '/OurServices/OurServices_FYS', status: 301 },
      '/zh-hant/DestinationGuides': { location: '/zh-hant/DestinationGuides/HongKong', status: 301 },
      '/elsewhere': { location: 'https://studio.example.com', status: 302 },
    }),
  );
  app = Fastify();
  await app.register(staticSite, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('old section paths answer with a permanent redirect, trailing slash or not, keeping the query string', async () => {
  for (const url of ['/OurServices', '/OurServices/']) {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(301);
    expect(res.headers.location).toBe('/OurServices/OurServices_FYS');
  }
  const withQuery = await app.inject({ url: '/zh-hant/DestinationGuides?path=Macau' });
  expect(withQuery.statusCode).toBe(301);
  expect(withQuery.headers.location).toBe('/zh-hant/DestinationGuides/HongKong?path=Macau');
});

test('a redirect to another host answers with its status and drops the query string', async () => {
  const res = await app.inject({ url: '/elsewhere?next=x' });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('https://studio.example.com');
});

test('unknown Chinese paths get the Chinese 404 page, others the English one, both with status 404', async () => {
  const zh = await app.inject({ url: '/zh-hant/goods' });
  expect(zh.statusCode).toBe(404);
  expect(zh.body).toContain('找不到');
  const en = await app.inject({ url: '/user' });
  expect(en.statusCode).toBe(404);
  expect(en.body).toContain('Page not found');
});
