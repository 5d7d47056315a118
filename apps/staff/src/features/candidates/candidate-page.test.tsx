import type { CandidateRecord } from '@agency/forms/pipeline';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderAt, stubApi } from '../../lib/test-support.tsx';
import { CandidatePage } from './candidate-page.tsx';

const DAY = 86_400_000;
const NOW = Date.now();
const record = (): CandidateRecord => ({
  id: 5,
  name: 'Ana Silva',
  emails: ['ana@example.com', 'ana.silva@example.org'],
  phone: '+852 5123 4567',
  nationality: 'United Kingdom',
  owner: { id: 7, name: 'Mei' },
  tags: ['visa'],
  followUpOn: null,
  cards: [
    {
      reference: 'APP-2026-000010',
      candidateId: 5,
      name: 'Ana Silva',
      nationality: 'United Kingdom',
      stage: 'interview',
      stageSince: NOW - 2 * DAY,
      tags: ['visa'],
      owner: null,
      waiting: false,
      board: 'net-kowloon',
      ending: null,
      endReason: null,
    },
    {
      reference: 'APP-2026-000004',
      candidateId: 5,
      name: 'Ana Silva',
      nationality: 'United Kingdom',
      stage: 'screening',
      stageSince: NOW - 40 * DAY,
      tags: [],
      owner: null,
      waiting: false,
      board: 'pool',
      ending: 'withdrawn',
      endReason: 'accepted-another-offer',
    },
  ],
  merged: [
    { candidateId: 9, email: 'ana.silva@example.org', mergedAt: NOW - DAY, undoUntil: NOW + 29 * DAY },
  ],
  possibleDuplicates: [{ candidateId: 11, name: 'A. Silva', email: 'asilva@example.net', shares: ['phone'] }],
  timeline: [
    {
      type: 'submission',
      at: NOW - 10 * DAY,
      reference: 'APP-2026-000010',
      kind: 'application',
      status: 'applied',
      vacancy: 'net-kowloon',
    },
    { type: 'note', at: NOW - 3 * DAY, author: 'Mei', text: 'Prefers Kowloon.' },
    {
      type: 'event',
      at: NOW - 2 * DAY,
      actor: 'Mei',
      action: 'moved',
      reference: 'APP-2026-000010',
      detail: { from: 'applied', to: 'interview' },
    },
  ],
});

const common = {
  'GET /vacancy-titles': { titles: { 'net-kowloon': { en: 'NET in Kowloon', 'zh-Hant': '九龍英語教師' } } },
  'GET /vacancies': { vacancies: ['net-kowloon'] },
  'GET /staff-members': [
    { id: 7, name: 'Mei' },
    { id: 8, name: 'Tom' },
  ],
};
const open = (lang: 'en' | 'zh-Hant' = 'en') =>
  renderAt('/candidates/5', [{ path: '/candidates/:id', element: <CandidatePage /> }], lang);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('the record shows the person, their cards and the timeline newest first, in words', async () => {
  stubApi({ ...common, 'GET /candidates/5': record() });
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeTruthy();
  expect(screen.getByText('ana.silva@example.org')).toBeTruthy();
  const cards = screen.getByRole('region', { name: 'Applications on boards' });
  expect(within(cards).getByText('Stage: Interview (2 days in stage)')).toBeTruthy();
  expect(within(cards).getByText('Withdrawn: Accepted another offer')).toBeTruthy();
  await screen.findByText(/for NET in Kowloon/);
  const timeline = screen.getByRole('list', { name: 'Timeline' });
  const items = within(timeline)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
  expect(items[0]).toContain('Mei moved it from Applied to Interview');
  expect(items[1]).toContain('Note by Mei');
  expect(items[2]).toContain('Application APP-2026-000010 for NET in Kowloon (Applied)');
  expect(
    within(timeline)
      .getByRole('link', { name: /APP-2026-000010 for NET/ })
      .getAttribute('href'),
  ).toBe('/submissions/APP-2026-000010');
});

test('in Chinese the nationality and the events read in Chinese', async () => {
  stubApi({ ...common, 'GET /candidates/5': record() });
  open('zh-Hant');
  expect(await screen.findByText('英國')).toBeTruthy();
  expect(screen.getByText(/Mei 把它由「已申請」移至「面試」/)).toBeTruthy();
  expect(screen.getByText('已撤回：已接受其他聘用')).toBeTruthy();
});

test('a possible duplicate is merged only after the confirmation, and a merge can be undone', async () => {
  const calls = stubApi({
    ...common,
    'GET /candidates/5': record(),
    'POST /candidates/5/merge': {},
    'POST /candidates/5/unmerge': {},
  });
  open();
  const user = userEvent.setup();
  const panel = await screen.findByRole('region', { name: 'Possible duplicates' });
  expect(within(panel).getByText('asilva@example.net: same phone number')).toBeTruthy();
  await user.click(within(panel).getByRole('button', { name: 'Merge A. Silva into this candidate' }));
  const confirm = within(panel).getByRole('group', { name: 'Merge asilva@example.net into Ana Silva?' });
  expect(confirm).toBe(document.activeElement);
  expect(calls.some((c) => c.route.endsWith('/merge'))).toBe(false);
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.route.endsWith('/merge'))).toBe(false);
  await user.click(within(panel).getByRole('button', { name: 'Merge A. Silva into this candidate' }));
  await user.click(within(panel).getByRole('button', { name: 'Yes, merge' }));
  await within(panel).findByText('asilva@example.net was merged into this candidate.');
  expect(calls).toContainEqual({ method: 'POST', route: '/candidates/5/merge', body: { from: 11 } });

  await user.click(within(panel).getByRole('button', { name: 'Undo merge of ana.silva@example.org' }));
  await within(panel).findByText('The merge of ana.silva@example.org was undone.');
  expect(calls).toContainEqual({ method: 'POST', route: '/candidates/5/unmerge', body: { candidateId: 9 } });
});

test('a merge past its undo date offers no undo', async () => {
  const past = {
    ...record(),
    merged: [{ candidateId: 9, email: 'old@example.org', mergedAt: NOW - 40 * DAY, undoUntil: NOW - DAY }],
  };
  stubApi({ ...common, 'GET /candidates/5': past });
  open();
  await screen.findByRole('heading', { level: 1, name: 'Ana Silva' });
  expect(screen.queryByRole('button', { name: /Undo merge/ })).toBeNull();
});

test('tags are added and removed; an empty or too long tag is refused with a message', async () => {
  const calls = stubApi({
    ...common,
    'GET /candidates/5': record(),
    'POST /candidates/5/tags': {},
    'DELETE /candidates/5/tags/visa': {},
  });
  open();
  const user = userEvent.setup();
  const tags = await screen.findByRole('region', { name: 'Tags' });
  await user.click(within(tags).getByRole('button', { name: 'Add tag' }));
  expect(within(tags).getByText('Write a tag first')).toBeTruthy();
  // Pasted, not typed key by key: 41 keystrokes each render the whole record, slow on a busy machine.
  await user.click(within(tags).getByLabelText('New tag'));
  await user.paste('x'.repeat(41));
  await user.click(within(tags).getByRole('button', { name: 'Add tag' }));
  expect(within(tags).getByText('A tag has at most 40 characters')).toBeTruthy();
  await user.clear(within(tags).getByLabelText('New tag'));
  await user.type(within(tags).getByLabelText('New tag'), ' macau-ok ');
  await user.click(within(tags).getByRole('button', { name: 'Add tag' }));
  await user.click(within(tags).getByRole('button', { name: 'Remove tag visa' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.route.includes('/tags'))).toEqual([
      { method: 'POST', route: '/candidates/5/tags', body: { tag: 'macau-ok' } },
      { method: 'DELETE', route: '/candidates/5/tags/visa', body: undefined },
    ]),
  );
});

test('the owner is changed from the staff list, and the follow-up date saved', async () => {
  const calls = stubApi({
    ...common,
    'GET /candidates/5': record(),
    'PUT /candidates/5/owner': {},
    'PUT /candidates/5/follow-up': {},
  });
  open();
  const user = userEvent.setup();
  const owner = await screen.findByLabelText('Owner');
  await screen.findByRole('option', { name: 'Tom' });
  expect((owner as HTMLSelectElement).value).toBe('7');
  await user.selectOptions(owner, 'Tom');
  await user.click(screen.getByRole('button', { name: 'Save owner' }));
  await screen.findByText('Owner saved.');
  expect(calls).toContainEqual({ method: 'PUT', route: '/candidates/5/owner', body: { ownerId: 8 } });
  await user.type(screen.getByLabelText('Follow up on'), '2026-12-09');
  await user.click(screen.getByRole('button', { name: 'Save date' }));
  await screen.findByText('Follow-up date saved.');
  expect(calls).toContainEqual({
    method: 'PUT',
    route: '/candidates/5/follow-up',
    body: { followUpOn: '2026-12-09' },
  });
});

test('a note is added; an empty one is refused', async () => {
  const calls = stubApi({ ...common, 'GET /candidates/5': record(), 'POST /candidates/5/notes': {} });
  open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add note' }));
  expect(screen.getByText('Write the note first')).toBeTruthy();
  await user.type(screen.getByLabelText('Note'), 'Called, interview Friday.');
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  await screen.findByText('Note added.');
  expect(calls).toContainEqual({
    method: 'POST',
    route: '/candidates/5/notes',
    body: { text: 'Called, interview Friday.' },
  });
});
