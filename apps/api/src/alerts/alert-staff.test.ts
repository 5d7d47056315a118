// The staff area's job-alert routes against the real server: counts by status and criteria, finding one address's
// alert (by POST: the address never in a URL), erasing it with an audit entry that names no address.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AlertFound, AlertSummary } from '@agency/forms/inbox';
import { saveDraft } from '../drafts/draft-store.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import { confirmedAlertRow } from './test-support/alert-rows.ts';
import { listAudit } from '../database/audit-log.ts';
import { startStaffServer, type StaffTestServer } from '../test-support/staff-server.ts';

let server: StaffTestServer;
let cookie: string;

beforeAll(async () => {
  server = await startStaffServer();
  cookie = await server.signIn();
  const alert = (n: number, overrides: Parameters<typeof confirmedAlertRow>[2]) =>
    confirmedAlertRow(n, 1, { email: `Teacher${n}@Example.com`, ...overrides });
  await server.db.db
    .insertInto('alerts')
    .values([
      alert(1, { regions: '["macau"]', sectors: '["primary","secondary"]' }),
      alert(2, { regions: '["hong-kong"]', frequency: 'weekly' }),
      alert(3, { status: 'pending', confirmed_at: null, last_confirmed_at: null, digest_cursor: null }),
      alert(4, { paused: 1 }),
    ])
    .execute();
});
afterAll(() => server.close());

test('every alert route needs a staff session', async () => {
  expect((await server.call('GET', '/alerts/summary')).status).toBe(401);
  expect(
    (await server.call('POST', '/alerts/find', { json: { email: 'teacher1@example.com' } })).status,
  ).toBe(401);
  expect(
    (await server.call('POST', '/alerts/erase', { json: { email: 'teacher1@example.com' } })).status,
  ).toBe(401);
});

test('the summary counts alerts by status, and confirmed ones by frequency and criteria', async () => {
  const summary = (await (await server.call('GET', '/alerts/summary', { cookie })).json()) as AlertSummary;
  expect(summary.byStatus).toEqual({ confirmed: 3, pending: 1 });
  expect(summary.confirmed).toMatchObject({
    total: 3,
    paused: 1,
    byFrequency: { daily: 2, weekly: 1 },
    byRegion: { any: 1, macau: 1, 'hong-kong': 1 },
    bySector: { any: 2, primary: 1, secondary: 1 },
  });
});

test('an address is found whatever its case, and erased with an audit entry that does not name it', async () => {
  const find = async (email: string) =>
    (await (await server.call('POST', '/alerts/find', { cookie, json: { email } })).json()) as AlertFound;
  expect(await find(' TEACHER1@example.com ')).toMatchObject({
    found: true,
    alert: { status: 'confirmed', frequency: 'daily' },
  });
  expect(await find('nobody@example.com')).toEqual({ found: false, drafts: 0, submissions: [] });
  const missing = await server.call('POST', '/alerts/find', { cookie, json: { email: 'not an address' } });
  expect(missing.status).toBe(400);
  expect((await missing.json()).message).toBe('Enter an e-mail address.');

  const erased = await server.call('POST', '/alerts/erase', {
    cookie,
    json: { email: 'teacher1@example.com' },
  });
  expect(erased.status).toBe(200);
  expect(await find('teacher1@example.com')).toEqual({ found: false, drafts: 0, submissions: [] });
  const entry = (await listAudit(server.db, 1)).entries.find((e) => e.action === 'alert-erased');
  expect(entry).toBeDefined();
  expect(JSON.stringify(entry)).not.toMatch(/teacher1/i);
});

test('erasing an address erases its application drafts and their CVs too, as the command line does', async () => {
  const email = 'Draft.Only@Example.com';
  const tempPath = path.join(server.dataDir, 'draft-cv.pdf');
  fs.writeFileSync(tempPath, pdfBytes(2048));
  const saved = await saveDraft(server.db, server.cvs, {
    content: { email, lang: 'en', variant: 'vacancies', vacancy: null, values: { email } },
    keep: [],
    files: [{ tempPath, originalName: 'cv.pdf', fileType: 'pdf', size: 2048, sha256: 'x'.repeat(64) }],
    closesAt: null,
    now: Date.now(),
  });
  const cvIds = async () => {
    const ids: string[] = [];
    for await (const file of server.cvs.list()) ids.push(file.id);
    return ids;
  };
  expect(await cvIds()).toContain(saved.files[0]!.id);
  const find = async () =>
    (await (
      await server.call('POST', '/alerts/find', { cookie, json: { email: 'draft.only@example.com' } })
    ).json()) as AlertFound;
  expect(await find()).toEqual({ found: true, drafts: 1, submissions: [] });

  const erased = await server.call('POST', '/alerts/erase', {
    cookie,
    json: { email: 'draft.only@example.com' },
  });
  expect(await erased.json()).toMatchObject({ erased: 0, drafts: 1 });
  expect(await find()).toEqual({ found: false, drafts: 0, submissions: [] });
  expect(await cvIds()).not.toContain(saved.files[0]!.id);
  expect(await server.db.db.selectFrom('drafts').selectAll().execute()).toEqual([]);
  const entry = (await listAudit(server.db, 1)).entries.find((e) => e.action === 'drafts-erased');
  expect(entry?.detail).toMatch(/1/);
  expect(JSON.stringify(entry)).not.toMatch(/draft\.only/i);
});

test('digests sent are counted after their alerts are gone (issue 42)', async () => {
  const { recordAnnouncements, runDigests } = await import('./alert-digest.ts');
  const { forcedSlot } = await import('./alert-schedule.ts');
  const { alertVacancy } = await import('./test-support/alert-rows.ts');
  const summary = async () =>
    ((await (await server.call('GET', '/alerts/summary', { cookie })).json()) as AlertSummary)
      .digestsLast30Days;
  const before = await summary();
  const at = server.clock.now;
  const [alert] = await server.db.db
    .insertInto('alerts')
    .values(confirmedAlertRow(90, at - 1000, { frequency: 'weekly' }))
    .returning('id')
    .execute();
  const vacancy = alertVacancy({ id: 'v-counted' });
  await recordAnnouncements(server.db, [vacancy], at);
  const run = await runDigests(server.db, forcedSlot('weekly', at + 1), [vacancy], {
    now: () => at + 1,
    queueDigests: async () => {},
  });
  expect(run.digests).toBe(1);
  expect(await summary()).toBe(before + 1);
  // Unsubscribed: the alert and its digests are deleted; the count stays.
  await server.db.db.deleteFrom('alerts').where('id', '=', alert!.id).execute();
  expect(await summary()).toBe(before + 1);
});

test('finding an address lists the submissions under it too (issue 42)', async () => {
  const { postForm } = await import('../test-support/requests.ts');
  const { enquiryFields } = await import('../test-support/wire-bodies.ts');
  const sent = await postForm(server, 'enquiry', enquiryFields({ email: 'Teacher2@example.com' }));
  const reference = String(sent.body.reference);
  const found = (await (
    await server.call('POST', '/alerts/find', { cookie, json: { email: 'teacher2@EXAMPLE.com' } })
  ).json()) as AlertFound;
  expect(found).toMatchObject({ found: true, alert: { frequency: 'weekly' } });
  expect(found.submissions).toEqual([
    { reference, kind: 'enquiry', status: 'new', receivedAt: expect.any(Number) },
  ]);
  // Only submissions: found, with nothing else to erase here.
  const other = await postForm(server, 'enquiry', enquiryFields({ email: 'only.enquiry@example.com' }));
  expect(
    await (
      await server.call('POST', '/alerts/find', { cookie, json: { email: 'only.enquiry@example.com' } })
    ).json(),
  ).toMatchObject({ found: true, drafts: 0, submissions: [{ reference: String(other.body.reference) }] });
});
