import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AlertValues } from '@agency/forms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database.ts';
import { digestVacanciesReader, recordAnnouncements, runDigests } from './alert-digest.ts';
import type { AlertVacancy } from './alert-matching.ts';
import { confirmedAlertRow } from './test-support/alert-rows.ts';
import { queueAlertMail } from './alert-outbox.ts';
import { forcedSlot } from './alert-schedule.ts';
import {
  alertUpkeep,
  confirmWithToken,
  eraseAlertAddress,
  KEEP_AFTER_MS,
  lookUpToken,
  subscribe,
  suppressAlertAddress,
} from './alert-store.ts';
import { hashToken } from '../security/link-tokens.ts';
import { CONFIRM_TOKEN_TTL_MS } from './alert-tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
let dir: string;
let database: Database;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'alert-store-'));
  database = await openDatabase({ url: null, file: path.join(dir, 'forms.sqlite') });
});
afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const values = (overrides: Partial<AlertValues> = {}): AlertValues => ({
  email: 'Mei.Chan@Example.com',
  regions: ['macau'],
  sectors: ['any'],
  employmentTypes: ['any'],
  frequency: 'daily',
  lang: 'zh-Hant',
  ...overrides,
});

const queue =
  (now: number) => (tx: Parameters<typeof queueAlertMail>[0], mail: Parameters<typeof queueAlertMail>[1]) =>
    queueAlertMail(tx, mail, now);

async function outbox() {
  return database.db
    .selectFrom('outbox')
    .select(['alert_id', 'purpose', 'payload', 'alert_digest_id'])
    .orderBy('id')
    .execute();
}
const tokenOf = (payload: string | null) => (JSON.parse(payload ?? '{}') as { token: string }).token;

async function confirmedAlert(email: string, now: number, extra: Partial<AlertValues> = {}): Promise<number> {
  await subscribe(database, values({ email, ...extra }), now, queue(now));
  const rows = await outbox();
  const token = tokenOf(rows[rows.length - 1]!.payload);
  const alert = await confirmWithToken(database, token, now);
  return alert!.id;
}

describe('subscribing', () => {
  it('the same address (any case) updates its one alert; confirmed, a change waits for confirmation', async () => {
    const t0 = Date.UTC(2026, 10, 25);
    expect(await subscribe(database, values(), t0, queue(t0))).toBe('created');
    expect(
      await subscribe(
        database,
        values({ email: 'mei.chan@example.com ', regions: ['hong-kong'] }),
        t0 + 1000,
        queue(t0),
      ),
    ).toBe('mailed-recently');
    const alerts = await database.db.selectFrom('alerts').selectAll().execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.regions).toBe('["hong-kong"]');
    // One confirmation mail so far: the second form came within 10 minutes, the first link still works.
    const mails = await outbox();
    expect(mails.map((m) => m.purpose)).toEqual(['alert-confirm']);
    const token = tokenOf(mails[0]!.payload);
    // Stored only as a hash.
    expect(JSON.stringify(await database.db.selectFrom('alert_tokens').selectAll().execute())).not.toContain(
      token,
    );
    expect(await lookUpToken(database, token, 'confirm', t0 + 2000)).toMatchObject({ state: 'valid' });
    const confirmed = await confirmWithToken(database, token, t0 + 2000);
    expect(confirmed).toMatchObject({ status: 'confirmed', criteria: { regions: ['hong-kong'] } });
    // Single use.
    expect(await confirmWithToken(database, token, t0 + 3000)).toBeNull();
    expect(await lookUpToken(database, token, 'confirm', t0 + 3000)).toMatchObject({ state: 'used' });

    // Someone else types the confirmed address with other criteria: nothing changes until the owner confirms.
    const t1 = t0 + 60 * 60 * 1000;
    expect(await subscribe(database, values({ regions: ['any'], frequency: 'weekly' }), t1, queue(t1))).toBe(
      'change-to-confirm',
    );
    const row = await database.db
      .selectFrom('alerts')
      .select(['regions', 'frequency'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ regions: '["hong-kong"]', frequency: 'daily' });
    const change = (await outbox())[1]!;
    expect(change.purpose).toBe('alert-confirm');
    expect(await confirmWithToken(database, tokenOf(change.payload), t1 + 1)).toMatchObject({
      criteria: { regions: null },
      frequency: 'weekly',
    });
  });

  it('a link expires after 7 days, and unconfirmed alerts are deleted then', async () => {
    const t0 = Date.UTC(2026, 10, 25);
    await subscribe(database, values(), t0, queue(t0));
    const token = tokenOf((await outbox())[0]!.payload);
    expect(await lookUpToken(database, token, 'confirm', t0 + CONFIRM_TOKEN_TTL_MS)).toMatchObject({
      state: 'expired',
    });
    expect(await confirmWithToken(database, token, t0 + CONFIRM_TOKEN_TTL_MS)).toBeNull();
    const later = t0 + CONFIRM_TOKEN_TTL_MS;
    expect(await alertUpkeep(database, later, queue(later))).toMatchObject({ unconfirmed: 1 });
    expect(await database.db.selectFrom('alerts').selectAll().execute()).toEqual([]);
    // Its tokens and its mail went with it.
    expect(await database.db.selectFrom('alert_tokens').selectAll().execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('a suppressed address is never mailed again, and erasure forgets it entirely', async () => {
    const t0 = Date.UTC(2026, 10, 25);
    const id = await confirmedAlert('bounce@example.com', t0);
    await suppressAlertAddress(database, id, t0 + 1);
    expect(await database.db.selectFrom('alerts').selectAll().execute()).toEqual([]);
    const suppressions = await database.db.selectFrom('alert_suppressions').selectAll().execute();
    expect(JSON.stringify(suppressions)).not.toContain('bounce');
    const before = (await outbox()).length;
    expect(
      await subscribe(database, values({ email: 'Bounce@example.com' }), t0 + DAY, queue(t0 + DAY)),
    ).toBe('suppressed');
    expect(await outbox()).toHaveLength(before);
    expect(await eraseAlertAddress(database, 'bounce@example.com')).toBe(1);
    expect(await database.db.selectFrom('alert_suppressions').selectAll().execute()).toEqual([]);
  });

  it('asks to keep an alert after 12 months, and deletes it a month later unless kept', async () => {
    const t0 = Date.UTC(2025, 10, 1);
    await confirmedAlert('kept@example.com', t0);
    await confirmedAlert('forgotten@example.com', t0);
    const asked = t0 + KEEP_AFTER_MS;
    expect(await alertUpkeep(database, asked, queue(asked))).toMatchObject({ asked: 2 });
    const keepMails = (await outbox()).filter((m) => m.purpose === 'alert-keep');
    expect(keepMails).toHaveLength(2);
    const keptId = (
      await database.db
        .selectFrom('alerts')
        .select('id')
        .where('email_key', '=', 'kept@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    const keepToken = tokenOf(keepMails.find((m) => m.alert_id === keptId)!.payload);
    const { keepWithToken } = await import('./alert-store.ts');
    expect(await keepWithToken(database, keepToken, asked + DAY)).toBe(true);
    const month = asked + 30 * DAY;
    expect(await alertUpkeep(database, month, queue(month))).toMatchObject({ expired: 1, asked: 0 });
    const left = await database.db.selectFrom('alerts').select('email_key').execute();
    expect(left).toEqual([{ email_key: 'kept@example.com' }]);
    expect(hashToken(keepToken)).toHaveLength(64);
  });
});

const vacancy = (id: string, overrides: Partial<AlertVacancy> = {}): AlertVacancy => ({
  id,
  slug: id,
  region: 'macau',
  sector: 'primary',
  employmentType: 'full-time',
  startDate: '2027-02-01',
  title: { en: id, 'zh-Hant': id },
  salary: { currency: 'MOP', min: 20000, max: 25000 },
  ...overrides,
});

type QueuedDigest = { alertId: number; digestId: number };
const queueDigests = (now: number) => (tx: Parameters<typeof queueAlertMail>[0], digests: QueuedDigest[]) =>
  Promise.all(
    digests.map((digest) =>
      queueAlertMail(
        tx,
        { alertId: digest.alertId, purpose: 'alert-digest', digestId: digest.digestId },
        now,
      ),
    ),
  ).then(() => undefined);

async function digestsOf(alertId: number) {
  const rows = await database.db
    .selectFrom('alert_digests')
    .select(['run_key', 'vacancies'])
    .where('alert_id', '=', alertId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    run: row.run_key,
    ids: JSON.parse(row.vacancies) as string[],
  }));
}

describe('digest runs', () => {
  it('lists what first opened since the last digest; an edit does not announce again; closed ones are left out', async () => {
    const t0 = Date.UTC(2026, 10, 20);
    await recordAnnouncements(database, [vacancy('before')], t0 - 1);
    const alertId = await confirmedAlert('daily@example.com', t0);
    await recordAnnouncements(
      database,
      [vacancy('new'), vacancy('filled'), vacancy('hk', { region: 'hong-kong' })],
      t0 + 10,
    );
    // Edited later: recorded again, still announced at its first time.
    expect(
      await recordAnnouncements(
        database,
        [vacancy('new', { title: { en: 'New title', 'zh-Hant': '新' } })],
        t0 + 20,
      ),
    ).toBe(0);
    // 'filled' is no longer open at the run.
    const open = [
      vacancy('before'),
      vacancy('new', { title: { en: 'New title', 'zh-Hant': '新' } }),
      vacancy('hk', { region: 'hong-kong' }),
    ];
    const first = await runDigests(database, forcedSlot('daily', t0 + 100), open, {
      queueDigests: queueDigests(t0 + 100),
      now: () => t0 + 100,
    });
    expect(first).toMatchObject({ alerts: 1, digests: 1 });
    expect(await digestsOf(alertId)).toEqual([
      { run: expect.stringMatching(/^daily:forced:/), ids: ['new'] },
    ]);
    const digestMail = (await outbox()).filter((m) => m.purpose === 'alert-digest');
    expect(digestMail).toHaveLength(1);
    // Nothing new since: the next run sends nothing.
    const second = await runDigests(database, forcedSlot('daily', t0 + 200), open, {
      queueDigests: queueDigests(t0 + 200),
      now: () => t0 + 200,
    });
    expect(second).toMatchObject({ digests: 0 });
    expect((await outbox()).filter((m) => m.purpose === 'alert-digest')).toHaveLength(1);
  });

  it("stores a run's vacancies once: its digests list their ids, and digests that hold them still read", async () => {
    const t0 = Date.UTC(2026, 10, 20);
    await database.db
      .insertInto('alerts')
      .values([0, 1, 2].map((i) => confirmedAlertRow(i, t0, { regions: i === 2 ? '["macau"]' : null })))
      .execute();
    const open = [vacancy('v1'), vacancy('v2', { region: 'hong-kong' })];
    await recordAnnouncements(database, open, t0 + 10);
    const slot = { frequency: 'daily' as const, key: 'daily:2026-11-21', at: t0 + DAY };
    await runDigests(database, slot, open, { queueDigests: queueDigests(t0 + DAY), now: () => t0 + DAY });
    const stored = await database.db
      .selectFrom('alert_run_vacancies')
      .select(['run_key', 'vacancy_id', 'vacancy'])
      .orderBy('vacancy_id')
      .execute();
    expect(stored.map((row) => [row.run_key, row.vacancy_id, JSON.parse(row.vacancy)])).toEqual([
      [slot.key, 'v1', open[0]],
      [slot.key, 'v2', open[1]],
    ]);
    const digests = await database.db
      .selectFrom('alert_digests')
      .select(['alert_id', 'run_key', 'vacancies'])
      .orderBy('alert_id')
      .execute();
    expect(digests.map((digest) => JSON.parse(digest.vacancies))).toEqual([
      ['v1', 'v2'],
      ['v1', 'v2'],
      ['v1'],
    ]);
    const read = digestVacanciesReader(database);
    expect(await read(digests[0]!)).toEqual(open);
    expect(await read(digests[2]!)).toEqual([open[0]]);
    // A digest written before the run's vacancies were stored apart holds them itself.
    expect(await read({ run_key: 'daily:2026-11-01', vacancies: JSON.stringify([vacancy('old')]) })).toEqual([
      vacancy('old'),
    ]);
  });

  it('a run that crashes half-way, run again, sends each alert one digest', async () => {
    const t0 = Date.UTC(2026, 10, 20);
    const count = 1_200;
    await database.db
      .insertInto('alerts')
      .values(Array.from({ length: count }, (_, i) => confirmedAlertRow(i, t0)))
      .execute();
    await recordAnnouncements(database, [vacancy('v1')], t0 + 10);
    const slot = { frequency: 'daily' as const, key: 'daily:2026-11-21', at: t0 + DAY };
    let batches = 0;
    const crashing = async (tx: Parameters<typeof queueAlertMail>[0], digests: QueuedDigest[]) => {
      // The process dies in the middle of the second batch (batches of 500), its digests written.
      batches += 1;
      if (batches === 2) throw new Error('crash');
      await queueDigests(t0 + DAY)(tx, digests);
    };
    await expect(
      runDigests(database, slot, [vacancy('v1')], {
        queueDigests: crashing,
        now: () => t0 + DAY,
        batchSize: 500,
      }),
    ).rejects.toThrow('crash');
    const { runFinished } = await import('./alert-digest.ts');
    expect(await runFinished(database, slot.key)).toBe(false);
    // The first batch is complete; the second left nothing behind.
    expect((await outbox()).length).toBe(500);
    const again = await runDigests(database, slot, [vacancy('v1')], {
      queueDigests: queueDigests(t0 + DAY),
      now: () => t0 + DAY,
      batchSize: 500,
    });
    expect(again).toMatchObject({ alerts: 700, digests: 700 });
    expect(await runFinished(database, slot.key)).toBe(true);
    const perAlert = await database.db
      .selectFrom('outbox')
      .select(['alert_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('alert_id')
      .execute();
    expect(perAlert).toHaveLength(count);
    expect(perAlert.every((row) => Number(row.n) === 1)).toBe(true);
    // A third run of the same slot finds nothing due.
    expect(
      await runDigests(database, slot, [vacancy('v1')], { queueDigests: queueDigests(t0 + DAY) }),
    ).toMatchObject({ alerts: 0, digests: 0 });
  });
});
