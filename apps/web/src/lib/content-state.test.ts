import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dehydrateContent, hydrateContent } from './content-state.ts';

describe('content state', () => {
  it('hands the loaded queries on by key (not those that failed), read as fresh data', async () => {
    const server = new QueryClient();
    server.setQueryData(['content', 'siteSettings', 'en', {}], { agencyName: 'Agency' });
    server.setQueryData(['content', 'vacancyBySlug', 'en', { slug: 'gone' }], null);
    await server
      .prefetchQuery({
        queryKey: ['content', 'broken', 'en', {}],
        queryFn: () => Promise.reject(new Error('x')),
      })
      .catch(() => {});

    const state = JSON.parse(JSON.stringify(dehydrateContent(server))) as ReturnType<typeof dehydrateContent>;
    expect(state).toEqual([
      [['content', 'siteSettings', 'en', {}], { agencyName: 'Agency' }],
      [['content', 'vacancyBySlug', 'en', { slug: 'gone' }], null],
    ]);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrateContent(browser, state);
    const query = browser.getQueryCache().find({ queryKey: ['content', 'siteSettings', 'en', {}] });
    expect(query?.state.data).toEqual({ agencyName: 'Agency' });
    expect(query?.isStale()).toBe(false);
    expect(browser.getQueryData(['content', 'vacancyBySlug', 'en', { slug: 'gone' }])).toBeNull();
  });
});
