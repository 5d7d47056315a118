// CV search benchmark (not a test): `pnpm --filter @agency/api run bench:cv-search` (decision 072).
// 20,000 candidates (BENCH_CVS), each with an application and a CV whose words (~6,000 characters, a CV's length)
// are in cv_texts, on SQLite (FTS5) and then on Postgres (tsvector + GIN; DATABASE_URL, or a throwaway cluster
// when initdb is installed; BENCH_POSTGRES=0 skips it). Times the staff search as the routes run it (the candidates
// list and the inbox, the same functions, no HTTP), sequentially, p50/p95: a word in one CV, a word in a few
// hundred, a common word (thousands), two words, a name (the address/name search with the CV search beside it).
// Then the reading itself, off the request path: a ~4 MB PDF's text on the worker thread.
import { sql } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Database } from '../src/database/database.ts';
import { listCandidates } from '../src/recruiting/candidate-list.ts';
import { listSubmissions } from '../src/staff/inbox/inbox-queries.ts';
import { searchText } from '../src/submissions/submission-store.ts';
import { readCvText } from '../src/uploads/cv-reading.ts';
import { candidateRow, onEachDatabase, seedPeople, timed as timedRuns } from './database-bench.ts';

const CVS = Number(process.env.BENCH_CVS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const COMMON = (
  'teacher teaching english students classroom lessons primary secondary kindergarten school curriculum ' +
  'phonics reading writing grammar speaking listening assessment planning experience responsible developed ' +
  'managed supported university degree bachelor master certificate tefl celta tesol education learning ' +
  'children young learners activities games songs drama debate literature communication skills team ' +
  'colleagues parents reports feedback progress online hong kong macau london manchester sydney toronto'
).split(' ');
/** A fixed pseudo-random sequence: the same data on every run and both databases. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'sto',
  'vi',
  'da',
  'quil',
  'bor',
  'zen',
  'fa',
  'tri',
  'gel',
  'nor',
];
/** 5,000 rarer words: a CV's places, schools, subjects and names beyond the common ones. */
const RARE = Array.from({ length: 5000 }, (_, i) => {
  const next = random(i + 1);
  return Array.from({ length: 2 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * 14)]).join(
    '',
  );
});

/** About 6,000 characters: common words mostly, a rare word now and then, and the school only this CV names. */
function cvText(id: number, name: string): string {
  const next = random(id * 7919);
  const words: string[] = [name, 'Curriculum', 'vitae'];
  for (let length = 0; length < 6000; length += words.at(-1)!.length + 1)
    words.push(
      next() < 0.8
        ? COMMON[Math.floor(next() * next() * COMMON.length)]!
        : RARE[Math.floor(next() * next() * RARE.length)]!,
    );
  words.push(`Taught at Zephyr${id} Academy.`);
  return words.join(' ');
}

async function seed(database: Database, now: number) {
  await seedPeople(database, CVS, async (tx, people) => {
    await tx
      .insertInto('candidates')
      .values(people.map((person) => candidateRow(person, CVS, now)))
      .execute();
    await tx
      .insertInto('submissions')
      .values(
        people.map(({ id, first, last, email }) => {
          const reference = `APP-2026-${String(id).padStart(6, '0')}`;
          const data = { firstName: first, surname: last, email, vacancy: '' };
          return {
            id,
            kind: 'application' as const,
            reference,
            idempotency_key: `bench-${id}`,
            created_at: now - (CVS - id) * 1000,
            email,
            data: JSON.stringify(data),
            search_text: searchText(reference, { email, data }),
            status: 'applied',
            retention_from: null,
            candidate_id: id,
            board: 'pool',
            stage_since: now,
          };
        }),
      )
      .execute();
    await tx
      .insertInto('uploads')
      .values(
        people.map(({ id }) => ({ id: `cv-${id}`, created_at: now, submission_id: id, claimed_at: now })),
      )
      .execute();
    await tx
      .insertInto('upload_files')
      .values(
        people.map(({ id }) => ({
          id: `f-${id}.pdf`,
          upload_id: `cv-${id}`,
          position: 0,
          original_name: 'cv.pdf',
          file_type: 'pdf' as const,
          size: 100_000,
          sha256: '0'.repeat(64),
        })),
      )
      .execute();
    const texts = people.map(({ id, first, last }) => ({
      id,
      file_id: `f-${id}.pdf`,
      outcome: 'read',
      text: cvText(id, `${first} ${last}`),
      read_at: now,
    }));
    await tx.insertInto('cv_texts').values(texts).execute();
    // As database/cv-texts.ts recordCvText writes the index beside the row.
    if (database.dialect === 'sqlite')
      for (const row of texts)
        await sql`INSERT INTO cv_text_search (rowid, text) VALUES (${row.id}, ${row.text})`.execute(tx);
  });
  if (database.dialect === 'postgres') await sql`ANALYZE`.execute(database.db);
}

async function measure(database: Database, where: string) {
  const now = Date.now();
  const start = performance.now();
  await seed(database, now);
  console.log(
    `${where}: seeded ${CVS} candidates with a CV's text each in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  const candidates = (q: string) => listCandidates(database, { q }, 1);
  const inbox = (q: string) => listSubmissions(database, { q }, 1, 365);
  const timed = async (label: string, run: (i: number) => Promise<{ total: number }>) => {
    await timedRuns(`${label} (${(await run(0)).total} found)`, RUNS, run);
  };
  await timed('candidates: a word in one CV', (i) => candidates(`zephyr${1 + ((i * 997) % CVS)}`));
  await timed('candidates: a rarer word', (i) => candidates(RARE[4000 + i * 3]!));
  await timed('candidates: a common word (most CVs)', (i) => candidates(COMMON[i % COMMON.length]!));
  await timed('candidates: two words', (i) => candidates(`${RARE[50 + i]} ${COMMON[i % 10]}`));
  await timed('candidates: a name (address and CV)', (i) => candidates(`Priya${1000 + i * 7}`));
  await timed('inbox: a word in one CV', (i) => inbox(`zephyr${1 + ((i * 991) % CVS)}`));
  await timed('inbox: a common word (most CVs)', (i) => inbox(COMMON[i % COMMON.length]!));
}

/** The reading itself, on the worker thread after the upload's answer: a ~4 MB PDF of text (the upload limit). */
async function readingTime() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = cvText(1, 'Bench').match(/.{1,90}(\s|$)/g)!;
  let pdf = Buffer.alloc(0);
  // pdf-lib writes each page's text uncompressed: pages until the file is about 4 MB.
  for (let p = 0; pdf.length < 3_900_000 && p < 3000; p += 1) {
    const page = doc.addPage([595, 842]);
    for (let i = 0; i < 40; i += 1)
      page.drawText(text[(p * 40 + i) % text.length]!, { x: 30, y: 800 - i * 19, size: 9, font });
    if (p % 25 === 24) pdf = Buffer.from(await doc.save({ useObjectStreams: false }));
  }
  const times: number[] = [];
  let chars = 0;
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    chars = (await readCvText('pdf', pdf)).text.length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Reading a ${(pdf.length / 1e6).toFixed(1)} MB PDF's text on the worker (after the answer): ` +
      `median ${times[2]!.toFixed(0)} ms, max ${times[4]!.toFixed(0)} ms (${chars} characters kept)`,
  );
}

await onEachDatabase('cv-search', measure);
await readingTime();
