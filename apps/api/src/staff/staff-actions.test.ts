// Tracking, export, privacy actions and the audit log against the real server.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SubmissionDetail } from '@agency/forms';
import { postForm, uploadCv } from '../test-support/requests.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import { eventually } from '../test-support/test-server.ts';
import { applicationFields, enquiryFields } from '../test-support/wire-bodies.ts';
import { applyRetention } from '../submissions/retention.ts';
import { listAudit } from '../database/audit-log.ts';
import { startStaffServer, STAFF_EMAIL, type StaffTestServer } from '../test-support/staff-server.ts';

let server: StaffTestServer;
let cookie: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startStaffServer();
  cookie = await server.signIn();
});
afterAll(() => server.close());

async function newApplication(overrides: Record<string, string> = {}, cvName = 'cv.pdf'): Promise<string> {
  const upload = await uploadCv(server, [{ name: cvName, bytes: pdfBytes() }]);
  const fileName = String((upload.body.data as { fileName: string }).fileName);
  const answer = await postForm(server, 'application', applicationFields(fileName, overrides));
  expect(answer.status).toBe(200);
  return String(answer.body.reference);
}

/** Waits until a submission's two mails (agency copy, acknowledgement) are sent. */
const bothMailsSent = (reference: string) =>
  eventually(
    async () =>
      (
        await server.query(
          "SELECT 1 FROM outbox WHERE status = 'sent' AND submission_id = (SELECT id FROM submissions WHERE reference = ?)",
          reference,
        )
      ).length === 2,
  );

const detail = async (reference: string) =>
  (await (await server.call('GET', `/submissions/${reference}`, { cookie })).json()) as SubmissionDetail;

test('an application moves through statuses; Rejected starts the retention clock', async () => {
  const reference = await newApplication();
  const before = await detail(reference);
  const move = (status: string) =>
    server.call('PUT', `/submissions/${reference}/status`, { cookie, json: { status } });
  expect((await move('screening')).status).toBe(200);
  expect((await detail(reference)).deletesAt).toBe(before.deletesAt);
  server.clock.now += 100 * DAY;
  cookie = await server.signIn(); // the old session timed out meanwhile
  expect((await move('rejected')).status).toBe(200);
  const after = await detail(reference);
  expect(after.status).toBe('rejected');
  expect(after.deletesAt).toBe(server.clock.now + 730 * DAY);
  const replied = await move('replied'); // an enquiry's status
  expect(replied.status).toBe(400);
  expect((await replied.json()).message).toMatch(/^Choose one of these statuses: applied, screening/);
  // The retention job follows the same clock: not deleted 2 years after receipt, deleted 2 years after the decision.
  expect(
    await applyRetention(server.db, server.layout, server.cvs, before.receivedAt + 731 * DAY, 730),
  ).not.toContain(reference);
  expect(
    await applyRetention(server.db, server.layout, server.cvs, server.clock.now + 731 * DAY, 730),
  ).toContain(reference);
});

test('notes carry their author and time', async () => {
  const reference = await newApplication();
  const added = await server.call('POST', `/submissions/${reference}/notes`, {
    cookie,
    json: { text: ' Called; interview Friday. ' },
  });
  expect(added.status).toBe(201);
  expect((await detail(reference)).notes).toEqual([
    { author: 'Amy Wong', text: 'Called; interview Friday.', at: server.clock.now },
  ]);
  expect(
    (await server.call('POST', `/submissions/${reference}/notes`, { cookie, json: { text: '  ' } })).status,
  ).toBe(400);
});

test('retain and release change the deletion date; erasure removes the row, its files, notes and mail', async () => {
  const reference = await newApplication({}, 'Alex_Morgan_CV_passport_K1234567.pdf');
  expect(
    (await server.call('PUT', `/submissions/${reference}/retention`, { cookie, json: { retain: true } }))
      .status,
  ).toBe(200);
  expect((await detail(reference)).deletesAt).toBeNull();
  await server.call('PUT', `/submissions/${reference}/retention`, { cookie, json: { retain: false } });
  expect((await detail(reference)).deletesAt).not.toBeNull();
  await server.call('POST', `/submissions/${reference}/notes`, {
    cookie,
    json: { text: 'Asked to be deleted.' },
  });
  const { files } = await detail(reference);
  const download = await server.call('GET', `/submissions/${reference}/files/${files[0]!.id}`, { cookie });
  expect(download.status).toBe(200);
  await download.arrayBuffer();
  const erased = await server.call('DELETE', `/submissions/${reference}`, { cookie });
  expect(erased.status).toBe(200);
  expect(await server.query('SELECT 1 FROM submissions WHERE reference = ?', reference)).toHaveLength(0);
  expect(await server.query('SELECT 1 FROM submission_notes')).toHaveLength(1); // the other test's note only
  expect(fs.existsSync(path.join(server.layout.uploads, files[0]!.id))).toBe(false);
  expect((await server.call('GET', `/submissions/${reference}`, { cookie })).status).toBe(404);
  // The audit log keeps what was done to it, by reference only.
  const entries = (await listAudit(server.db, 1, reference)).entries;
  expect(entries.map((e) => e.action)).toEqual(
    expect.arrayContaining(['erased', 'retained', 'released', 'viewed', 'added-note', 'downloaded-cv']),
  );
  expect(entries.find((e) => e.action === 'downloaded-cv')?.detail).toBe('{"file":1}');
  expect(entries.find((e) => e.action === 'erased')?.detail).toMatch(/^\{"files":1,"mails":\d\}$/);
  // No personal data anywhere in the log, the erased record's included: no name, address, file name or note.
  const text = JSON.stringify(await server.query('SELECT * FROM audit_log'));
  for (const personal of ['Tom', 'Baker', 'tom.baker@example.com', 'Alex_Morgan', 'K1234567', 'Asked to be'])
    expect(text).not.toContain(personal);
});

test('dead mail is shown as dead and can be sent again', async () => {
  const reference = String((await postForm(server, 'enquiry', enquiryFields())).body.reference);
  // This submission's two mails (not the earlier tests'): marking them dead while the worker still holds them
  // would race its 'sent'.
  await bothMailsSent(reference);
  await server.db.db
    .updateTable('outbox')
    .set({ status: 'dead', last_error: '550 mailbox unavailable' })
    .where('submission_id', '=', (eb) =>
      eb.selectFrom('submissions').select('id').where('reference', '=', reference),
    )
    .execute();
  expect((await detail(reference)).mail.map((m) => m.state)).toEqual(['dead', 'dead']);
  const retried = await server.call('POST', `/submissions/${reference}/mail/retry`, { cookie });
  expect(await retried.json()).toEqual({ requeued: 2 });
  await eventually(
    async () =>
      (
        await server.query(
          "SELECT 1 FROM outbox WHERE status = 'sent' AND attempts = 1 AND submission_id = (SELECT id FROM submissions WHERE reference = ?)",
          reference,
        )
      ).length === 2,
  );
  expect((await detail(reference)).mail.map((m) => m.state)).toEqual(['sent', 'sent']);
});

test('the export is the current filter as CSV: BOM, headers, injection neutralised; 0 rows = headers only', async () => {
  const reference = String(
    (
      await postForm(
        server,
        'enquiry',
        enquiryFields({ last_name: '=cmd|calc', surname: '陳', schoolCompany: '@evil' }),
      )
    ).body.reference,
  );
  const response = await server.call('GET', '/submissions.csv?kind=enquiry', { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(
    /^Reference,Kind,Received \(Hong Kong time\),Status,Name,Email,Retained,Deletes on,/,
  );
  const row = lines.find((line) => line.startsWith(reference))!;
  expect(row).toContain(",'=cmd|calc 陳,");
  expect(row).toContain(",'@evil,");
  // Words, not keys; the phone stays text in a spreadsheet.
  expect(row).toMatch(new RegExp(`^${reference},Enquiry,[^,]+,New,`));
  expect(row).toMatch(/,"=""\+?\d{8,15}""",/);
  expect(lines.filter((l) => l.startsWith('APP-'))).toEqual([]);
  const empty = await server.call('GET', '/submissions.csv?status=placed', { cookie });
  expect((await empty.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
  const exported = (await listAudit(server.db, 1)).entries.find((e) => e.action === 'exported');
  expect(exported).toMatchObject({ actor: STAFF_EMAIL, detail: '{"filters":{"status":"placed"}}' });
});

test('staff can read the audit log, newest first', async () => {
  const response = await server.call('GET', '/audit', { cookie });
  const body = (await response.json()) as { entries: { action: string; actor: string }[]; total: number };
  expect(body.total).toBeGreaterThan(5);
  expect(body.entries[0]).toMatchObject({ action: 'exported', actor: STAFF_EMAIL });
});

test('erasing counts only the mails still waiting, not those already sent (issue 42)', async () => {
  const reference = String((await postForm(server, 'enquiry', enquiryFields())).body.reference);
  await bothMailsSent(reference);
  expect((await server.call('DELETE', `/submissions/${reference}`, { cookie })).status).toBe(200);
  const entries = (await listAudit(server.db, 1, reference)).entries;
  expect(entries.find((e) => e.action === 'erased')?.detail).toBe('{"files":0,"mails":0}');
});

test('the export has the notes, the language used and the CV file names (issue 42)', async () => {
  const reference = await newApplication({ lang: 'zh-Hant' }, 'Tom Baker CV.pdf');
  await server.call('POST', `/submissions/${reference}/notes`, {
    cookie,
    json: { text: 'Called, interview on Monday.' },
  });
  const csv = await (await server.call('GET', '/submissions.csv?kind=application', { cookie })).text();
  const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
  const columns = header!.split(',');
  expect(columns).toEqual(expect.arrayContaining(['Language', 'CV files', 'Notes']));
  const row = rows.find((line) => line.startsWith(reference))!;
  expect(row).toContain(',Chinese,');
  expect(row).toContain(',Tom Baker CV.pdf,');
  expect(row).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} Amy Wong: Called, interview on Monday\./);
});
