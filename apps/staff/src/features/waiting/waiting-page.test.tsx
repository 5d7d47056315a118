import type { WaitingItem } from '@agency/forms/pipeline';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/test-support.tsx';
import { WaitingPage } from './waiting-page.tsx';

const items: WaitingItem[] = [
  {
    candidateId: 5,
    name: 'Ana Silva',
    reference: null,
    board: null,
    stage: null,
    daysInStage: null,
    followUpOn: '2026-11-25',
    reason: 'follow-up',
    owner: { id: 7, name: 'Mei' },
  },
  {
    candidateId: 6,
    name: 'Ben Okafor',
    reference: 'APP-2',
    board: 'pool',
    stage: 'screening',
    daysInStage: 9,
    followUpOn: null,
    reason: 'stage-limit',
    owner: null,
  },
];
const session = (role: string) => ({ signedIn: true, name: 'Mei', email: 'mei@agency.example', role });
const open = () => renderAt('/waiting', [{ path: '/waiting', element: <WaitingPage /> }]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('those waiting are listed with why; "only mine" asks for the staff member\'s own', async () => {
  const calls = stubApi({
    'GET /session': session('recruiter'),
    'GET /waiting': items,
    'GET /waiting?owner=me': items.slice(0, 1),
    'GET /vacancy-titles': { titles: {} },
  });
  open();
  const table = await screen.findByRole('table', { name: 'Candidates waiting for the agency' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'Ana SilvaFollow-up was due on 25 Nov 2026Mei',
    'Ben Okafor9 days in Screening on Talent poolNo owner',
  ]);
  await userEvent.setup().click(screen.getByLabelText('Only mine'));
  await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  expect(calls.map((c) => c.route)).toContain('/waiting?owner=me');
  // Only admins set the limits.
  expect(screen.queryByRole('heading', { name: 'Days a card may wait in each stage' })).toBeNull();
});

test('an admin changes the stage limits; a wrong number is named and nothing is sent', async () => {
  const calls = stubApi({
    'GET /session': session('admin'),
    'GET /waiting': [],
    'GET /settings/stage-limits': { applied: 3, screening: 5, interview: 7, 'school-interview': 7, offer: 5 },
    'PUT /settings/stage-limits': {},
  });
  open();
  const user = userEvent.setup();
  expect(await screen.findByText('Nobody is waiting. Well done.')).toBeTruthy();
  const screening = await screen.findByLabelText('Screening');
  await user.clear(screening);
  await user.type(screening, '0');
  await user.click(screen.getByRole('button', { name: 'Save limits' }));
  const summary = screen.getByRole('alert');
  expect(
    within(summary).getByRole('link', { name: 'Screening: Enter a whole number of days from 1 to 365' }),
  ).toBeTruthy();
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  await user.clear(screening);
  await user.type(screening, '4');
  await user.click(screen.getByRole('button', { name: 'Save limits' }));
  await screen.findByText('Limits saved.');
  expect(calls).toContainEqual({
    method: 'PUT',
    route: '/settings/stage-limits',
    body: { applied: 3, screening: 4, interview: 7, 'school-interview': 7, offer: 5 },
  });
});
