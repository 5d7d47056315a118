import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSitePages } from './site-pages.ts';
import { testBundle } from './test-bundle.ts';

const { log } = Fastify({ logger: false });

function setup(staleAfterMs = 3000) {
  const bundle = testBundle();
  const content = { title: 'First' };
  let today = '2026-01-10';
  const pages = createSitePages({
    bundle,
    fetch: async () => content.title,
    log,
    siteOrigin: () => 'https://www.agency.example',
    today: () => today,
    staleAfterMs,
  });
  const html = async (url: string) => {
    const page = await pages.page(url);
    return page.kind === 'document' ? { status: page.status, text: page.body.toString() } : page;
  };
  return { bundle, content, pages, html, setDay: (day: string) => (today = day) };
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
    await pages.warm();
    expect(bundle.renders).toEqual(['/', '/zh-hant', '/AboutUs', '/zh-hant/AboutUs', '/404', '/zh-hant/404']);
    await html('/zh-hant/AboutUs');
    expect(bundle.renders).toHaveLength(6);
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
    const { bundle, pages, html, setDay } = setup();
    await html('/AboutUs');
    const first = await pages.sitemap();
    setDay('2026-01-11');
    await html('/AboutUs');
    const second = await pages.sitemap();
    expect(bundle.renders).toEqual(['/AboutUs', '/AboutUs']);
    expect(first.kind === 'document' && first.body.toString()).toContain('2026-01-10');
    expect(second.kind === 'document' && second.body.toString()).toContain('2026-01-11');
  });
});
