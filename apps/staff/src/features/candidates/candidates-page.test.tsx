import { SAVED_FILTER_NAME_MAX } from '@agency/forms/pipeline';
import type { CandidatesPage as Answer } from '@agency/forms/pipeline';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/test-support.tsx';
import { CandidatesPage } from './candidates-page.tsx';

const answer: Answer = {
  total: 30,
  page: 1,
  pageSize: 25,
  candidates: [
    {
      id: 5,
      name: 'Ana Silva',
      email: 'ana@example.com',
      applications: 2,
      lastActivityAt: Date.UTC(2026, 10, 30, 2),
      owner: { id: 7, name: 'Mei' },
      tags: ['visa', 'macau-ok'],
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('candidates are searched and filtered by owner and tag through the address, page by page', async () => {
  const calls = stubApi({
    'GET /candidates': answer,
    'GET /staff-members': [{ id: 7, name: 'Mei' }],
    'GET /saved-filters': [],
  });
  renderAt('/candidates', [{ path: '/candidates', element: <CandidatesPage /> }]);
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: /Candidates, latest activity first/ });
  expect(within(table).getByRole('link', { name: 'Ana Silva' }).getAttribute('href')).toBe('/candidates/5');
  expect(within(table).getByText('visa, macau-ok')).toBeTruthy();
  expect(screen.getByText('30 candidates')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Next page' })).toBeTruthy();
  await user.type(screen.getByLabelText('Name or e-mail'), 'silva');
  await user.selectOptions(await screen.findByLabelText('Owner'), 'Mine');
  await user.type(screen.getByLabelText('Tag'), 'visa');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await vi.waitFor(() =>
    expect(calls.map((c) => c.route)).toContain('/candidates?q=silva&owner=me&tag=visa&page=1'),
  );
});

test('the current search is saved under a name', async () => {
  const calls = stubApi({
    'GET /candidates': answer,
    'GET /staff-members': [],
    'GET /saved-filters': [{ id: 3, name: 'Visa cases', path: '/candidates?tag=visa' }],
    'POST /saved-filters': { id: 4, name: 'Mine', path: '/candidates?owner=me' },
    'DELETE /saved-filters/3': {},
  });
  renderAt('/candidates?owner=me', [{ path: '/candidates', element: <CandidatesPage /> }]);
  const user = userEvent.setup();
  const saved = await screen.findByRole('region', { name: 'Saved filters' });
  expect((await within(saved).findByRole('link', { name: 'Apply Visa cases' })).getAttribute('href')).toBe(
    '/candidates?tag=visa',
  );
  await user.click(within(saved).getByRole('button', { name: 'Save filter' }));
  expect(within(saved).getByText('Give the filter a name')).toBeTruthy();
  // The name field holds what the server takes (SAVED_FILTER_NAME_MAX), never more.
  const nameField = within(saved).getByLabelText('Name for this filter');
  expect(nameField.getAttribute('maxlength')).toBe(String(SAVED_FILTER_NAME_MAX));
  await user.type(nameField, 'Mine');
  await user.click(within(saved).getByRole('button', { name: 'Save filter' }));
  await within(saved).findByText('Saved as "Mine".');
  await user.click(within(saved).getByRole('button', { name: 'Delete Visa cases' }));
  expect(calls).toContainEqual({
    method: 'POST',
    route: '/saved-filters',
    body: { name: 'Mine', path: '/candidates?owner=me' },
  });
  await vi.waitFor(() =>
    expect(calls).toContainEqual({ method: 'DELETE', route: '/saved-filters/3', body: undefined }),
  );
});
