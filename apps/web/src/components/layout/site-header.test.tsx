import { siteSettingsQuery, type SiteSettingsQueryResult } from '@agency/content';
import { createEmbeddedContent, readDataset } from '@agency/content/embedded';
import { datasetFile, imagesDir } from '@agency/seed';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import type { Lang } from '../../i18n/lang.ts';
import { siteSettingsOptions } from '../../lib/site-queries.ts';
import { SiteHeader } from './site-header.tsx';

let settings: SiteSettingsQueryResult;
beforeAll(async () => {
  const seed = createEmbeddedContent({ documents: readDataset(datasetFile), imagesDir });
  settings = await seed.fetch(siteSettingsQuery);
});
afterEach(cleanup);

function renderHeader(path: string, lang: Lang = 'en') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteSettingsOptions(lang).queryKey, settings);
  const page = () => (
    <>
      <SiteHeader />
      <button type="button">Elsewhere on the page</button>
    </>
  );
  const router = createMemoryRouter([{ path: '*', Component: page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nFor(lang)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById('site-menu');

describe('the phone menu', () => {
  it('opens with the Menu button, moves focus into it, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderHeader('/AboutUs');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel()?.dataset.open).toBe('false');

    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(panel()?.dataset.open).toBe('true');
    expect(panel()?.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when the visitor clicks or tabs outside it', async () => {
    const user = userEvent.setup();
    renderHeader('/AboutUs');
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Elsewhere on the page' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton());
    act(() => screen.getByRole('button', { name: 'Elsewhere on the page' }).focus());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes after following one of its links', async () => {
    const user = userEvent.setup();
    const router = renderHeader('/AboutUs');
    await user.click(menuButton());
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'TEFL' }),
    );
    expect(router.state.location.pathname).toBe('/TEFL');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the sub-menus', () => {
  it('Our Services opens by keyboard, lists its two pages, and Escape closes it onto its button', async () => {
    const user = userEvent.setup();
    renderHeader('/AboutUs');
    const services = screen.getByRole('button', { name: 'Our Services' });
    const list = document.getElementById(services.getAttribute('aria-controls') ?? '');
    expect(list?.dataset.open).toBe('false');

    services.focus();
    await user.keyboard('{Enter}');
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(list?.dataset.open).toBe('true');
    const links = within(list as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['For Your School', '/OurServices/OurServices_FYS'],
      ['Teach Abroad', '/OurServices/OurServices_TA'],
    ]);

    await user.tab();
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{Escape}');
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(services);
  });

  it('opening one sub-menu closes the other, and choosing a page closes it', async () => {
    const user = userEvent.setup();
    const router = renderHeader('/AboutUs');
    const services = screen.getByRole('button', { name: 'Our Services' });
    const guides = screen.getByRole('button', { name: 'Destination Guides' });
    await user.click(services);
    await user.click(guides);
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(guides.getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('link', { name: 'Macau' }));
    expect(router.state.location.pathname).toBe('/DestinationGuides/Macau');
    expect(guides.getAttribute('aria-expanded')).toBe('false');
    // The section's button shows where the visitor is.
    expect(guides.hasAttribute('data-current')).toBe(true);
    expect(services.hasAttribute('data-current')).toBe(false);
  });

  it('links stay in the language of the page', async () => {
    const user = userEvent.setup();
    renderHeader('/zh-hant/AboutUs', 'zh-Hant');
    const nav = screen.getByRole('navigation', { name: '主選單' });
    await user.click(within(nav).getAllByRole('button')[0] as HTMLElement);
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThan(6);
    for (const href of hrefs) expect(href).toMatch(/^\/zh-hant(\/|$)/);
  });
});
