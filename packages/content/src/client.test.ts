import { describe, expect, it } from 'vitest';
import { buildQueryUrl, ContentQueryError, createContentClient } from './client.ts';
import { vacancyBySlugQuery } from './queries/index.ts';

const embedded = { dataset: 'production', apiVersion: '2025-02-19' };
const sanity = { ...embedded, projectId: 'abc123' };

describe('buildQueryUrl', () => {
  it('uses the API CDN with a project, JSON-encoded $params and the published perspective', () => {
    const url = new URL(buildQueryUrl(sanity, '*[slug == $slug]', { slug: 'hong-kong', n: 2 }));
    expect(url.origin).toBe('https://abc123.apicdn.sanity.io');
    expect(url.pathname).toBe('/v2025-02-19/data/query/production');
    expect(url.searchParams.get('query')).toBe('*[slug == $slug]');
    expect(url.searchParams.get('$slug')).toBe('"hong-kong"');
    expect(url.searchParams.get('$n')).toBe('2');
    expect(url.searchParams.get('perspective')).toBe('published');
  });

  it('uses the live API when the CDN is turned off', () => {
    expect(buildQueryUrl({ ...sanity, useCdn: false }, '*')).toMatch(/^https:\/\/abc123\.api\.sanity\.io\//);
  });

  it('uses the same path on the site’s own server without a project', () => {
    expect(buildQueryUrl(embedded, '*')).toMatch(/^\/v2025-02-19\/data\/query\/production\?query=/);
    expect(buildQueryUrl({ ...embedded, origin: 'http://localhost:3000/' }, '*')).toMatch(
      /^http:\/\/localhost:3000\/v2025-02-19\//,
    );
  });
});

describe('createContentClient', () => {
  it('returns the result of a successful query', async () => {
    let requested = '';
    const client = createContentClient(embedded, async (input) => {
      requested = String(input);
      return Response.json({ result: { slug: 'x' }, ms: 1 });
    });
    expect(await client.fetch(vacancyBySlugQuery, { slug: 'x' })).toEqual({ slug: 'x' });
    expect(requested).toContain('%24slug=%22x%22');
  });

  it('throws ContentQueryError with the GROQ error description on a 400', async () => {
    const client = createContentClient(embedded, async () =>
      Response.json({ error: { description: 'Expected "]"', type: 'queryParseError' } }, { status: 400 }),
    );
    const failure = client.fetch('*[').catch((error: unknown) => error);
    await expect(failure).resolves.toBeInstanceOf(ContentQueryError);
    await expect(failure).resolves.toMatchObject({
      status: 400,
      message: expect.stringContaining('Expected "]"'),
    });
  });
});
