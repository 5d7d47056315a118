import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { destinationGuideQuery, vacanciesQuery, vacancyBySlugQuery } from '@agency/content';
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
  filled: false,
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
  it('answers a site query with JSON-encoded parameters in Sanity’s shape', async () => {
    const response = await query({ query: destinationGuideQuery, $slug: '"macau"' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { slug: 'macau' }, ms: expect.any(Number) });
    // A publish shows at once: browsers revalidate every time.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('rejects a missing parameter and a parameter that is not JSON with 400', async () => {
    const missing = await query({ query: vacancyBySlugQuery });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.description).toContain('$slug');
    const notJson = await query({ query: vacancyBySlugQuery, $slug: 'hong-kong' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.description).toContain('JSON');
    expect((await query({})).statusCode).toBe(400);
  });

  it('never returns a draft without a preview token: the drafts perspective is refused, others are unknown', async () => {
    const all = await query({ query: vacanciesQuery });
    const titles = all.json().result.map((v: { title: { en: string } }) => v.title.en);
    expect(titles).toHaveLength(4);
    expect(titles).not.toContain('LEAKED DRAFT');
    const drafts = await query({ query: vacanciesQuery, perspective: 'drafts' });
    expect(drafts.statusCode).toBe(401);
    expect(drafts.body).not.toContain('LEAKED DRAFT');
    expect((await query({ query: vacanciesQuery, perspective: 'raw' })).statusCode).toBe(400);
  });

  it('answers 404 for another dataset or a malformed version', async () => {
    const search = { query: vacanciesQuery };
    expect((await query(search, '/v2025-02-19/data/query/staging')).statusCode).toBe(404);
    expect((await query(search, '/vlatest/data/query/production')).statusCode).toBe(404);
  });
});

// What a hostile visitor sent (issue 11): each took seconds to minutes of the one event loop, or crashed it.
const ATTACKS = {
  nestedCounts: 'count(*[count(*[count(*[count(*[count(*) > 0]) > 0]) > 0]) > 0])',
  deepProjection: '*{"a": *{"b": *{"c": *{_id}}}}',
  longFilterChain: `*${'[true]'.repeat(1600)}`,
  wholeDataset: '*',
  malformed: '*[_type == "vacancy"',
};

describe('only the site’s own queries are answered', () => {
  it.each(Object.entries(ATTACKS))('refuses %s with a quick 403 and no engine text', async (_name, groq) => {
    const response = await query({ query: groq });
    expect(response.statusCode).toBe(403);
    // Refused before parsing: not even a syntax error is reported.
    expect(response.json().error).toEqual({
      type: 'queryNotAllowed',
      description: 'This endpoint answers only the queries the website itself makes.',
    });
  });

  it('refuses a site query with parameters the site never sends (400)', async () => {
    for (const slug of ['{"$gt": ""}', '"Hong Kong"', '["macau"]', JSON.stringify('x'.repeat(300))]) {
      const response = await query({ query: destinationGuideQuery, $slug: slug });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.description).toContain('$slug');
    }
    const extra = await query({ query: vacanciesQuery, $limit: '1000000' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.description).toContain('vacanciesQuery');
  });
});

describe('with a Sanity project configured', () => {
  // Stands in for Sanity's API: a real HTTP server answering in Sanity's shape.
  const received: IncomingMessage[] = [];
  const sanity = createServer((request, response) => {
    received.push(request);
    const url = new URL(request.url!, 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.searchParams.get('$slug') === '"no-such-guide"') {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: { description: 'Bad request', type: 'httpBadRequest' } }));
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

  it('forwards a site query through @sanity/client: published perspective, configured version, read token', async () => {
    const search = new URLSearchParams({ query: vacanciesQuery, perspective: 'published' });
    const response = await proxy.inject({ url: `/v2021-01-01/data/query/production?${search}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: 1, ms: 2 });
    const target = new URL(received[0]!.url!, 'http://localhost');
    expect(target.pathname).toBe('/v2025-02-19/data/query/production');
    expect(target.searchParams.get('query')).toBe(vacanciesQuery);
    expect(target.searchParams.get('perspective')).toBe('published');
    expect(received[0]!.headers.authorization).toBe('Bearer sk-read');
  });

  it('never forwards another query: the read token is not a way to run any GROQ on the dataset', async () => {
    const before = received.length;
    for (const groq of [...Object.values(ATTACKS), '*[_type == "sanity.imageAsset"]']) {
      const search = new URLSearchParams({ query: groq });
      const response = await proxy.inject({ url: `/v2021-01-01/data/query/production?${search}` });
      expect(response.statusCode).toBe(403);
    }
    expect(received.length).toBe(before);
  });

  it('passes Sanity’s own 400 answer on', async () => {
    const search = new URLSearchParams({ query: destinationGuideQuery, $slug: '"no-such-guide"' });
    const response = await proxy.inject({ url: `/v2025-02-19/data/query/production?${search}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.type).toBe('httpBadRequest');
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
    const search = new URLSearchParams({ query: vacanciesQuery });
    const response = await offline.inject({ url: `/v2025-02-19/data/query/production?${search}` });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.description).toMatch(/did not answer/);
    await offline.close();
  });
});
