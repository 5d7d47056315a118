// Migration 2026-12-02-2 on a database of the day before: old application statuses become stages, every address
// gets one candidate, and boards and duplicate keys come from the stored data.
import { afterAll, expect, test } from 'vitest';
import { databaseOfTheDayBefore } from '../test-support/migration-day-before.ts';
import { migrateToLatest } from './index.ts';

const removals: (() => void)[] = [];
afterAll(() => removals.forEach((remove) => remove()));

test('old statuses become stages; one candidate per address; boards and keys from the stored data', async () => {
  const { db, remove } = await databaseOfTheDayBefore('2026-12-02-2-candidates-pipeline');
  removals.push(remove);
  const rows: [string, string, string, string, Record<string, string>][] = [
    ['application', 'APP-1', 'Ann@Example.com', 'new', { vacancy: 'macau-primary', phone: '+852 6123 4567' }],
    ['application', 'APP-2', 'ann@example.com ', 'shortlisted', { vacancy: '' }],
    [
      'application',
      'APP-3',
      'bo@example.com',
      'unsuccessful',
      { firstName: 'Bo', surname: 'Ng', dateOfBirth: '1990-01-02' },
    ],
    ['application', 'APP-4', 'cy@example.com', 'in-review', {}],
    ['enquiry', 'ENQ-1', 'ANN@example.com', 'replied', { phone: '61234567' }],
  ];
  for (const [i, [kind, reference, email, status, data]] of rows.entries())
    await db
      .insertInto('submissions')
      .values({
        kind,
        reference,
        idempotency_key: `k${i}`,
        created_at: 1000 + i,
        email,
        data: JSON.stringify(data),
        status,
      })
      .execute();

  await migrateToLatest(db);

  const after = await db
    .selectFrom('submissions as s')
    .innerJoin('candidates as c', 'c.id', 's.candidate_id')
    .select([
      's.reference',
      's.status',
      's.board',
      's.stage_since',
      's.end_reason',
      's.phone_key',
      's.name_dob_key',
      'c.email_key',
    ])
    .orderBy('s.reference')
    .execute();
  expect(
    after.map((row) => ({ ...row, stage_since: row.stage_since === null ? null : Number(row.stage_since) })),
  ).toEqual([
    {
      reference: 'APP-1',
      status: 'applied',
      board: 'macau-primary',
      stage_since: 1000,
      end_reason: null,
      phone_key: '85261234567',
      name_dob_key: null,
      email_key: 'ann@example.com',
    },
    {
      reference: 'APP-2',
      status: 'screening',
      board: 'pool',
      stage_since: 1001,
      end_reason: null,
      phone_key: null,
      name_dob_key: null,
      email_key: 'ann@example.com',
    },
    {
      reference: 'APP-3',
      status: 'rejected',
      board: 'pool',
      stage_since: 1002,
      end_reason: 'other',
      phone_key: null,
      name_dob_key: 'bong|1990-01-02',
      email_key: 'bo@example.com',
    },
    {
      reference: 'APP-4',
      status: 'screening',
      board: 'pool',
      stage_since: 1003,
      end_reason: null,
      phone_key: null,
      name_dob_key: null,
      email_key: 'cy@example.com',
    },
    {
      reference: 'ENQ-1',
      status: 'replied',
      board: null,
      stage_since: null,
      end_reason: null,
      phone_key: '61234567',
      name_dob_key: null,
      email_key: 'ann@example.com',
    },
  ]);
  const candidates = await db
    .selectFrom('candidates')
    .select(['email_key', 'last_activity_at', 'search_text'])
    .orderBy('email_key')
    .execute();
  expect(candidates.map((c) => [c.email_key, Number(c.last_activity_at), c.search_text])).toEqual([
    ['ann@example.com', 1004, 'ann@example.com'],
    ['bo@example.com', 1002, 'bo@example.com Bo Ng'],
    ['cy@example.com', 1003, 'cy@example.com'],
  ]);
  await db.destroy();
});
