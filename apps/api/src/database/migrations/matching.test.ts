// Migration 2026-12-02-6 on a database of the day before: each stored application gets the answers matching reads.
import { matchingFactsOf } from '@agency/forms/eligibility-answers';
import { afterAll, expect, test } from 'vitest';
import { databaseOfTheDayBefore } from '../test-support/migration-day-before.ts';
import { migrateToLatest } from './index.ts';

let remove = () => {};
afterAll(() => remove());

test('applications get their matching facts from the stored data; enquiries none', async () => {
  const before = await databaseOfTheDayBefore('2026-12-02-6-matching');
  remove = before.remove;
  const { db } = before;
  const application = {
    firstName: 'Ann',
    educationLevel: "Master's degree",
    passportHeld: 'Canada',
    locationInterestedIn: 'Macau',
    sectors: ['Primary school'],
  };
  const row = { created_at: 1000, email: 'a@example.com' };
  await db
    .insertInto('submissions')
    .values([
      {
        ...row,
        kind: 'application',
        reference: 'APP-1',
        idempotency_key: 'a',
        data: JSON.stringify(application),
      },
      {
        ...row,
        kind: 'enquiry',
        reference: 'ENQ-1',
        idempotency_key: 'e',
        data: JSON.stringify({ firstName: 'Bo' }),
      },
    ])
    .execute();

  await migrateToLatest(db);

  const after = await db
    .selectFrom('submissions')
    .select(['reference', 'match_facts'])
    .orderBy('reference')
    .execute();
  expect(after).toEqual([
    { reference: 'APP-1', match_facts: matchingFactsOf(application) },
    { reference: 'ENQ-1', match_facts: null },
  ]);
  expect(JSON.parse(after[0]!.match_facts as string)).toEqual([
    "Master's degree",
    null,
    null,
    'Canada',
    'Macau',
    ['Primary school'],
    null, // when they can start: asked since decision 076, not given here
  ]);
  await db.destroy();
});
