import Fastify from 'fastify';
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
  it('answers a query with JSON-encoded parameters in Sanity’s shape', async () => {
    const response = await query({
      query:
        '*[_type == "vacancy" && region == $region && startDate >= $from] | order(startDate asc).startDate',
      $region: '"hong-kong"',
      $from: '"2025-11-01"',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: ['2025-11-05', '2025-11-20'], ms: expect.any(Number) });
    expect(response.headers['cache-control']).toContain('max-age');
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
  it('forwards the query to Sanity with the published perspective and the read token', async () => {
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
    const response = await proxy.inject({
      url: '/v2021-01-01/data/query/production?query=count(*)&perspective=raw',
    });
    expect(response.json()).toEqual({ result: 1 });
    const target = new URL(requests[0]!.url);
    expect(target.host).toBe('abc123.api.sanity.io');
    expect(target.pathname).toBe('/v2025-02-19/data/query/production');
    expect(target.searchParams.get('perspective')).toBe('published');
    expect(requests[0]!.auth).toBe('Bearer sk-read');
    await proxy.close();
  });
});
