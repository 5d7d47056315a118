import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createContentClient } from '@agency/content/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentConfig } from './content-config.ts';
import { registerQueryRoute } from './query-route.ts';
import { seedContent, seedDocuments } from './test-support/seed.ts';

const published = seedDocuments();
const vacancy = published.find((doc) => doc._type === 'vacancy')!;
// A draft that would win every query below if drafts leaked.
const draft = {
  ...vacancy,
  _id: `drafts.${vacancy._id}`,
  title: { en: 'LEAKED DRAFT', zhHant: '草稿' },
  startDate: '2030-01-01',
};
const app = Fastify();

beforeAll(async () => {
  const config = parseContentConfig({}, '/tmp/unused', []);
  const content = seedContent([...published, draft]);
  registerQueryRoute(app, { config, source: { kind: 'embedded', content: () => content } });
});
afterAll(() => app.close());

const query = (search: Record<string, string>, path = '/v2025-02-19/data/query/production') =>
  app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(search)}` });

describe('GET /v<date>/data/query/<dataset>', () => {
  it('answers a query with JSON-encoded parameters in Sanity’s shape', async () => {
    const response = await query({
      query:
        '*[_type == "vacancy" && region == $region && startDate >= $from] | order(startDate asc).startDate',
      $region: '"hong-kong"',
      $from: '"2025-11-01"',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: ['2025-11-05', '2025-11-20'], ms: expect.any(Number) });
    // A publish shows at once: browsers revalidate every time.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers the site’s own queries (the client’s URL shape)', async () => {
    const response = await query({
      query: '*[_id == "siteSettings"][0].jobTerms.macau.salary{min, max, currency}',
    });
    expect(response.json().result).toEqual({ min: 21000, max: 22000, currency: 'MOP' });
  });

  it('rejects a malformed query with 400 and the GROQ error', async () => {
    const response = await query({ query: '*[_type == "vacancy"' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      type: 'queryParseError',
      description: expect.stringContaining('Syntax error'),
    });
  });

  it('rejects a missing parameter and a parameter that is not JSON with 400', async () => {
    const missing = await query({ query: '*[slug.current == $slug]' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.description).toContain('$slug');
    const notJson = await query({ query: '*[slug.current == $slug]', $slug: 'hong-kong' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.description).toContain('JSON');
    expect((await query({})).statusCode).toBe(400);
  });

  it('never returns a draft, even when asked for one', async () => {
    const all = await query({
      query: '*[_type == "vacancy"]{_id, "title": title.en}',
      perspective: 'drafts',
    });
    const ids = all.json().result.map((v: { _id: string }) => v._id);
    expect(ids).toHaveLength(4);
    expect(ids.some((id: string) => id.startsWith('drafts.'))).toBe(false);
    const byId = await query({ query: '*[_id == $id][0]', $id: JSON.stringify(draft._id) });
    expect(byId.json().result).toBeNull();
  });

  it('answers 404 for another dataset or a malformed version', async () => {
    expect((await query({ query: '*' }, '/v2025-02-19/data/query/staging')).statusCode).toBe(404);
    expect((await query({ query: '*' }, '/vlatest/data/query/production')).statusCode).toBe(404);
  });
});

describe('with a Sanity project configured', () => {
  // Stands in for Sanity's API: a real HTTP server answering in Sanity's shape.
  const received: IncomingMessage[] = [];
  const sanity = createServer((request, response) => {
    received.push(request);
    const url = new URL(request.url!, 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.searchParams.get('query') === 'broken[') {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { description: 'Syntax error', type: 'queryParseError' } }));
      return;
    }
    response.end(JSON.stringify({ query: url.searchParams.get('query'), result: 1, ms: 2 }));
  });
  const proxy = Fastify();
  beforeAll(async () => {
    await new Promise<void>((resolve) => sanity.listen(0, '127.0.0.1', resolve));
    const apiHost = `http://127.0.0.1:${(sanity.address() as AddressInfo).port}`;
    const config = parseContentConfig(
      {
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
        SANITY_API_READ_TOKEN: 'sk-read',
        SANITY_API_HOST: apiHost,
      },
      '/tmp',
      [],
    );
    const client = createContentClient({ ...config.sanity!, token: 'sk-read', apiHost });
    registerQueryRoute(proxy, { config, source: { kind: 'sanity', client } });
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise<void>((resolve) => sanity.close(() => resolve()));
  });

  it('forwards the query through @sanity/client: published perspective, configured version, read token', async () => {
    const response = await proxy.inject({
      url: '/v2021-01-01/data/query/production?query=count(*)&perspective=raw',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 1, ms: 2 });
    const target = new URL(received[0]!.url!, 'http://localhost');
    expect(target.pathname).toBe('/v2025-02-19/data/query/production');
    expect(target.searchParams.get('query')).toBe('count(*)');
    expect(target.searchParams.get('perspective')).toBe('published');
    expect(received[0]!.headers.authorization).toBe('Bearer sk-read');
  });

  it('passes Sanity’s own 400 answer on', async () => {
    const response = await proxy.inject({ url: '/v2025-02-19/data/query/production?query=broken[' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.type).toBe('queryParseError');
  });

  it('answers 502 when Sanity cannot be reached', async () => {
    const offline = Fastify({ logger: false });
    const config = parseContentConfig(
      { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' },
      '/tmp',
      [],
    );
    // Port 9 (discard) on loopback: nothing listens there.
    const client = createContentClient({
      ...config.sanity!,
      apiHost: 'http://127.0.0.1:9',
      token: undefined,
    });
    registerQueryRoute(offline, {
      config,
      source: { kind: 'sanity', client: client.withConfig({ maxRetries: 0 }) },
    });
    const response = await offline.inject({ url: '/v2025-02-19/data/query/production?query=count(*)' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.description).toMatch(/did not answer/);
    await offline.close();
  });
});
