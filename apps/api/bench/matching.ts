// Matching benchmark (not a test): `pnpm --filter @agency/api run bench:matching`.
// 20,000 candidates (BENCH_CANDIDATES), each with a talent-pool application as the forms store it (every field of
// the Vacancies form, a message, the matching facts the store keeps beside it) and one in three with a vacancy application too, on SQLite, then on Postgres
// (DATABASE_URL, or a throwaway cluster when initdb is installed; BENCH_POSTGRES=0 skips it). Times what the
// routes run (the same functions, no HTTP), sequentially, p50/p95: a vacancy's matches over the whole pool (read,
// parse, judge, rank), the pool's read alone, and one candidate's fitting vacancies. The vacancies and routes are
// the seed dataset's, read with the site's own queries.
import os from 'node:os';
import { createEmbeddedContent, readDataset } from '@agency/content/embedded';
import {
  eligibilityRoutesQuery,
  vacanciesQuery,
  type EligibilityRoutesQueryResult,
  type VacanciesQueryResult,
} from '@agency/content';
import { PIPELINE_STAGES, CAREER_LEVELS, EDUCATION_LEVELS, SECTORS, valuesOf } from '@agency/forms';
import { matchingFactsOf } from '@agency/forms/eligibility-answers';
import { datasetFile, imagesDir, rebaseSeedDates } from '@agency/seed';
import type { Database } from '../src/database/database.ts';
import { candidateRow, onEachDatabase, seedPeople, timed } from './database-bench.ts';
import { hongKongToday } from '../src/recruiting/board-cards.ts';
import { candidateFits, poolCards, vacancyMatches } from '../src/recruiting/matching-routes.ts';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PASSPORTS = [
  'United Kingdom',
  'Ireland',
  'Canada',
  'Philippines',
  'South Africa',
  'France',
  'Australia',
];
const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

const today = hongKongToday(Date.now());
const content = createEmbeddedContent({
  documents: rebaseSeedDates(readDataset(datasetFile), today),
  imagesDir,
});
const vacancies = (await content.fetch(vacanciesQuery)) as VacanciesQueryResult;
const routes = (await content.fetch(eligibilityRoutesQuery)) as EligibilityRoutesQueryResult;

async function seed(database: Database, now: number) {
  let submission = 0;
  await seedPeople(database, CANDIDATES, async (tx, people) => {
    await tx
      .insertInto('candidates')
      .values(people.map((person) => candidateRow(person, CANDIDATES, now)))
      .execute();
    const rows = people.flatMap(({ id, first, last, email }) => {
      const vacancy = id % 3 === 0 ? pick(vacancies, id).slug : null;
      return [null, vacancy].flatMap((board, n) => {
        if (n === 1 && !board) return [];
        submission += 1;
        const data = {
          firstName: first,
          surname: last,
          idNo: `X${String(id).padStart(7, '0')}`,
          nationality: pick(PASSPORTS, id),
          phone: `44770${String(id).padStart(6, '0')}`,
          email,
          maritalStatus: 'Single',
          educationLevel: pick(valuesOf(EDUCATION_LEVELS), id),
          teflCertificateHeld: pick(['Yes', 'Yes', 'In progress', 'No'], id),
          passportHeld: pick(PASSPORTS, id * 3),
          careerLevel: pick(valuesOf(CAREER_LEVELS), id * 5),
          locationInterestedIn: id % 4 === 0 ? 'Macau' : 'Hong Kong',
          regionYouResideIn: pick(PASSPORTS, id),
          areaYouResideIn: 'Bristol',
          message:
            'I have taught phonics and drama to young learners and would love to teach in Hong Kong. '.repeat(
              2,
            ),
          sectors: [pick(valuesOf(SECTORS), id), pick(valuesOf(SECTORS), id * 11)],
          functions: ['Native English teacher'],
          vacancy: board ?? '',
          fileName: `${String(submission).padStart(8, '0')}-cv`,
        };
        const created = now - (CANDIDATES - id) * 1000 - n * 100;
        return [
          {
            kind: 'application' as const,
            reference: `APP-2026-${String(submission).padStart(6, '0')}`,
            idempotency_key: `bench-${submission}`,
            created_at: created,
            email,
            data: JSON.stringify(data),
            search_text: '',
            status: pick([...PIPELINE_STAGES, 'rejected'], id),
            retention_from: null,
            candidate_id: id,
            board: board ?? 'pool',
            stage_since: created,
            phone_key: null,
            name_dob_key: null,
            match_facts: matchingFactsOf(data),
          },
        ];
      });
    });
    await tx.insertInto('submissions').values(rows).execute();
  });
}

async function measure(database: Database, where: string) {
  const now = Date.now();
  console.log(
    `(load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores)`,
  );
  const start = performance.now();
  await seed(database, now);
  const pool = await poolCards(database);
  console.log(
    `${where}: seeded ${CANDIDATES} candidates in ${((performance.now() - start) / 1000).toFixed(1)} s; ` +
      `${pool.length} in the pool, ${vacancies.length} open vacancies`,
  );
  const sample = await vacancyMatches(database, vacancies[0]!, routes, { today, limit: 50 });
  console.log(
    `  (${sample.vacancy.slug}: ${sample.total} judged, ${sample.matches.filter((m) => m.fits).length} of the first 50 fit)`,
  );
  await timed("a vacancy's matches (whole pool, top 50)", RUNS, (i) =>
    vacancyMatches(database, pick(vacancies, i), routes, { today, limit: 50 }),
  );
  await timed('  of which: reading the pool', RUNS, () => poolCards(database));
  await timed("a candidate's fitting vacancies", RUNS, (i) =>
    candidateFits(database, 1 + ((i * 997) % CANDIDATES), vacancies, routes, today),
  );
}

await onEachDatabase('matching', measure);
