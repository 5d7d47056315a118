import { describe, expect, it, vi } from 'vitest';
import { createStaticHandler, matchRoutes, type StaticHandlerContext } from 'react-router-dom';
import type { ContentFetcher } from '../lib/content-query.ts';
import { staticPagePaths } from '../lib/route-paths.ts';
import { createQueryClient } from './query-client.ts';
import type { PageTableEntry } from '../lib/route-paths.ts';
import { routerContext, routes } from './routes.tsx';

const leafOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

const handler = createStaticHandler(routes);
async function query(url: string, fetch: ContentFetcher) {
  const queryClient = createQueryClient(fetch, () => Promise.reject(new Error('no API in this test')));
  const context = await handler.query(new Request(`https://example.org${url}`), {
    requestContext: routerContext(queryClient),
  });
  return { context, queryClient };
}

describe('the routes', () => {
  it('have every page of the route table in both languages', () => {
    for (const path of staticPagePaths) {
      for (const localized of [path, path === '/' ? '/zh-hant' : `/zh-hant${path}`]) {
        const entry = leafOf(localized)?.handle as PageTableEntry | undefined;
        expect(entry?.path, localized).toBeDefined();
        expect(entry?.path, localized).not.toBe('*');
      }
    }
    expect(leafOf('/zh-hant/Vacancies/english-teacher')?.id).toBe('/zh-hant/Vacancies/:slug');
  });

  it('lead unknown paths to the not-found page of their language', () => {
    expect(leafOf('/goods/goods-list')?.id).toBe('/*');
    expect(leafOf('/zh-hant/nothing-here')?.id).toBe('/zh-hant/*');
  });

  it('send an old section path to its first page in the same language, keeping the query string', async () => {
    const { context } = await query('/zh-hant/OurServices?utm_source=x', () =>
      Promise.reject(new Error('no')),
    );
    expect(context).toBeInstanceOf(Response);
    const response = context as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/zh-hant/OurServices/OurServices_FYS?utm_source=x');
  });

  it('load a page’s content into the query client before it renders, and answer its status', async () => {
    // No such vacancy: the content answers null for every query.
    const fetch = vi.fn<ContentFetcher>(async () => null);
    const { context, queryClient } = await query('/Vacancies/no-such-role', fetch);
    const loaded = context as StaticHandlerContext;
    expect(loaded.errors).toBeNull();
    expect(loaded.statusCode).toBe(404);
    expect(Object.keys(loaded.loaderData)).toEqual(['root', '/Vacancies/:slug']);
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((cached) => cached.queryKey[1]);
    expect(keys.sort()).toEqual(['siteSettingsQuery', 'vacancyBySlugQuery']);
  });

  it('hand a failed content read on as the render’s error', async () => {
    const refused = Object.assign(new Error('$slug must be a short slug'), { statusCode: 400 });
    const { context } = await query('/AboutUs', () => Promise.reject(refused));
    expect(Object.values((context as StaticHandlerContext).errors ?? {})).toContain(refused);
  });
});
