import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { FormError } from '../security/form-error.ts';
import { openTestDatabase } from '../database/test-support/test-database.ts';
import * as references from './reference.ts';
import { KEY_REUSED_MESSAGE, createSubmissionStore, type NewSubmission } from './submission-store.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
const db = await openTestDatabase(path.join(dir, 'forms.sqlite'));
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
const store = createSubmissionStore(db);
const now = Date.UTC(2026, 10, 22);
const enquiry = (key: string): NewSubmission => ({
  kind: 'enquiry',
  idempotencyKey: key,
  email: 'a@example.com',
  data: { firstName: 'A' },
  now,
});
const count = async (table: 'submissions' | 'outbox') =>
  Number(
    (
      await db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('saves made in one turn share a commit, but each succeeds or fails alone', async () => {
  const results = await Promise.allSettled([
    store.save(enquiry('k1')),
    store.save({ ...enquiry('k2'), kind: 'application', uploadId: 'cv-missing' }),
    store.save(enquiry('k1')),
    store.save(enquiry('k3')),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  const [first, failed, repeat, third] = results;
  expect(failed.status === 'rejected' && failed.reason).toBeInstanceOf(FormError);
  const firstReference = first.status === 'fulfilled' ? first.value.reference : '';
  // Random, not the row number (issue 27): ENQ-2026-000001 before.
  expect(firstReference).toMatch(/^ENQ-2026-[2-9A-HJKMNP-TV-Z]{6}$/);
  expect(firstReference).not.toBe('ENQ-2026-000001');
  expect(first.status === 'fulfilled' && first.value).toMatchObject({ created: true });
  expect(repeat.status === 'fulfilled' && repeat.value).toMatchObject({
    reference: firstReference,
    created: false,
  });
  expect(third.status === 'fulfilled' && third.value.reference).toMatch(/^ENQ-2026-[2-9A-HJKMNP-TV-Z]{6}$/);
  expect(await count('submissions')).toBe(2);
  // Two mails per stored submission, none for the failed one.
  expect(await count('outbox')).toBe(4);
});

test('a key seen in an earlier commit answers with its first reference, or 409 with other details', async () => {
  const first = await store.save(enquiry('k4'));
  const again = await store.save(enquiry('k4'));
  expect(again).toEqual({ ...first, created: false });
  await expect(store.save({ ...enquiry('k4'), data: { firstName: 'B' } })).rejects.toMatchObject({
    statusCode: 409,
    message: KEY_REUSED_MESSAGE,
  });
  expect(await count('submissions')).toBe(3);
  expect(await count('outbox')).toBe(6);
});

test('a reference drawn twice is drawn again; the submission is stored once, with its mails', async () => {
  const taken = (await store.save(enquiry('k5'))).reference;
  // Drawn again for the batch's one statement, and again when saved on its own: then a free one.
  const draw = vi.spyOn(references, 'newReference').mockReturnValueOnce(taken).mockReturnValueOnce(taken);
  try {
    const stored = await store.save(enquiry('k6'));
    expect(draw).toHaveBeenCalledTimes(3);
    expect(stored.created).toBe(true);
    expect(stored.reference).not.toBe(taken);
    const rows = await db.db
      .selectFrom('submissions')
      .select(['reference', 'search_text'])
      .where('idempotency_key', '=', 'k6')
      .execute();
    expect(rows).toEqual([
      { reference: stored.reference, search_text: `${stored.reference} A  a@example.com` },
    ]);
  } finally {
    draw.mockRestore();
  }
  expect(await count('submissions')).toBe(5);
  expect(await count('outbox')).toBe(10);
});

test('new enquiries in one turn are stored together, each row with its own key and its own two mails', async () => {
  const keys = Array.from({ length: 20 }, (_, i) => `batch-${i}`);
  const stored = await Promise.all(
    keys.map((key, i) => store.save({ ...enquiry(key), data: { firstName: `N${i}` } })),
  );
  expect(new Set(stored.map((s) => s.reference)).size).toBe(20);
  for (const [i, one] of stored.entries()) {
    expect(one.created).toBe(true);
    const row = await db.db
      .selectFrom('submissions')
      .select(['idempotency_key', 'reference', 'data'])
      .where('id', '=', one.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      idempotency_key: keys[i],
      reference: one.reference,
      data: JSON.stringify({ firstName: `N${i}` }),
    });
    const mails = await db.db
      .selectFrom('outbox')
      .select('purpose')
      .where('submission_id', '=', one.id)
      .orderBy('purpose')
      .execute();
    expect(mails.map((m) => m.purpose)).toEqual(['acknowledgement', 'agency']);
  }
});

test('a key sent twice in one turn among new enquiries: one row, both answered with its reference', async () => {
  const before = await count('submissions');
  const [a, b, again] = await Promise.all([
    store.save(enquiry('twice')),
    store.save(enquiry('once')),
    store.save(enquiry('twice')),
  ]);
  expect(a).toMatchObject({ created: true });
  expect(b).toMatchObject({ created: true });
  expect(again).toEqual({ ...a, created: false });
  expect(await count('submissions')).toBe(before + 2);
});
