// Dead mail as operators see it (`pnpm admin mail list|retry`): a submission's mail is named by its reference, any
// other mail (a job alert's, a draft's, a staff member's) by `mail-<id>`, so every dead mail can be listed and
// sent again. On SQLite, or on Postgres in the postgres test project.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { confirmedAlertRow } from '../alerts/test-support/alert-rows.ts';
import { listDeadMail, retryMail } from './outbox.ts';
import { openTestDatabase } from './test-support/test-database.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
const database = await openTestDatabase(path.join(dir, 'forms.sqlite'));
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a dead mail that belongs to no submission is listed as mail-<id> and can be sent again by that name', async () => {
  const at = Date.UTC(2026, 10, 1);
  const alert = await database.db
    .insertInto('alerts')
    .values(confirmedAlertRow(1, at))
    .returning('id')
    .executeTakeFirstOrThrow();
  const mail = await database.db
    .insertInto('outbox')
    .values({
      submission_id: null,
      alert_id: Number(alert.id),
      alert_digest_id: null,
      payload: null,
      purpose: 'alert-confirm',
      status: 'dead',
      attempts: 3,
      next_attempt_at: at,
      last_error: '550 mailbox unavailable',
      created_at: at,
      sent_at: null,
      queued_at: at,
      claimed_until: null,
      staff_account_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const name = `mail-${mail.id}`;
  expect(await listDeadMail(database)).toEqual([
    {
      outboxId: Number(mail.id),
      name,
      about: 'job alert',
      purpose: 'alert-confirm',
      attempts: 3,
      lastError: '550 mailbox unavailable',
      createdAt: at,
    },
  ]);
  expect(await retryMail(database, 'mail-999999', at)).toBe(0);
  expect(await retryMail(database, name, at + 1)).toBe(1);
  expect(await listDeadMail(database)).toEqual([]);
  const row = await database.db
    .selectFrom('outbox')
    .select(['status', 'attempts', 'next_attempt_at'])
    .where('id', '=', mail.id)
    .executeTakeFirstOrThrow();
  expect({ ...row, attempts: Number(row.attempts), next_attempt_at: Number(row.next_attempt_at) }).toEqual({
    status: 'pending',
    attempts: 0,
    next_attempt_at: at + 1,
  });
  // Sent again once: a second retry finds nothing dead.
  expect(await retryMail(database, name, at + 2)).toBe(0);
});
