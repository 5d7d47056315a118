// Recruiting benchmark (not a test): `pnpm --filter @agency/api run bench:recruiting`.
// 20,000 candidates (BENCH_CANDIDATES) with 60,000 submissions (two applications and an enquiry each) on SQLite,
// then on Postgres (DATABASE_URL, or a throwaway cluster when initdb is installed; BENCH_POSTGRES=0 skips it).
// Times the staff API's queries as the routes run them (the same functions, no HTTP), sequentially, p50/p95:
// the candidates list (a page, by owner, by tag), search (name, address, reference), a vacancy's board (~300
// cards), the talent pool's board, every board's counts, the Waiting view, one candidate's record.
import { DEFAULT_STAGE_LIMITS, PIPELINE_ENDINGS, PIPELINE_STAGES } from '@agency/forms';
import { cardKeys } from '../src/database/candidate-keys.ts';
import type { Database } from '../src/database/database.ts';
import { candidateRow, onEachDatabase, seedPeople, timed } from './database-bench.ts';
import { boardCounts, readCards } from '../src/recruiting/board-cards.ts';
import { listCandidates } from '../src/recruiting/candidate-list.ts';
import { candidateRecord } from '../src/recruiting/candidate-record.ts';
import { waitingList } from '../src/recruiting/waiting.ts';
import { searchText } from '../src/submissions/submission-store.ts';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const VACANCIES = 50;
const STATUSES = [...PIPELINE_STAGES, ...PIPELINE_ENDINGS, 'rejected', 'rejected', 'withdrawn'];
const limits = { ...DEFAULT_STAGE_LIMITS };

async function seed(database: Database, now: number) {
  const { db } = database;
  const staff: number[] = [];
  for (let i = 1; i <= 5; i += 1)
    staff.push(
      Number(
        (
          await db
            .insertInto('staff_accounts')
            .values({
              email: `staff${i}@agency.example`,
              name: `Staff ${i}`,
              password_hash: null,
              disabled_at: null,
              created_at: now,
              role: 'recruiter',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    );
  let submission = 0;
  await seedPeople(database, CANDIDATES, async (tx, people) => {
    await tx
      .insertInto('candidates')
      .values(
        people.map((person) => ({
          ...candidateRow(person, CANDIDATES, now),
          owner_id: person.id % 2 === 0 ? staff[person.id % staff.length]! : null,
          follow_up_on: person.id % 50 === 0 ? '2026-01-01' : null,
        })),
      )
      .execute();
    await tx
      .insertInto('candidate_tags')
      .values(
        people
          .filter(({ id }) => id % 5 === 0)
          .map(({ id }) => ({ candidate_id: id, tag: id % 10 === 0 ? 'visa' : 'tefl' })),
      )
      .execute();
    const rows = people.flatMap(({ id, first, last, email }) =>
      (['application', 'application', 'enquiry'] as const).map((kind, n) => {
        submission += 1;
        const data = {
          firstName: first,
          surname: last,
          email,
          nationality: 'United Kingdom',
          phone: `85291${String(id).padStart(6, '0')}`,
          // One application in ten goes to the talent pool; the others to one of 50 vacancies.
          vacancy: kind === 'enquiry' || submission % 10 === 0 ? '' : `vacancy-${submission % VACANCIES}`,
        };
        const reference = `${kind === 'enquiry' ? 'ENQ' : 'APP'}-2026-${String(submission).padStart(6, '0')}`;
        const created = now - (CANDIDATES - id) * 1000 - n * 100;
        const keys = cardKeys(data);
        return {
          kind,
          reference,
          idempotency_key: `bench-${submission}`,
          created_at: created,
          email,
          data: JSON.stringify(data),
          search_text: searchText(reference, { email, data }),
          status: kind === 'enquiry' ? 'new' : STATUSES[submission % STATUSES.length]!,
          retention_from: null,
          candidate_id: id,
          board: kind === 'enquiry' ? null : keys.board,
          stage_since: kind === 'enquiry' ? null : created,
          phone_key: keys.phoneKey,
          name_dob_key: keys.nameDobKey,
        };
      }),
    );
    await tx.insertInto('submissions').values(rows).execute();
  });
}

async function measure(database: Database, where: string) {
  const now = Date.now();
  const start = performance.now();
  await seed(database, now);
  console.log(
    `${where}: seeded ${CANDIDATES} candidates, ${CANDIDATES * 3} submissions in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  const cards = await readCards(
    database,
    (q) => q.where('s.board', '=', 'vacancy-7').where('s.status', 'in', [...PIPELINE_STAGES]),
    { now, limits },
  );
  const pool = await readCards(
    database,
    (q) => q.where('s.board', '=', 'pool').where('s.status', 'in', [...PIPELINE_STAGES]),
    { now, limits },
  );
  console.log(`  (a vacancy's board: ${cards.length} cards; the talent pool: ${pool.length} cards)`);
  await timed('list: a page of candidates', RUNS, (i) => listCandidates(database, {}, 1 + (i % 40)));
  await timed('list: by owner', RUNS, (i) => listCandidates(database, { owner: 1 + (i % 5) }, 1));
  await timed('list: by tag', RUNS, () => listCandidates(database, { tag: 'visa' }, 1));
  await timed('search: a name', RUNS, (i) => listCandidates(database, { q: `Priya${1000 + i * 7}` }, 1));
  await timed('search: an address', RUNS, (i) =>
    listCandidates(database, { q: `.${2000 + i * 11}@example` }, 1),
  );
  await timed('search: a reference', RUNS, (i) =>
    listCandidates(database, { q: `APP-2026-${String(3000 + i * 13).padStart(6, '0')}` }, 1),
  );
  await timed("board: a vacancy's cards and counts", RUNS, async (i) => {
    const board = `vacancy-${i % VACANCIES}`;
    await readCards(
      database,
      (q) => q.where('s.board', '=', board).where('s.status', 'in', [...PIPELINE_STAGES]),
      { now, limits },
    );
    await boardCounts(database, board);
  });
  await timed("board: the talent pool's cards and counts", RUNS, async () => {
    await readCards(
      database,
      (q) => q.where('s.board', '=', 'pool').where('s.status', 'in', [...PIPELINE_STAGES]),
      { now, limits },
    );
    await boardCounts(database, 'pool');
  });
  await timed('boards: every board with its counts', RUNS, () => boardCounts(database));
  await timed('waiting: every owner', RUNS, () => waitingList(database, { now, limits }));
  await timed("record: one candidate's", RUNS, (i) =>
    candidateRecord(database, 1 + ((i * 997) % CANDIDATES), { now, limits }),
  );
}

await onEachDatabase('recruiting', measure);
