import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { RenderQueueFull } from './render-queue.ts';
import { createSitePages } from './site-pages.ts';
import { testBundle } from './test-bundle.ts';

const { log } = Fastify({ logger: false });

/** What the warm-up renders with the test bundle: every page and both 404 pages. */
const WARMED = ['/', '/404', '/AboutUs', '/zh-hant', '/zh-hant/404', '/zh-hant/AboutUs'];

function setup(staleAfterMs = 3000) {
  const bundle = testBundle();
  const content = { title: 'First' };
  let today = '2026-01-10';
  /** The content queries public renders made of the content service. */
  const fetches: string[] = [];
  const pages = createSitePages({
    bundle,
    fetch: async (query) => {
      fetches.push(query);
      return content.title;
    },
    log,
    siteOrigin: () => 'https://www.agency.example',
    today: () => today,
    staleAfterMs,
  });
  const html = async (url: string, client = 'visitor') => {
    const page = await pages.page(url, { client });
    return page.kind === 'document' ? { status: page.status, text: page.body.toString() } : page;
  };
  return { bundle, content, fetches, pages, html, setDay: (day: string) => (today = day) };
}

describe('site pages', () => {
  it('renders a page once and serves it from memory until content changes', async () => {
    const { bundle, content, pages, html } = setup();
    expect(await html('/AboutUs')).toMatchObject({
      status: 200,
      text: expect.stringContaining('First /AboutUs'),
    });
    await html('/AboutUs');
    expect(bundle.renders).toEqual(['/AboutUs']);
    content.title = 'Second';
    pages.invalidate();
    expect(await html('/AboutUs')).toMatchObject({ text: expect.stringContaining('Second /AboutUs') });
    await html('/AboutUs');
    expect(bundle.renders).toEqual(['/AboutUs', '/AboutUs']);
  });

  it('keeps the last good page when a re-render fails, and fails only a page never rendered', async () => {
    const { bundle, content, pages, html } = setup();
    await html('/AboutUs');
    bundle.failing = true;
    content.title = 'Unreachable';
    pages.invalidate();
    expect(await html('/AboutUs')).toMatchObject({
      status: 200,
      text: expect.stringContaining('First /AboutUs'),
    });
    await expect(pages.page('/')).rejects.toThrow('content service unreachable');
    bundle.failing = false;
    expect(await html('/AboutUs')).toMatchObject({ text: expect.stringContaining('Unreachable /AboutUs') });
  });

  it('answers a path that is no page with the 404 page of its language', async () => {
    const { html } = setup();
    expect(await html('/nope')).toMatchObject({
      status: 404,
      text: expect.stringMatching(/lang="en".*Page not found \/404/),
    });
    expect(await html('/zh-hant/nope')).toMatchObject({
      status: 404,
      text: expect.stringMatching(/lang="zh-Hant".*Page not found \/zh-hant\/404/),
    });
  });

  it('a visitor waits at most staleAfterMs for a slow re-render, then gets the last good page', async () => {
    const { bundle, content, pages, html } = setup(50);
    await html('/AboutUs');
    content.title = 'Slow';
    bundle.delayMs = 200;
    pages.invalidate();
    expect(await html('/AboutUs')).toMatchObject({ text: expect.stringContaining('First /AboutUs') });
    await pages.idle();
    // The slow render replaced it when it finished.
    expect(await html('/AboutUs')).toMatchObject({ text: expect.stringContaining('Slow /AboutUs') });
    expect(bundle.renders).toEqual(['/AboutUs', '/AboutUs']);
  });

  it('renders every page, the 404 pages and the sitemap ahead of visitors', async () => {
    const { bundle, pages, html } = setup();
    expect(await pages.warm()).toEqual({ rendered: 7, failed: 0 });
    expect(bundle.renders.sort()).toEqual(WARMED);
    await html('/zh-hant/AboutUs');
    expect(bundle.renders).toHaveLength(6);
  });

  it('public renders share what they read until content changes; a publish reaches the next render', async () => {
    const { bundle, content, fetches, pages, html } = setup();
    await pages.warm();
    expect(bundle.queries).toHaveLength(6);
    expect(fetches).toHaveLength(1);
    content.title = 'Published';
    pages.invalidate();
    expect(await html('/zh-hant/AboutUs')).toMatchObject({
      text: expect.stringContaining('Published /zh-hant/AboutUs'),
    });
    expect(await html('/AboutUs')).toMatchObject({ text: expect.stringContaining('Published /AboutUs') });
    expect(fetches).toHaveLength(2);
  });

  it('preview renders read drafts with their own fetcher and share nothing with public pages', async () => {
    const { fetches, pages, html } = setup();
    const draftQueries: string[] = [];
    const drafts = async (query: string) => {
      draftQueries.push(query);
      return 'Draft';
    };
    const preview = async (url: string) => {
      const page = await pages.preview(url, { client: 'staff', fetch: drafts });
      return page.kind === 'document' ? page.body.toString() : page;
    };
    // Preview first: the public page rendered after it still reads published content.
    expect(await preview('/AboutUs')).toContain('Draft /AboutUs');
    expect(await html('/AboutUs')).toMatchObject({ text: expect.stringContaining('First /AboutUs') });
    // Public first: the preview after it reads drafts, not the shared published result.
    expect(await html('/zh-hant/AboutUs')).toMatchObject({
      text: expect.stringContaining('First /zh-hant/AboutUs'),
    });
    expect(await preview('/zh-hant/AboutUs')).toContain('Draft /zh-hant/AboutUs');
    // At the same moment.
    const [draft, published] = await Promise.all([preview('/'), html('/')]);
    expect(draft).toContain('Draft /');
    expect(published).toMatchObject({ text: expect.stringContaining('First /') });
    expect(draftQueries).toHaveLength(3);
    expect(fetches).toHaveLength(1);
  });

  it('passes redirects on', async () => {
    const { html } = setup();
    expect(await html('/OurServices')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/OurServices/FYS',
    });
  });

  it('renders again on a new day in Hong Kong (vacancies close at midnight)', async () => {
    const { bundle, fetches, pages, html, setDay } = setup();
    await html('/AboutUs');
    const first = await pages.sitemap();
    setDay('2026-01-11');
    await html('/AboutUs');
    const second = await pages.sitemap();
    expect(bundle.renders).toEqual(['/AboutUs', '/AboutUs']);
    // The content is read again too, not only the pages.
    expect(fetches).toHaveLength(2);
    expect(first.kind === 'document' && first.body.toString()).toContain('2026-01-10');
    expect(second.kind === 'document' && second.body.toString()).toContain('2026-01-11');
  });

  it('warms every page even when some fail, and logs each failure once', async () => {
    const { bundle, pages } = setup();
    const errors = vi.spyOn(log, 'error');
    bundle.broken.add('/AboutUs');
    bundle.broken.add('/zh-hant');
    expect(await pages.warm()).toEqual({ rendered: 5, failed: 2 });
    expect(bundle.renders.sort()).toEqual(WARMED);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^rendering \/zh-hant ahead of visitors failed: content service unreachable$/),
      expect.stringMatching(/^rendering \/AboutUs ahead of visitors failed/),
    ]);
    errors.mockRestore();
  });

  it('warms a site with more pages than any client may have waiting, while a visitor takes turns with it', async () => {
    const { bundle, pages, html } = setup();
    bundle.extraPages = 30;
    bundle.delayMs = 5;
    const warming = pages.warm();
    expect(await html('/p/new', 'visitor')).toMatchObject({ status: 200 });
    expect(await warming).toEqual({ rendered: 67, failed: 0 });
    // The visitor's page was not rendered after the whole warm-up.
    expect(bundle.renders.indexOf('/p/new')).toBeLessThan(10);
  });

  it('renders the same page for the same content once, however many ask at the same moment', async () => {
    const { bundle, html } = setup();
    const pages = await Promise.all(Array.from({ length: 6 }, (_, i) => html('/AboutUs', `client-${i}`)));
    expect(new Set(pages.map((page) => JSON.stringify(page))).size).toBe(1);
    expect(bundle.renders).toEqual(['/AboutUs']);
  });

  it('serves links with tracking parameters from the cached page, and redirects keep the visitor’s query', async () => {
    const { bundle, html } = setup();
    await html('/AboutUs');
    await html('/AboutUs?utm_source=newsletter&utm_medium=email&fbclid=IwAR0');
    await html('/AboutUs?gclid=abc');
    expect(bundle.renders).toEqual(['/AboutUs']);
    expect(await html('/OurServices?utm_source=x')).toMatchObject({
      location: '/OurServices/FYS?utm_source=x',
    });
    expect(await html('/OurServices?fbclid=y')).toMatchObject({ location: '/OurServices/FYS?fbclid=y' });
    expect(bundle.renders).toEqual(['/AboutUs', '/OurServices']);
  });

  it('answers a path that can be no page (an impossible vacancy slug) with the 404 page: no render, no query, no error', async () => {
    const { bundle, pages, html } = setup();
    await pages.warm();
    const errors = vi.spyOn(log, 'error');
    const queries = bundle.queries.length;
    const renders = bundle.renders.length;
    for (const url of ['/Vacancies/Teacher-Role', '/Vacancies/A', '/zh-hant/Vacancies/X']) {
      expect(await html(url)).toMatchObject({ status: 404, text: expect.stringContaining('Page not found') });
    }
    expect(bundle.queries).toHaveLength(queries);
    expect(bundle.renders).toHaveLength(renders);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps no copy of the 404 page per odd URL (issue 42)', async () => {
    const { pages, html } = setup();
    await html('/nothing-0');
    const one = pages.cachedBytes();
    for (let i = 1; i < 200; i += 1)
      expect(await html(`/nothing-${i}`)).toMatchObject({
        status: 404,
        text: expect.stringContaining('Page not found'),
      });
    // The 404 page itself is kept once; each odd URL only as "not found".
    expect(pages.cachedBytes() - one).toBeLessThan(200 * 100);
  });

  it('answers a query the content service refuses because of the URL with the 404 page, not an error', async () => {
    const { html } = setup();
    const errors = vi.spyOn(log, 'error');
    expect(await html('/refused')).toMatchObject({
      status: 404,
      text: expect.stringContaining('Page not found'),
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a burst of stalled renders from one client does not make another visitor wait (issue 27)', async () => {
    const { bundle, html } = setup();
    let release = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    bundle.hold = (url) => (url.startsWith('/p/') ? stalled : undefined);
    const burst = Array.from({ length: 8 }, (_, i) => html(`/p/odd-${i}`, 'attacker'));
    const outcome = await Promise.race([
      html('/AboutUs', 'visitor').then((page) => page),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2000)),
    ]);
    expect(outcome).toMatchObject({ status: 200, text: expect.stringContaining('First /AboutUs') });
    // The stalled client holds at most its own share of the render slots.
    expect(bundle.renders.filter((url) => url.startsWith('/p/'))).toHaveLength(2);
    release();
    expect(await Promise.all(burst)).toHaveLength(8);
  });

  it('refuses more waiting renders from one client than its bound', async () => {
    const { bundle, html } = setup();
    let release = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    bundle.hold = () => stalled;
    const accepted = Array.from({ length: 10 }, (_, i) => html(`/p/odd-${i}`, 'attacker'));
    await expect(html('/p/one-too-many', 'attacker')).rejects.toBeInstanceOf(RenderQueueFull);
    release();
    await Promise.all(accepted);
  });
});
