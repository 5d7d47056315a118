// Merging by hand and its undo, erasure of an address, and the follow-ups (the Waiting view and the morning mail)
// against the real server.
import fs from 'node:fs';
import path from 'node:path';
import type { CandidateRecord, SubmissionDetail, WaitingItem } from '@agency/forms';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseMail } from '../test-support/mime.ts';
import { startStaffServer, type StaffTestServer } from '../test-support/staff-server.ts';
import { eventually } from '../test-support/test-server.ts';
import { candidateOf, jsonCall, postApplication } from './test-support/recruiting-server.ts';
import { queueMorningMailsIfDue } from './waiting-mail.ts';

let server: StaffTestServer;
let cookie: string;
let call: ReturnType<typeof jsonCall>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startStaffServer();
  cookie = await server.signIn();
  call = jsonCall(server, () => cookie);
});
afterAll(() => server.close());

const count = async (sql: string, ...params: unknown[]) =>
  Number((await server.query<{ n: number }>(sql, ...params))[0]!.n);

test('a shared phone shows "possible duplicate"; merge and undo keep every submission and CV', async () => {
  const a = await postApplication(server, { email: 'lee.one@example.com', phone: '85261234567' });
  const b = await postApplication(server, { email: 'lee.two@example.com', phone: '+852 6123 4567' });
  const [into, from] = [await candidateOf(server, a), await candidateOf(server, b)];
  const record = (await call<CandidateRecord>('GET', `/candidates/${into}`)).body;
  expect(record.possibleDuplicates).toEqual([
    { candidateId: from, name: 'Tom Baker', email: 'lee.two@example.com', shares: ['phone'] },
  ]);
  const files = async () =>
    count(
      'SELECT count(*) AS n FROM upload_files f JOIN uploads u ON u.id = f.upload_id JOIN submissions s ON s.id = u.submission_id WHERE s.reference IN (?, ?)',
      a,
      b,
    );
  expect(await files()).toBe(2);

  const merged = await call<CandidateRecord>('POST', `/candidates/${into}/merge`, { from });
  expect(merged.status).toBe(200);
  expect(merged.body.emails).toEqual(['lee.one@example.com', 'lee.two@example.com']);
  expect(merged.body.cards.map((card) => card.reference).sort()).toEqual([a, b].sort());
  expect(merged.body.merged).toEqual([
    {
      candidateId: from,
      email: 'lee.two@example.com',
      mergedAt: server.clock.now,
      undoUntil: server.clock.now + 30 * DAY,
    },
  ]);
  expect(merged.body.possibleDuplicates).toEqual([]);
  // The merged candidate's id now opens the survivor's record; merging twice is refused.
  expect((await call<CandidateRecord>('GET', `/candidates/${from}`)).body.id).toBe(into);
  expect((await call('POST', `/candidates/${into}/merge`, { from })).status).toBe(409);
  expect(await files()).toBe(2);
  const detail = await call<SubmissionDetail>('GET', `/submissions/${b}`);
  expect(detail.body.files).toHaveLength(1);

  const undone = await call<CandidateRecord>('POST', `/candidates/${into}/unmerge`, { candidateId: from });
  expect(undone.body.emails).toEqual(['lee.one@example.com']);
  expect(undone.body.cards.map((card) => card.reference)).toEqual([a]);
  expect(
    (await call<CandidateRecord>('GET', `/candidates/${from}`)).body.cards.map((c) => c.reference),
  ).toEqual([b]);
  expect(await files()).toBe(2);
  const audit = await server.query<{ action: string; detail: string }>(
    "SELECT action, detail FROM audit_log WHERE action IN ('merged-candidates', 'unmerged-candidates') ORDER BY id",
  );
  expect(audit).toEqual([
    { action: 'merged-candidates', detail: JSON.stringify({ candidate: from, into }) },
    { action: 'unmerged-candidates', detail: JSON.stringify({ candidate: from, into }) },
  ]);

  // Past 30 days a merge stays.
  await call('POST', `/candidates/${into}/merge`, { from });
  server.clock.now += 31 * DAY;
  cookie = await server.signIn();
  const late = await call<{ message: string }>('POST', `/candidates/${into}/unmerge`, { candidateId: from });
  expect(late.status).toBe(409);
  expect(late.body.message).toMatch(/can be undone for 30 days/);
});

test('erasing an address leaves no row of its candidate in any table, and nothing personal in the logs', async () => {
  const email = 'erase.me@example.com';
  const reference = await postApplication(server, { email });
  const id = await candidateOf(server, reference);
  await call('POST', `/candidates/${id}/tags`, { tag: 'erase-tag' });
  await call('POST', `/candidates/${id}/notes`, { text: 'A private note about Erase' });
  await call('PUT', `/candidates/${id}/follow-up`, { followUpOn: '2026-01-05' });
  await call('PUT', `/cards/${reference}/stage`, { stage: 'screening' });
  expect(
    await count('SELECT count(*) AS n FROM candidate_events WHERE candidate_id = ?', id),
  ).toBeGreaterThan(0);

  expect((await call('DELETE', `/submissions/${reference}`)).status).toBe(200);
  expect((await call('POST', '/alerts/erase', { email })).status).toBe(200);
  for (const table of ['candidate_tags', 'candidate_events', 'candidate_notes'])
    expect(await count(`SELECT count(*) AS n FROM ${table} WHERE candidate_id = ?`, id), table).toBe(0);
  expect(await count('SELECT count(*) AS n FROM candidates WHERE id = ? OR email_key = ?', id, email)).toBe(
    0,
  );
  const logs = JSON.stringify(await server.query('SELECT * FROM audit_log'));
  expect(logs).not.toMatch(/erase\.me|erase-tag|private note/i);
});

test('the Waiting view lists candidates past their follow-up date or a stage limit; owners get a morning mail', async () => {
  // The forms store submissions on the real clock: the staff clock starts from it again.
  server.clock.now = Date.now();
  cookie = await server.signIn();
  const members = await call<{ id: number; name: string }[]>('GET', '/staff-members');
  const amy = members.body.find((member) => member.name === 'Amy Wong')!;
  const late = await postApplication(server, {
    email: 'late.card@example.com',
    last_name: 'Lena' /* the wire's first name */,
  });
  const followed = await postApplication(server, { email: 'follow.up@example.com', last_name: 'Finn' });
  const [lateId, followedId] = [await candidateOf(server, late), await candidateOf(server, followed)];
  await call('PUT', `/candidates/${lateId}/owner`, { ownerId: amy.id });
  await call('PUT', `/candidates/${followedId}/owner`, { ownerId: amy.id });
  const today = new Date(server.clock.now + 8 * 3600_000).toISOString().slice(0, 10);
  await call('PUT', `/candidates/${followedId}/follow-up`, { followUpOn: today });
  expect(
    (await call<WaitingItem[]>('GET', `/waiting?owner=${amy.id}`)).body.map((item) => item.candidateId),
  ).toEqual([followedId]);
  server.clock.now += 4 * DAY + 60_000; // past Applied's 3 days
  cookie = await server.signIn();
  const waiting = (await call<WaitingItem[]>('GET', `/waiting?owner=${amy.id}`)).body;
  expect(waiting).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ candidateId: followedId, reason: 'follow-up', followUpOn: today }),
      expect.objectContaining({
        candidateId: lateId,
        reason: 'stage-limit',
        stage: 'applied',
        daysInStage: 4,
        reference: late,
      }),
    ]),
  );
  expect(
    (await call<WaitingItem[]>('GET', '/waiting?owner=none')).body.map((i) => i.candidateId),
  ).not.toContain(lateId);

  // 07:59 in Hong Kong: not yet; 08:00: once, however many nodes look.
  const morning = Date.parse(
    `${new Date(server.clock.now + 8 * 3600_000).toISOString().slice(0, 10)}T00:00:00Z`,
  );
  expect(await queueMorningMailsIfDue(server.db, morning - 60_000)).toBe(false);
  const looks = await Promise.all([
    queueMorningMailsIfDue(server.db, morning),
    queueMorningMailsIfDue(server.db, morning),
  ]);
  expect(looks.filter(Boolean)).toHaveLength(1);
  expect(await queueMorningMailsIfDue(server.db, morning + 3600_000)).toBe(false);
  const rows = await server.query<{ staff_account_id: number; payload: string | null }>(
    "SELECT staff_account_id, payload FROM outbox WHERE purpose = 'staff-waiting'",
  );
  expect(rows.map((row) => row.staff_account_id)).toEqual([amy.id]);
  const file = await eventually(() => {
    const names = fs.existsSync(server.layout.mailDir) ? fs.readdirSync(server.layout.mailDir) : [];
    return names.find((name) => name.includes('staff-waiting') && name.endsWith('.eml'));
  });
  const mail = await parseMail(fs.readFileSync(path.join(server.layout.mailDir, file!)));
  expect(mail.subject).toBe('Candidates waiting for you / 等候您跟進的求職者');
  expect(mail.text).toContain(`/staff/candidates/${lateId}`);
  expect(mail.text).toContain(`/staff/candidates/${followedId}`);
  expect(mail.text).toContain('Lena Baker');
  expect(await queueMorningMailsIfDue(server.db, morning + DAY)).toBe(true);

  // "Only mine": owner=me is the signed-in staff member's own (Amy here).
  const session = await call<{ name: string }>('GET', '/session');
  expect(session.body.name).toBe(amy.name);
  const mine = (await call<WaitingItem[]>('GET', '/waiting?owner=me')).body.map((item) => item.candidateId);
  expect(mine).toEqual(expect.arrayContaining([lateId, followedId]));
  expect(mine).toEqual(
    (await call<WaitingItem[]>('GET', `/waiting?owner=${amy.id}`)).body.map((item) => item.candidateId),
  );
});

test('erasing the last submission of a candidate erases the candidate; one with others stays', async () => {
  const address = 'two.cards@example.com';
  const [first, second] = [
    await postApplication(server, { email: address }),
    await postApplication(server, { email: address }),
  ];
  const id = await candidateOf(server, first);
  await call('POST', `/candidates/${id}/tags`, { tag: 'old' });
  expect((await call('DELETE', `/submissions/${first}`)).status).toBe(200);
  expect(await count('SELECT count(*) AS n FROM candidates WHERE id = ?', id)).toBe(1);
  expect((await call('DELETE', `/submissions/${second}`)).status).toBe(200);
  expect(await count('SELECT count(*) AS n FROM candidates WHERE id = ?', id)).toBe(0);
  expect(await count('SELECT count(*) AS n FROM candidate_tags WHERE candidate_id = ?', id)).toBe(0);
});
