// Drafts in the database, on SQLite and Postgres (vitest projects): links, saving again, reminders, expiry with
// files, erasure, and sending a draft once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createDiskCvStorage } from '../uploads/disk-cv-storage.ts';
import { openTestDatabase } from '../database/test-support/test-database.ts';
import type { FormError } from '../security/form-error.ts';
import { createSubmissionStore } from '../submissions/submission-store.ts';
import { pdfBytes } from '../test-support/sample-files.ts';
import type { ReceivedCv } from '../uploads/receive-cv.ts';
import { hashToken } from '../security/link-tokens.ts';
import { DRAFT_MAIL_CAP } from './draft-mail-cap.ts';
import { DAY_MS, DRAFT_TTL_MS } from './draft-schedule.ts';
import {
  consumeDraft,
  deleteExpiredDrafts,
  eraseDraftsOf,
  openDraft,
  queueDueReminders,
  saveDraft,
  type DraftContent,
} from './draft-store.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-'));
const database = await openTestDatabase(path.join(dir, 'forms.sqlite'));
const cvs = createDiskCvStorage(path.join(dir, 'uploads'));
fs.mkdirSync(path.join(dir, 'uploads'), { recursive: true });
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const t0 = Date.UTC(2026, 10, 1, 4);
const HOUR_MS = 60 * 60 * 1000;
let n = 0;
const content = (overrides: Partial<DraftContent> = {}): DraftContent => ({
  email: 'Mei.Chan@Example.com',
  lang: 'en',
  variant: 'vacancies',
  vacancy: 'english-teacher-kowloon',
  values: { firstName: 'Mei', surname: '', email: 'Mei.Chan@Example.com', phone: '12', sectors: ['primary'] },
  ...overrides,
});

function received(name = 'cv.pdf'): ReceivedCv {
  const tempPath = path.join(dir, `tmp-${(n += 1)}`);
  const bytes = pdfBytes(4096);
  fs.writeFileSync(tempPath, bytes);
  return { tempPath, originalName: name, fileType: 'pdf', size: bytes.length, sha256: 'x'.repeat(64) };
}

/** Saves a draft as the form's "save and finish later" does: new (no token), keeping no file, at t0 by default. */
const save = (options: Partial<Parameters<typeof saveDraft>[2]> = {}) =>
  saveDraft(database, cvs, { content: content(), keep: [], files: [], closesAt: null, now: t0, ...options });

const stored = async () => {
  const names: string[] = [];
  for await (const file of cvs.list()) names.push(file.id);
  return names;
};
const rows = (table: 'drafts' | 'draft_tokens' | 'uploads' | 'upload_files' | 'submissions') =>
  database.db.selectFrom(table).selectAll().execute();
const draftMails = () =>
  database.db
    .selectFrom('outbox')
    .select(['purpose', 'payload', 'draft_id', 'submission_id'])
    .where('draft_id', 'is not', null)
    .orderBy('id')
    .execute();

beforeEach(async () => {
  await database.db.deleteFrom('outbox').execute();
  await database.db.deleteFrom('drafts').execute();
  await database.db.deleteFrom('submissions').execute();
  await database.db.deleteFrom('uploads').execute();
  await database.db.deleteFrom('rate_limits').execute();
  for (const id of await stored()) await cvs.remove(id);
});

describe('saving a draft', () => {
  it('stores every field as typed and mails a link whose token is kept only as a hash, for 30 days', async () => {
    const saved = await save();
    expect(saved.mailed).toBe(true);
    const mails = await draftMails();
    expect(mails.map((m) => m.purpose)).toEqual(['draft-resume']);
    expect(JSON.parse(mails[0]?.payload ?? '{}')).toEqual({ token: saved.token });
    const tokens = await rows('draft_tokens');
    expect(tokens.map((t) => t.token_hash)).toEqual([hashToken(saved.token)]);
    expect(JSON.stringify(await rows('drafts'))).not.toContain(saved.token);
    expect(Number(tokens[0]?.expires_at)).toBe(t0 + DRAFT_TTL_MS);
    // Never a submission, never a mail to the agency.
    expect(await rows('submissions')).toEqual([]);
    const opened = await openDraft(database, saved.token, t0 + DRAFT_TTL_MS - 1);
    expect(opened?.values).toEqual(content().values);
    expect(opened?.vacancy).toBe('english-teacher-kowloon');
    expect(await openDraft(database, saved.token, t0 + DRAFT_TTL_MS)).toBeNull();
    expect(await openDraft(database, 'A'.repeat(43), t0)).toBeNull();
  });

  it('keeps CVs in the CV storage; saving again keeps, removes and adds them without a new mail', async () => {
    const first = await save({ files: [received('one.pdf'), received('two.pdf')] });
    expect(first.files.map((f) => f.name)).toEqual(['one.pdf', 'two.pdf']);
    expect(await stored()).toHaveLength(2);
    const [one, two] = first.files;
    const again = await save({
      token: first.token,
      content: content({ values: { firstName: 'Mei Ling', email: 'mei.chan@example.com' } }),
      keep: [two?.id ?? ''],
      files: [received('three.pdf')],
      now: t0 + DAY_MS,
    });
    expect(again.mailed).toBe(false);
    expect(again.token).toBe(first.token);
    expect(again.expiresAt).toBe(first.expiresAt);
    expect(again.uploadId).toBe(first.uploadId);
    expect(again.files.map((f) => f.name)).toEqual(['two.pdf', 'three.pdf']);
    expect((await stored()).sort()).toEqual([two?.id, again.files[1]?.id].sort());
    expect(await stored()).not.toContain(one?.id);
    expect((await openDraft(database, first.token, t0 + DAY_MS))?.values.firstName).toBe('Mei Ling');
    expect(await draftMails()).toHaveLength(1);
    // A third CV is refused and nothing changes.
    await expect(
      save({
        token: first.token,
        keep: again.files.map((f) => f.id),
        files: [received('four.pdf')],
        now: t0 + DAY_MS,
      }),
    ).rejects.toMatchObject({ statusCode: 413 });
    expect(await stored()).toHaveLength(2);
  });

  it('a new address gets a new link and the old one stops working', async () => {
    const first = await save();
    const moved = await save({
      token: first.token,
      content: content({ email: 'other@example.com' }),
      now: t0 + 1,
    });
    expect(moved.mailed).toBe(true);
    expect(moved.token).not.toBe(first.token);
    expect(await openDraft(database, first.token, t0 + 2)).toBeNull();
    expect(await openDraft(database, moved.token, t0 + 2)).not.toBeNull();
  });

  it('a link that opens nothing cannot save', async () => {
    await expect(save({ token: 'B'.repeat(43), files: [received()] })).rejects.toMatchObject({
      statusCode: 410,
    });
    expect(await stored()).toHaveLength(0);
  });
});

describe('the cap on resume mails (issue 42)', () => {
  it('mails an address at most 3 links an hour; past that the draft is saved and its mail waits for a save', async () => {
    const drafts = [];
    for (let i = 0; i < 5; i += 1) drafts.push(await save({ now: t0 + i }));
    expect(drafts.map((d) => d.mailed)).toEqual([true, true, true, false, false]);
    expect(drafts.map((d) => d.mailHeldUntil)).toEqual([null, null, null, t0 + HOUR_MS, t0 + HOUR_MS]);
    expect(await draftMails()).toHaveLength(DRAFT_MAIL_CAP.perAddress);
    expect(await rows('drafts')).toHaveLength(5);
    // The tab keeps a link that opens the held draft; saving it again within the hour still sends nothing.
    const held = drafts[3]!;
    expect(await openDraft(database, held.token, t0 + 10)).not.toBeNull();
    const again = await save({ token: held.token, now: t0 + 20 });
    expect([again.mailed, again.mailHeldUntil]).toEqual([false, t0 + HOUR_MS]);
    // Saved again after the hour: its resume mail goes now, once.
    const later = await save({ token: held.token, now: t0 + HOUR_MS });
    expect([later.mailed, later.mailHeldUntil]).toEqual([true, null]);
    expect(await openDraft(database, later.token, t0 + HOUR_MS)).not.toBeNull();
    const last = await save({ token: later.token, now: t0 + HOUR_MS + 1 });
    expect([last.mailed, last.mailHeldUntil]).toEqual([false, null]);
    expect(await draftMails()).toHaveLength(DRAFT_MAIL_CAP.perAddress + 1);
  });

  it('one draft switching between two addresses sends each at most 3 links an hour', async () => {
    let draft = await save();
    let mailed = 1;
    for (let i = 1; i < 20; i += 1) {
      const email = i % 2 === 0 ? 'Mei.Chan@Example.com' : 'other@example.com';
      draft = await save({ token: draft.token, content: content({ email }), now: t0 + i });
      if (draft.mailed) mailed += 1;
    }
    expect(mailed).toBe(2 * DRAFT_MAIL_CAP.perAddress);
    // On each switch the old address's links stop working, and its mail not yet sent (it would go to the new
    // address with a dead link) is dropped.
    expect(await rows('draft_tokens')).toHaveLength(1);
    expect(await draftMails()).toEqual([]);
  });

  it('counts reminders too: past the cap a reminder is skipped, not queued', async () => {
    for (let i = 0; i < 3; i += 1) await save();
    const at = Number((await rows('drafts'))[0]?.remind_at);
    // Three new drafts for the address just before the first three's reminders come due.
    for (let i = 0; i < 3; i += 1) await save({ now: at - 1 });
    expect(await queueDueReminders(database, at)).toBe(0);
    expect((await rows('drafts')).filter((d) => d.reminded_at !== null)).toHaveLength(3);
  });
});

describe('reminders', () => {
  it('one reminder, 3 days before the vacancy closes when that is sooner, with a link that opens the draft', async () => {
    const closesAt = t0 + 10 * DAY_MS;
    const saved = await save({ closesAt });
    expect(await queueDueReminders(database, closesAt - 3 * DAY_MS - 1)).toBe(0);
    expect(await queueDueReminders(database, closesAt - 3 * DAY_MS)).toBe(1);
    expect(await queueDueReminders(database, closesAt - 2 * DAY_MS)).toBe(0);
    const mails = await draftMails();
    expect(mails.map((m) => m.purpose)).toEqual(['draft-resume', 'draft-reminder']);
    const token = (JSON.parse(mails[1]?.payload ?? '{}') as { token: string }).token;
    expect(token).not.toBe(saved.token);
    expect((await openDraft(database, token, closesAt))?.values.firstName).toBe('Mei');
    // The first link still works too; both end with the draft.
    expect(await openDraft(database, saved.token, closesAt)).not.toBeNull();
    expect(await openDraft(database, token, saved.expiresAt)).toBeNull();
  });

  it('7 days before the draft expires otherwise', async () => {
    const saved = await save({ content: content({ vacancy: null, variant: 'teach-abroad' }) });
    expect(await queueDueReminders(database, saved.expiresAt - 7 * DAY_MS - 1)).toBe(0);
    expect(await queueDueReminders(database, saved.expiresAt - 7 * DAY_MS)).toBe(1);
  });
});

describe('expiry and erasure', () => {
  it('an expired draft is deleted with its tokens, mail, upload rows and files', async () => {
    const saved = await save({ files: [received()] });
    expect(await deleteExpiredDrafts(database, cvs, saved.expiresAt - 1)).toBe(0);
    expect(await stored()).toHaveLength(1);
    expect(await deleteExpiredDrafts(database, cvs, saved.expiresAt)).toBe(1);
    expect(await rows('drafts')).toEqual([]);
    expect(await rows('draft_tokens')).toEqual([]);
    expect(await rows('uploads')).toEqual([]);
    expect(await rows('upload_files')).toEqual([]);
    expect(await draftMails()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('pnpm admin erase removes every draft of an address, whatever its case', async () => {
    await save({ files: [received()] });
    await save({ content: content({ email: 'someone@example.com' }) });
    expect(await eraseDraftsOf(database, cvs, '  mei.chan@EXAMPLE.com ')).toBe(1);
    expect((await rows('drafts')).map((d) => d.email)).toEqual(['someone@example.com']);
    expect(await stored()).toEqual([]);
  });
});

describe('sending a draft', () => {
  it('becomes one submission with its CVs; a second tab sending it gets 410 and stores nothing', async () => {
    const saved = await save({ files: [received()] });
    const store = createSubmissionStore(database, consumeDraft);
    const submission = (key: string) => ({
      kind: 'application' as const,
      idempotencyKey: key,
      email: 'mei.chan@example.com',
      data: { firstName: 'Mei' },
      uploadId: saved.uploadId ?? '',
      draftToken: saved.token,
      now: t0 + DAY_MS,
    });
    const [first, second] = await Promise.allSettled([
      store.save(submission('11111111-1111-4111-8111-111111111111')),
      store.save(submission('22222222-2222-4222-8222-222222222222')),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('rejected');
    const error = (second as PromiseRejectedResult).reason as FormError;
    expect(error.statusCode).toBe(410);
    expect(error.errors).toEqual([{ field: 'draft', message: 'forms:errors.draftGone' }]);
    expect(await rows('submissions')).toHaveLength(1);
    expect(await rows('drafts')).toEqual([]);
    const uploads = await rows('uploads');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.submission_id).not.toBeNull();
    expect(await stored()).toHaveLength(1);
    expect(await openDraft(database, saved.token, t0 + DAY_MS)).toBeNull();
  });

  it("refuses an application naming a draft's upload without the draft's token; the draft keeps its CVs", async () => {
    const saved = await save({ files: [received()] });
    const store = createSubmissionStore(database);
    // Issue 42: the upload id alone was enough, and erasing or expiring the draft then took the application's CV.
    await expect(
      store.save({
        kind: 'application',
        idempotencyKey: '33333333-3333-4333-8333-333333333333',
        email: 'someone.else@example.com',
        data: { firstName: 'Someone' },
        uploadId: saved.uploadId ?? '',
        now: t0 + DAY_MS,
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'fileName', message: 'forms:errors.cv.required' }],
    });
    expect(await rows('submissions')).toEqual([]);
    expect((await rows('uploads'))[0]?.submission_id).toBeNull();
    expect(await deleteExpiredDrafts(database, cvs, saved.expiresAt)).toBe(1);
    expect(await stored()).toEqual([]);
  });
});
