// Candidates and the board against the real server: one person behind several submissions, moves and endings
// with their history, the applicant's words, bad input, and what the audit log may hold.
import type { BoardAnswer, BoardSummary, CandidateRecord, CandidatesPage, InboxPage } from '@agency/forms';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startStaffServer, type StaffTestServer } from '../test-support/staff-server.ts';
import {
  candidateOf,
  forVacancy,
  jsonCall,
  postApplication,
  postEnquiry,
} from './test-support/recruiting-server.ts';

let server: StaffTestServer;
let cookie: string;
let call: ReturnType<typeof jsonCall>;

beforeAll(async () => {
  server = await startStaffServer();
  cookie = await server.signIn();
  call = jsonCall(server, () => cookie);
});
afterAll(() => server.close());

test('two applications and an enquiry from one address (any case) are one candidate, on their boards', async () => {
  const first = await postApplication(server, { email: 'jo.hart@example.com', ...forVacancy() });
  const second = await postApplication(server, { email: '  Jo.Hart@Example.com ' });
  const enquiry = await postEnquiry(server, { email: 'JO.HART@example.com' });
  const id = await candidateOf(server, first);
  expect(await candidateOf(server, second)).toBe(id);
  expect(await candidateOf(server, enquiry)).toBe(id);
  expect(
    await server.query('SELECT id FROM candidates WHERE email_key = ?', 'jo.hart@example.com'),
  ).toHaveLength(1);

  const boards = await call<BoardSummary[]>('GET', '/boards');
  expect(boards.body.find((b) => b.board === 'primary-school-english-teacher-sha-tin')).toMatchObject({
    title: { en: expect.any(String) },
    counts: { applied: expect.any(Number) },
  });
  const pool = await call<BoardAnswer>('GET', '/boards/pool');
  expect(pool.body.title).toBeNull();
  expect(pool.body.cards.find((c) => c.reference === second)).toMatchObject({
    candidateId: id,
    name: 'Tom Baker',
    nationality: 'United Kingdom',
    stage: 'applied',
    tags: [],
    owner: null,
    waiting: false,
  });
  const record = await call<CandidateRecord>('GET', `/candidates/${id}`);
  expect(record.body.emails).toEqual(['jo.hart@example.com']);
  expect(record.body.cards.map((c) => c.reference).sort()).toEqual([first, second].sort());
  expect(record.body.timeline.filter((item) => item.type === 'submission')).toHaveLength(3);
  const inbox = await call<InboxPage>('GET', `/submissions?q=${enquiry}`);
  expect(inbox.body.submissions).toMatchObject([{ reference: enquiry, candidateId: id }]);
  const list = await call<CandidatesPage>('GET', '/candidates?q=jo.hart');
  expect(list.body.candidates).toMatchObject([{ id, applications: 2, email: 'jo.hart@example.com' }]);
});

test('a card moves and ends with its history; the applicant reads "Interview", then "Not progressed"', async () => {
  const reference = await postApplication(server, { email: 'sam.lee@example.com', ...forVacancy() });
  const id = await candidateOf(server, reference);
  const moved = await call('PUT', `/cards/${reference}/stage`, { stage: 'interview' });
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({ reference, stage: 'interview', stageSince: server.clock.now });
  const status = await server.query<{ status: string }>(
    'SELECT status FROM submissions WHERE reference = ?',
    reference,
  );
  expect(status[0]!.status).toBe('interview');
  const { applicantStatus } = await import('../status/status-words.ts');
  expect(applicantStatus('application', 'interview')).toBe('interview');

  server.clock.now += 60_000;
  const ended = await call('POST', `/cards/${reference}/end`, {
    ending: 'rejected',
    reason: 'position-filled',
  });
  expect(ended.status).toBe(200);
  const card = (await call<CandidateRecord>('GET', `/candidates/${id}`)).body.cards[0]!;
  expect(card).toMatchObject({ ending: 'rejected', endReason: 'position-filled' });
  expect(applicantStatus('application', 'rejected')).toBe('not-progressed');
  // Off the board, counted nowhere.
  const board = await call<BoardAnswer>('GET', '/boards/primary-school-english-teacher-sha-tin');
  expect(board.body.cards.map((c) => c.reference)).not.toContain(reference);

  const events = (await call<CandidateRecord>('GET', `/candidates/${id}`)).body.timeline.filter(
    (item) => item.type === 'event',
  );
  expect(events).toMatchObject([
    {
      action: 'ended',
      actor: 'Amy Wong',
      reference,
      detail: { ending: 'rejected', reason: 'position-filled' },
    },
    { action: 'moved', reference, detail: { from: 'applied', to: 'interview' } },
  ]);
  const audit = await server.query<{ action: string; detail: string }>(
    'SELECT action, detail FROM audit_log WHERE reference = ? ORDER BY id',
    reference,
  );
  expect(audit.filter((row) => row.action !== 'viewed')).toEqual([
    { action: 'changed-status', detail: '{"from":"applied","to":"interview"}' },
    {
      action: 'changed-status',
      detail: '{"from":"interview","to":"rejected","reason":"position-filled"}',
    },
  ]);
});

test('tags, owner and follow-up are the candidate’s, in the timeline; the audit log holds no tag text', async () => {
  const reference = await postApplication(server, { email: 'kim.ng@example.com' });
  const id = await candidateOf(server, reference);
  expect((await call('POST', `/candidates/${id}/tags`, { tag: '  needs   visa ' })).status).toBe(200);
  const members = await call<{ id: number; name: string }[]>('GET', '/staff-members');
  const amy = members.body.find((m) => m.name === 'Amy Wong')!;
  expect((await call('PUT', `/candidates/${id}/owner`, { ownerId: amy.id })).status).toBe(200);
  expect((await call('PUT', `/candidates/${id}/follow-up`, { followUpOn: '2026-12-24' })).status).toBe(200);
  expect((await call('POST', `/candidates/${id}/notes`, { text: 'Prefers Kowloon' })).status).toBe(200);
  const record = (await call<CandidateRecord>('GET', `/candidates/${id}`)).body;
  expect(record).toMatchObject({
    tags: ['needs visa'],
    owner: { id: amy.id, name: 'Amy Wong' },
    followUpOn: '2026-12-24',
  });
  expect(record.timeline.map((item) => (item.type === 'event' ? item.action : item.type))).toEqual(
    expect.arrayContaining(['tagged', 'assigned', 'follow-up', 'note', 'submission']),
  );
  const board = await call<BoardAnswer>(
    'GET',
    `/boards/pool?tag=${encodeURIComponent('needs visa')}&owner=${amy.id}`,
  );
  expect(board.body.cards.map((c) => c.reference)).toEqual([reference]);
  expect((await call('DELETE', `/candidates/${id}/tags`, { tag: 'needs visa' })).status).toBe(200);
  const audit = await server.query<{ detail: string }>(
    'SELECT detail FROM audit_log WHERE reference = ?',
    `candidate-${id}`,
  );
  expect(audit.length).toBe(5);
  expect(JSON.stringify(audit)).not.toMatch(/visa|Kowloon|kim/i);
});

test('bad input is refused with a message that says what is expected', async () => {
  const reference = await postApplication(server, { email: 'pat.wu@example.com' });
  const enquiry = await postEnquiry(server, { email: 'pat.wu@example.com' });
  const id = await candidateOf(server, reference);
  const cases: [string, string, unknown, number, RegExp][] = [
    [
      'PUT',
      `/cards/${reference}/stage`,
      { stage: 'hired' },
      400,
      /^Choose one of these stages: applied, screening/,
    ],
    ['PUT', `/cards/${reference}/stage`, { stage: 'rejected' }, 400, /^Choose one of these stages/],
    [
      'POST',
      `/cards/${reference}/end`,
      { ending: 'rejected' },
      400,
      /^Choose a reason for "rejected": not-qualified/,
    ],
    [
      'POST',
      `/cards/${reference}/end`,
      { ending: 'rejected', reason: 'changed-plans' },
      400,
      /^Choose a reason/,
    ],
    ['POST', `/cards/${reference}/end`, { ending: 'fired', reason: 'other' }, 400, /rejected or withdrawn/],
    ['PUT', `/cards/${enquiry}/stage`, { stage: 'screening' }, 400, /only applications are cards/],
    ['PUT', '/cards/APP-2026-NOPE/stage', { stage: 'screening' }, 404, /no application with this reference/],
    ['PUT', `/cards/${reference}/board`, { board: 'Not A Slug' }, 400, /^Name a board/],
    [
      'PUT',
      `/cards/${reference}/board`,
      { board: 'no-such-vacancy' },
      400,
      /no published vacancy "no-such-vacancy"/,
    ],
    ['GET', '/boards/Bad Board', undefined, 400, /^Name a board/],
    ['POST', `/candidates/${id}/tags`, { tag: '   ' }, 400, /^Write the tag first/],
    ['POST', `/candidates/${id}/tags`, { tag: 'x'.repeat(41) }, 400, /at most 40 characters/],
    ['PUT', `/candidates/${id}/follow-up`, { followUpOn: '2026-02-30' }, 400, /a date like 2026-12-24/],
    ['PUT', `/candidates/${id}/owner`, { ownerId: 999999 }, 400, /active staff members/],
    ['PUT', `/candidates/${id}/owner`, { ownerId: 'amy' }, 400, /staff id, or null/],
    ['POST', `/candidates/${id}/notes`, { text: '' }, 400, /Write the note first/],
    ['POST', `/candidates/${id}/merge`, { from: id }, 400, /another candidate/],
    ['POST', `/candidates/${id}/unmerge`, { candidateId: id }, 400, /not merged into this one/],
    ['GET', '/candidates/abc', undefined, 400, /must be a whole number/],
    ['GET', '/candidates/999999', undefined, 404, /no candidate with this id/],
    ['GET', '/waiting?owner=someone', undefined, 400, /staff id, "me" or "none"/],
    ['POST', '/cards/bulk', { references: [], action: 'move', stage: 'offer' }, 400, /Choose the cards/],
    ['POST', '/cards/bulk', { references: [reference], action: 'shred' }, 400, /move, end, tag or assign/],
    [
      'POST',
      '/saved-filters',
      { name: 'Mine', path: 'https://evil.example' },
      400,
      /a staff page with its query/,
    ],
  ];
  for (const [method, route, json, status, message] of cases) {
    const answer = await call<{ message: string }>(method, route, json);
    expect(answer.status, `${method} ${route} ${JSON.stringify(json)}`).toBe(status);
    expect(answer.body.message, `${method} ${route}`).toMatch(message);
  }
});

test('bulk actions act on each card and say which failed; saved filters are each staff member’s', async () => {
  const a = await postApplication(server, { email: 'bulk.a@example.com' });
  const b = await postApplication(server, { email: 'bulk.b@example.com' });
  const ended = await call('POST', '/cards/bulk', {
    references: [a, b, 'APP-2026-NOPE'],
    action: 'end',
    ending: 'withdrawn',
    reason: 'changed-plans',
  });
  expect(ended.body).toEqual({
    done: [a, b],
    failed: [{ reference: 'APP-2026-NOPE', message: expect.any(String) }],
  });
  const tagged = await call('POST', '/cards/bulk', { references: [a, b], action: 'tag', tag: 'autumn' });
  expect(tagged.body).toEqual({ done: [a, b], failed: [] });
  const list = await call<CandidatesPage>('GET', '/candidates?tag=autumn');
  expect(list.body.total).toBe(2);

  const saved = await call('POST', '/saved-filters', { name: 'Autumn', path: '/candidates?tag=autumn' });
  expect(saved.body).toEqual([{ id: expect.any(Number), name: 'Autumn', path: '/candidates?tag=autumn' }]);
  const { id } = (saved.body as unknown as { id: number }[])[0]!;
  expect((await call('DELETE', `/saved-filters/${id}`)).body).toEqual([]);
  expect((await call('DELETE', `/saved-filters/${id}`)).status).toBe(404);
});

test('stage limits: an admin changes them, a bad value is refused by name', async () => {
  expect((await call('GET', '/settings/stage-limits')).body).toEqual({
    applied: 3,
    screening: 5,
    interview: 7,
    'school-interview': 7,
    offer: 5,
  });
  const bad = await call<{ message: string }>('PUT', '/settings/stage-limits', { applied: 0 });
  expect(bad.body.message).toBe('The limit for "applied" must be a whole number of days from 1 to 365.');
  const saved = await call('PUT', '/settings/stage-limits', { applied: 2, offer: 10 });
  expect(saved.body).toMatchObject({ applied: 2, offer: 10, screening: 5 });
  await call('PUT', '/settings/stage-limits', { applied: 3, offer: 5 });
});
