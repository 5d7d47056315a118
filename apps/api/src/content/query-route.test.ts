import Fastify from 'fastify';
import {
  destinationGuideQuery,
  vacanciesQuery,
  vacancyBySlugQuery,
  vacancySlugsQuery,
} from '@agency/content';
import { createEmbeddedContent, readDataset } from '@agency/content/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi } from './content-plugin.ts';
import { parseContentConfig } from './content-config.ts';

const published = readDataset();
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
  await app.register(contentApi, {
    config,
    content: createEmbeddedContent({ documents: [...published, draft] }),
  });
});
afterAll(() => app.close());

const query = (search: Record<string, string>, path = '/v2025-02-19/data/query/production') =>
  app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(search)}` });

describe('GET /v<date>/data/query/<dataset>', () => {
  it('answers a site query with JSON-encoded parameters in Sanity’s shape', async () => {
    const response = await query({ query: destinationGuideQuery, $slug: '"macau"' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { slug: 'macau' }, ms: expect.any(Number) });
    expect(response.headers['cache-control']).toContain('max-age');
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

  it('never returns a draft, even when asked for one', async () => {
    const all = await query({ query: vacanciesQuery, perspective: 'drafts' });
    const titles = all.json().result.map((v: { title: { en: string } }) => v.title.en);
    expect(titles).toHaveLength(4);
    expect(titles).not.toContain('LEAKED DRAFT');
    const slugs = await query({ query: vacancySlugsQuery });
    expect(slugs.json().result).toHaveLength(4);
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
  async function forwardingServer() {
    const requests: { url: string; auth: string | null }[] = [];
    const proxy = Fastify();
    const config = parseContentConfig(
      { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_READ_TOKEN: 'sk-read' },
      '/tmp',
      [],
    );
    await proxy.register(contentApi, {
      config,
      fetchImpl: async (input, init) => {
        requests.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
        return Response.json({ result: 1 });
      },
    });
    return { proxy, requests };
  }

  it('forwards a site query to Sanity with the published perspective and the read token', async () => {
    const { proxy, requests } = await forwardingServer();
    const search = new URLSearchParams({ query: vacanciesQuery, perspective: 'raw' });
    const response = await proxy.inject({ url: `/v2021-01-01/data/query/production?${search}` });
    expect(response.json()).toEqual({ result: 1 });
    const target = new URL(requests[0]!.url);
    expect(target.host).toBe('abc123.api.sanity.io');
    expect(target.pathname).toBe('/v2025-02-19/data/query/production');
    expect(target.searchParams.get('perspective')).toBe('published');
    expect(requests[0]!.auth).toBe('Bearer sk-read');
    await proxy.close();
  });

  it('never forwards another query: the read token is not a way to run any GROQ on the dataset', async () => {
    const { proxy, requests } = await forwardingServer();
    for (const groq of [...Object.values(ATTACKS), '*[_type == "sanity.imageAsset"]']) {
      const search = new URLSearchParams({ query: groq });
      const response = await proxy.inject({ url: `/v2021-01-01/data/query/production?${search}` });
      expect(response.statusCode).toBe(403);
    }
    expect(requests).toEqual([]);
    await proxy.close();
  });
});
