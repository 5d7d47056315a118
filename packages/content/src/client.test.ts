import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentClientConfig, createContentClient } from './client.ts';
import { vacancyBySlugQuery } from './queries/index.ts';

const embedded = { dataset: 'production', apiVersion: '2025-02-19' };
const sanity = { ...embedded, projectId: 'abc123' };

describe('contentClientConfig', () => {
  it('embedded default: the site’s own server, no project hostname, no CDN, published only', () => {
    const config = createContentClient({ ...embedded, origin: 'http://localhost:3000/' }).config();
    expect(config.url).toBe('http://localhost:3000/v2025-02-19');
    expect(config.useCdn).toBe(false);
    expect(config.perspective).toBe('published');
  });

  it('with a project: Sanity’s API CDN, or the live API when the CDN is off or a token is set', () => {
    expect(createContentClient(sanity).config().cdnUrl).toBe('https://abc123.apicdn.sanity.io/v2025-02-19');
    expect(createContentClient(sanity).config().useCdn).toBe(true);
    expect(contentClientConfig({ ...sanity, useCdn: false }).useCdn).toBe(false);
    expect(contentClientConfig({ ...sanity, token: 'sk-read' })).toMatchObject({
      useCdn: false,
      token: 'sk-read',
    });
  });

  it('with a project and an API host: that host, without the project in the hostname', () => {
    const config = createContentClient({ ...sanity, apiHost: 'http://127.0.0.1:4302' }).config();
    expect(config.url).toBe('http://127.0.0.1:4302/v2025-02-19');
  });

  it('needs an origin for the embedded default outside a browser', () => {
    expect(() => contentClientConfig(embedded)).toThrow(/origin/);
  });
});

describe('createContentClient against a server', () => {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ query: '', result: { slug: 'a-job' }, ms: 1 }));
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the query with JSON-encoded $params and the published perspective, and returns the result', async () => {
    const client = createContentClient({ ...embedded, origin });
    const vacancy = await client.fetch(vacancyBySlugQuery, { slug: 'a-job' });
    // Typed by typegen's overload: the vacancy's fields, not `any`.
    const slug: string | undefined = vacancy?.slug;
    expect(slug).toBe('a-job');
    const url = new URL(requests[0]!.url!, origin);
    expect(url.pathname).toBe('/v2025-02-19/data/query/production');
    expect(url.searchParams.get('query')).toBe(vacancyBySlugQuery);
    expect(url.searchParams.get('$slug')).toBe('"a-job"');
    expect(url.searchParams.get('perspective')).toBe('published');
  });
});
