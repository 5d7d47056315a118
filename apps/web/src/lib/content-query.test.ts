import { siteSettingsQuery, vacancyBySlugQuery } from '@agency/content';
import { describe, expect, it, vi } from 'vitest';
import { ContentQueryClient, contentQuery, type ContentFetcher } from './content-query.ts';

describe('contentQuery', () => {
  it('keys a query by its export name and sends that query’s text with its parameters', async () => {
    const fetchContent = vi.fn<ContentFetcher>(() =>
      Promise.resolve({ title: { _type: 'localeString', en: 'Teacher', zhHant: '老師' } }),
    );
    const queryClient = new ContentQueryClient(fetchContent, () => Promise.reject(new Error('no API')));
    const options = contentQuery('vacancyBySlugQuery', 'zh-Hant', { slug: 'teacher' });
    expect(options.queryKey).toEqual(['content', 'vacancyBySlugQuery', 'zh-Hant', { slug: 'teacher' }]);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual({
      title: { _type: 'localeString', en: '', zhHant: '老師' },
    });
    expect(fetchContent).toHaveBeenCalledWith(vacancyBySlugQuery, { slug: 'teacher' }, expect.anything());
    await queryClient.fetchQuery(contentQuery('siteSettingsQuery', 'en'));
    expect(fetchContent).toHaveBeenLastCalledWith(siteSettingsQuery, {}, expect.anything());
    queryClient.clear();
  });
});
