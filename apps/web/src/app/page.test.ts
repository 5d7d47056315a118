import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { contentQuery } from '../lib/content-query.ts';
import { pageModule, startQueries, type PageDefinition } from './page.ts';

const definition: PageDefinition = { Component: () => null };

describe('pageModule', () => {
  it('loads the code once and marks the promise fulfilled for React’s use()', async () => {
    const load = vi.fn(() => Promise.resolve(definition));
    const page = pageModule(load);
    const first = page.load();
    expect(first.status).toBe('pending');
    expect(page.load()).toBe(first);
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: definition });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('marks a failed load rejected and tries again on the next visit', async () => {
    const error = new Error('the page module threw while loading');
    const load = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(definition);
    const page = pageModule(load);
    const failed = page.load();
    await expect(failed).rejects.toBe(error);
    expect(failed).toMatchObject({ status: 'rejected', reason: error });
    await expect(page.load()).resolves.toBe(definition);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('startQueries', () => {
  it('starts every query not yet cached at once, and leaves cached ones alone', () => {
    const queryClient = new QueryClient();
    const cached = contentQuery('siteSettingsQuery', 'en');
    queryClient.setQueryData(cached.queryKey, null);
    const fetchA = vi.fn(() => new Promise(() => {}));
    const fetchB = vi.fn(() => new Promise(() => {}));
    startQueries(queryClient, [
      { ...cached, queryFn: vi.fn(() => Promise.resolve([])) },
      { ...contentQuery('vacanciesQuery', 'en'), queryFn: fetchA },
      { ...contentQuery('partnerLogosQuery', 'en'), queryFn: fetchB },
    ]);
    expect(fetchA).toHaveBeenCalledTimes(1);
    expect(fetchB).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(cached.queryKey)).toBeNull();
    queryClient.clear();
  });
});
