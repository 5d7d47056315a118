import { describe, expect, it, vi } from 'vitest';
import { apiQuery } from './api-query.ts';
import { ContentQueryClient, type ApiFetcher } from './content-query.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientWith(fetchApi: ApiFetcher) {
  return new ContentQueryClient(() => Promise.reject(new Error('no content')), fetchApi, {
    defaultOptions: { queries: { retry: false } },
  });
}

describe('apiQuery', () => {
  it('asks the query client’s own API for the path, and reads a link’s state whatever the status', async () => {
    const fetchApi = vi.fn<ApiFetcher>(async (path) =>
      path.includes('used') ? json({ state: 'used' }, 410) : json({ state: 'valid' }),
    );
    const client = clientWith(fetchApi);
    const query = apiQuery<{ state: string }>('/api/status/link?t=abc');
    expect(query.queryKey).toEqual(['api', '/api/status/link?t=abc']);
    await expect(client.fetchQuery(query)).resolves.toEqual({ state: 'valid' });
    expect(fetchApi).toHaveBeenCalledWith('/api/status/link?t=abc', expect.anything());
    await expect(client.fetchQuery(apiQuery('/api/status/link?t=used'))).resolves.toEqual({ state: 'used' });
    client.clear();
  });

  it('fails on a server error or an answer that is not JSON (the page shows the site’s error)', async () => {
    const client = clientWith(async (path) =>
      path.endsWith('down') ? json({ message: 'down' }, 503) : new Response('<html>', { status: 200 }),
    );
    await expect(client.fetchQuery(apiQuery('/api/alerts/down'))).rejects.toThrow('answered 503');
    await expect(client.fetchQuery(apiQuery('/api/alerts/html'))).rejects.toThrow('answered 200');
    client.clear();
  });
});
