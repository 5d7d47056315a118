import type { AlertSummary } from '@agency/forms/inbox';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { AlertsPage } from './alerts-page.tsx';

const summary: AlertSummary = {
  byStatus: { confirmed: 5, pending: 2 },
  confirmed: {
    total: 5,
    paused: 1,
    byFrequency: { daily: 3, weekly: 2 },
    byRegion: { 'hong-kong': 3, any: 1, macau: 1 },
    bySector: { 'learning-centre': 4, kindergarten: 1 },
    byEmploymentType: { 'full-time': 5 },
  },
  feedback: { relevant: 4, notRelevant: 1 },
  unsubscribes: { byHow: { 'one-click': 2 }, reasons: { 'found-job': 1 } },
  digestsLast30Days: 12,
};

/** The staff API as the page calls it: each route's answer (the summary above by default, else `{}`), calls recorded. */
function stubApi(answers: Record<string, unknown> = {}) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const route = url.replace(/^\/api\/staff/, '');
    return Response.json(answers[route] ?? (route === '/alerts/summary' ? summary : {}));
  });
  return calls;
}

function renderPage(lang: 'en' | 'zh-Hant') {
  localStorage.setItem('staff-lang', lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <AlertsPage />
        </QueryClientProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('counts name each choice in the staff member’s language, most asked first', async () => {
  stubApi();
  renderPage('en');
  const regions = await screen.findByRole('table', { name: 'Regions' });
  expect(rowsOf(regions)).toEqual(['Hong Kong3', 'Any region1', 'Macau1']);
  expect(rowsOf(screen.getByRole('table', { name: 'School sectors' }))).toEqual([
    'Learning centre4',
    'Kindergarten1',
  ]);
  expect(rowsOf(screen.getByRole('table', { name: 'Employment types' }))).toEqual(['Full time5']);
  expect(rowsOf(screen.getByRole('table', { name: 'How often' }))).toEqual(['Daily3', 'Weekly (Mondays)2']);
  expect(screen.getByRole('heading', { name: 'Confirmed alerts (5, 1 paused)' })).toBeTruthy();
  expect(screen.getByText('Digests sent in the last 30 days: 12')).toBeTruthy();
});

test('in Chinese the same counts read in Chinese', async () => {
  stubApi();
  renderPage('zh-Hant');
  const tables = await screen.findAllByRole('table');
  const text = tables.map((table) => table.textContent).join(' ');
  for (const word of ['香港', '澳門', '任何地區', '教育中心', '幼稚園', '全職', '每日'])
    expect(text).toContain(word);
  for (const value of ['hong-kong', 'learning-centre', 'full-time']) expect(text).not.toContain(value);
});

test('an address that is not an e-mail is refused before anything is asked of the server', async () => {
  const calls = stubApi();
  renderPage('en');
  await screen.findByRole('table', { name: 'Regions' });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), {
    target: { value: 'not-an-address' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
  expect(await screen.findAllByText('Enter an e-mail address, like name@example.com')).not.toHaveLength(0);
  expect(calls).toEqual(['GET /api/staff/alerts/summary']);
});

test('a count with nothing in it says so instead of showing an empty table', async () => {
  stubApi({ '/alerts/summary': { ...summary, unsubscribes: { byHow: { 'one-click': 2 }, reasons: {} } } });
  renderPage('en');
  expect(rowsOf(await screen.findByRole('table', { name: 'Reasons given' }))).toEqual(['None yet']);
});

test('an address is erased after the staff area’s own confirmation, not the browser’s (issue 42)', async () => {
  const calls = stubApi({ '/alerts/find': { found: true, drafts: 2, submissions: [] } });
  const browserConfirm = vi.fn(() => true);
  vi.stubGlobal('confirm', browserConfirm);
  renderPage('en');
  await screen.findByRole('table', { name: 'Regions' });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), {
    target: { value: 'mei.chan@example.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
  expect(
    await screen.findByText('Application drafts saved under this address (with their CVs): 2.'),
  ).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Erase this address' }));
  const question = screen.getByRole('group', { name: 'Erase everything kept under mei.chan@example.com?' });
  expect(document.activeElement).toBe(question);
  // Cancel erases nothing and gives focus back.
  fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(calls).not.toContain('POST /api/staff/alerts/erase');
  fireEvent.click(screen.getByRole('button', { name: 'Erase this address' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, erase' }));
  expect(await screen.findByText(/^Erased\./)).toBeTruthy();
  expect(calls).toContain('POST /api/staff/alerts/erase');
  expect(browserConfirm).not.toHaveBeenCalled();
});

test('the submissions under an address are listed with links to their pages (issue 42)', async () => {
  stubApi({
    '/alerts/find': {
      found: true,
      drafts: 0,
      submissions: [
        { reference: 'ENQ-2026-XJA93M', kind: 'enquiry', status: 'new', receivedAt: Date.UTC(2026, 10, 2) },
      ],
    },
  });
  renderPage('en');
  await screen.findByRole('table', { name: 'Regions' });
  fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), {
    target: { value: 'mei.chan@example.com' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
  const link = await screen.findByRole('link', { name: /ENQ-2026-XJA93M/ });
  expect(link.getAttribute('href')).toBe('/submissions/ENQ-2026-XJA93M');
  expect(screen.getByText(/Submissions sent from this address/)).toBeTruthy();
});

test('each table’s heading says what its columns hold (issue 42)', async () => {
  stubApi();
  renderPage('en');
  const headings = (name: string) =>
    within(screen.getByRole('table', { name }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
  await screen.findByRole('table', { name: 'Regions' });
  expect(headings('Regions')).toEqual(['Asked for', 'Alerts']);
  expect(headings('Alerts by status')).toEqual(['Status', 'Alerts']);
  expect(headings('Feedback on digests')).toEqual(['Answer', 'Digests']);
  expect(headings('Unsubscribed')).toEqual(['How', 'Addresses']);
  expect(headings('Reasons given')).toEqual(['Reason', 'Addresses']);
});
