import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../database/database.ts';
import { openTestDatabase } from '../database/test-support/test-database.ts';
import { createInsightsBuffer } from './insights-buffer.ts';
import { addDays, DAY_MS, dayOf } from './insights-day.ts';
import { insightsReport } from './insights-report.ts';
import { insightsCleanUp } from './insights-retention.ts';
import { insightsAddressEraser } from './submission-sources.ts';
import { visitorSalts } from './visitor-salt.ts';
import { viewOf } from './test-support/insights-site.ts';

const { log } = Fastify();
let dir: string;
let database: Database;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-'));
  database = await openTestDatabase(path.join(dir, 'forms.db'));
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Noon in Hong Kong on a fixed day, and the same visitor's page view at a time.
const NOON = Date.parse('2026-11-30T04:00:00Z');
const view = (at: number, url = '/Vacancies/hk-1') => viewOf(url, at);
const rows = () => database.db.selectFrom('insights_events').selectAll().execute();

describe('the daily salt', () => {
  test('the same visitor on two days counts as two, and cannot be linked across them', async () => {
    let now = NOON;
    const buffer = createInsightsBuffer(database, { log, now: () => now });
    buffer.record(view(NOON));
    buffer.record(view(NOON + 60_000));
    await buffer.flush();
    now = NOON + DAY_MS;
    buffer.record(view(now));
    await buffer.close();
    const [first, second, third] = await rows();
    expect(first!.visitor).toBe(second!.visitor);
    expect(third!.visitor).not.toBe(first!.visitor);
    const report = await insightsReport(database.db, dayOf(NOON), dayOf(now));
    expect(report.totals).toMatchObject({ visitors: 2, views: 3 });
    expect(report.days.map((d) => d.visitors)).toEqual([1, 1]);
  });

  test('two nodes asking for a new day at once get the same salt', async () => {
    const [a, b] = [visitorSalts(database), visitorSalts(database)];
    const [one, two] = await Promise.all([a('2026-11-30', NOON), b('2026-11-30', NOON)]);
    expect(one).toBe(two);
    expect(await a('2026-12-01', NOON)).not.toBe(one);
  });
});

describe('batches', () => {
  test('nothing is written per page view; a batch is written in the background or on close', async () => {
    const buffer = createInsightsBuffer(database, { log, flushMs: 60_000 });
    for (let i = 0; i < 999; i += 1) buffer.record(view(NOON + i));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows()).toHaveLength(0);
    buffer.record(view(NOON + 999));
    await buffer.flush();
    expect(await rows()).toHaveLength(1000);
    buffer.record(view(NOON + 1000));
    await buffer.close();
    expect(await rows()).toHaveLength(1001);
  });

  test('writes what is waiting every flush interval', async () => {
    const buffer = createInsightsBuffer(database, { log, flushMs: 20 });
    buffer.record(view(NOON));
    await expect.poll(async () => (await rows()).length, { timeout: 1000 }).toBe(1);
    await buffer.close();
  });
});

describe('keeping little', () => {
  test('rolls closed days up, then removes raw events after 90 days, aggregates after 25 months, salts after 48 h', async () => {
    const now = NOON;
    const buffer = createInsightsBuffer(database, { log, now: () => now });
    for (const daysAgo of [1, 2, 91]) buffer.record(view(now - daysAgo * DAY_MS));
    buffer.record(view(now, '/AboutUs?utm_source=fair-qr'));
    await buffer.close();
    await database.db
      .insertInto('insights_daily')
      .values({ day: addDays(dayOf(now), -800), dimension: 'total', value: '', metric: 'views', count: 9 })
      .execute();
    const range = [addDays(dayOf(now), -2), dayOf(now)] as const;
    const before = await insightsReport(database.db, ...range);

    const removed = await insightsCleanUp(database)(now);
    expect(removed.insightsRemoved).toEqual({ events: 1, aggregates: 1, salts: 0 });
    expect(await insightsReport(database.db, ...range)).toEqual(before);
    expect(before.totals).toMatchObject({ visitors: 3, views: 3 });
    expect(before.vacancies).toMatchObject([{ vacancy: 'hk-1', views: 2, visitors: 2 }]);
    // Rolled up once: a second run finds nothing to do.
    expect((await insightsCleanUp(database)(now)).insightsDaysRolledUp).toBe(0);
    // The salts of 1, 2 and 91 days ago were made "now" by this test's clock; 48 h later they go.
    expect((await insightsCleanUp(database)(now + 2 * DAY_MS + 1)).insightsRemoved.salts).toBe(4);
  });

  test('erasing an address removes its submissions’ source links, and only theirs', async () => {
    const submission = (email: string, key: string) =>
      database.db
        .insertInto('submissions')
        .values({
          kind: 'application',
          reference: key,
          idempotency_key: key,
          created_at: NOW,
          email,
          data: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const NOW = Date.now();
    const mine = await submission('Ada@Example.com', 'A-1');
    const theirs = await submission('bo@example.com', 'A-2');
    await database.db
      .insertInto('submission_sources')
      .values(
        [mine, theirs].map(({ id }) => ({
          submission_id: id,
          source: 'fair-qr',
          medium: null,
          campaign: null,
        })),
      )
      .execute();
    expect(await insightsAddressEraser(database).erase('ada@example.com')).toBe(1);
    const left = await database.db.selectFrom('submission_sources').select('submission_id').execute();
    expect(left.map((row) => Number(row.submission_id))).toEqual([Number(theirs.id)]);
  });
});
