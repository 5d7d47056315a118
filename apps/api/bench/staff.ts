// Staff inbox benchmark (not a test): `pnpm --filter @agency/api run bench:staff`.
// 20,000 submissions (BENCH_SUBMISSIONS) in the forms database, the real server as a child process, one signed-in
// staff member; measures sequential requests on 127.0.0.1: the server's own time (its Server-Timing header) and the
// round trip the client saw:
//  1. a list page (25 rows) for each kind of filter, p50/p95;
//  2. searches by reference, name and e-mail, p50/p95;
//  3. the CSV export of every submission: time, size, and the server's RSS before and at its peak meanwhile; and
//     GET / (a cached page) every 25 ms meanwhile: how long a visitor waits while staff export (issue 27: <= 100 ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_STATUSES, ENQUIRY_STATUSES } from '@agency/forms';
import { dataLayout } from '../src/database/data-layout.ts';
import { openDatabase } from '../src/database/database.ts';
import { ensureDirs } from '../src/database/durable-files.ts';
import { applicationPlan, enquiryPlan } from '../src/submissions/form-plans.ts';
import type { SubmitPlan } from '../src/submissions/submit-form.ts';
import { searchText } from '../src/submissions/submission-store.ts';
import { startChildServer } from '../src/test-support/child-server.ts';
import { applicationFields, enquiryFields } from '../src/test-support/wire-bodies.ts';
import { createAccount, setPassword } from '../src/staff/accounts/staff-accounts.ts';

const TOTAL = Number(process.env.BENCH_SUBMISSIONS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const DAY = 24 * 60 * 60 * 1000;
const FIRST = ['Mei', 'Tom', 'Aisha', 'Ka Yan', 'Oliver', 'Siobhan', 'Wing', 'Priya', 'Lucas', 'Hannah'];
const LAST = ['Chan', 'Baker', 'Wong', 'Smith', 'Lee', "O'Neill", 'Cheung', 'Patel', 'Ng', 'Taylor'];
const VACANCIES = ['kg-teacher-tsuen-wan', 'primary-net-sha-tin', 'phonics-macau', 'secondary-net-kowloon'];

function toRecord<T>(
  plan: SubmitPlan<T>,
  fields: Record<string, string | string[]>,
): Record<string, unknown> {
  const parsed = plan.parse(fields);
  if (!parsed.ok) throw new Error(`invalid seed row: ${JSON.stringify(parsed.errors)}`);
  return plan.toRecord(parsed.values).data;
}

async function seed(dataDir: string): Promise<void> {
  const layout = dataLayout(dataDir);
  ensureDirs(layout.root, layout.uploads, layout.uploadsTmp, layout.mailDir);
  const db = await openDatabase({ url: null, file: layout.database });
  const now = Date.now();
  await db.db.transaction().execute(async (trx) => {
    for (let id = 1; id <= TOTAL; id += 1) {
      const kind = id % 3 === 0 ? 'enquiry' : 'application';
      const first = `${FIRST[id % FIRST.length]}${id}`;
      const last = LAST[(id * 7) % LAST.length]!;
      const email = `${first.toLowerCase().replace(/\s/g, '.')}.${last.toLowerCase().replace(/\W/g, '')}@example.com`;
      // Through the forms' own parse and record steps, so rows are stored exactly as the API stores them.
      const stored =
        kind === 'enquiry'
          ? toRecord(enquiryPlan, enquiryFields({ last_name: first, surname: last, email }))
          : toRecord(
              applicationPlan,
              applicationFields(`cv-${String(id).padStart(8, '0')}`, {
                last_name: first,
                surname: last,
                email,
                ...(id % 2 === 0
                  ? {
                      vacancy: VACANCIES[(id >> 1) % VACANCIES.length]!,
                      sectors: ['Kindergarten'],
                      functions: ['Native English teacher'],
                    }
                  : {}),
              }),
            );
      const statuses = kind === 'enquiry' ? ENQUIRY_STATUSES : APPLICATION_STATUSES;
      const createdAt = now - Math.floor(((TOTAL - id) / TOTAL) * 700 * DAY);
      // References as they were made before issue 27 (the row number): existing ones keep working.
      const year = new Date(createdAt).getUTCFullYear();
      const reference = `${kind === 'enquiry' ? 'ENQ' : 'APP'}-${year}-${String(id).padStart(6, '0')}`;
      await trx
        .insertInto('submissions')
        .values({
          id,
          kind,
          reference,
          idempotency_key: `bench-${id}`,
          created_at: createdAt,
          email,
          data: JSON.stringify(stored),
          status: statuses[id % statuses.length],
          search_text: searchText(reference, { email, data: stored }),
        })
        .execute();
    }
  });
  const account = await createAccount(db, 'bench@agency.example', 'Bench', now);
  await setPassword(db, account.id, 'benchmark password');
  await db.close();
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-bench-'));
  let started = performance.now();
  await seed(dataDir);
  await new Promise((resolve) => setTimeout(resolve, 500)); // the password hash finishes
  console.log(`seeded ${TOTAL} submissions in ${Math.round(performance.now() - started)} ms`);
  const server = await startChildServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const api = `${server.origin}/api/staff`;
  try {
    const signIn = await fetch(`${api}/session`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@agency.example', password: 'benchmark password' }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const get = async (route: string) => {
      const started = performance.now();
      const response = await fetch(`${api}${route}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${route}: ${response.status}`);
      const body = (await response.json()) as { total?: number };
      const server = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
      return { total: body.total ?? 0, server, roundTrip: performance.now() - started };
    };

    const time = async (label: string, route: string) => {
      await get(route); // warm
      const server: number[] = [];
      const roundTrip: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const result = await get(route);
        total = result.total;
        server.push(result.server);
        roundTrip.push(result.roundTrip);
      }
      server.sort((a, b) => a - b);
      roundTrip.sort((a, b) => a - b);
      const ms = (n: number) => `${n.toFixed(1).padStart(5)} ms`;
      console.log(
        `${label.padEnd(42)} ${String(total).padStart(6)} rows  server p50 ${ms(percentile(server, 50))} p95 ${ms(percentile(server, 95))}  round trip p95 ${ms(percentile(roundTrip, 95))}`,
      );
    };

    console.log(`\nlist pages (25 rows), ${RUNS} requests each, sequential:`);
    await time('no filter, page 1', '/submissions');
    await time('no filter, page 400 (the oldest)', '/submissions?page=400');
    await time('kind=application', '/submissions?kind=application');
    await time('status=shortlisted', '/submissions?status=shortlisted');
    await time('vacancy', `/submissions?vacancy=${VACANCIES[1]}`);
    const from = new Date(Date.now() - 90 * DAY).toISOString().slice(0, 10);
    await time('date range (last 90 days)', `/submissions?from=${from}`);
    await time(
      'kind + status + vacancy + dates, page 2',
      `/submissions?kind=application&status=interview&vacancy=${VACANCIES[3]}&from=2020-01-01&page=2`,
    );
    console.log(`\nsearches, ${RUNS} requests each:`);
    await time('reference (APP-…-012345)', '/submissions?q=012345');
    await time('name (Ka Yan)', '/submissions?q=ka%20yan');
    await time('e-mail (wing777)', '/submissions?q=wing777');
    await time('no match', '/submissions?q=zzzz-nobody');

    console.log('\nCSV export of every submission:');
    const before = rssMb(server.child.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.child.pid!));
    }, 10);
    // A visitor meanwhile: GET / (rendered once before, then cached) every 25 ms until the export is done.
    // The pages rendered ahead of visitors first (a render waiting in that queue is not what is measured here).
    for (
      let waited = 0;
      !server.logs().includes('site pages rendered ahead') && waited < 60_000;
      waited += 100
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    await (await fetch(`${server.origin}/`)).arrayBuffer();
    const alone: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const at = performance.now();
      await (await fetch(`${server.origin}/`)).arrayBuffer();
      alone.push(performance.now() - at);
    }
    alone.sort((a, b) => a - b);
    const visitor: number[] = [];
    let exporting = true;
    const visits = (async () => {
      while (exporting) {
        const at = performance.now();
        await (await fetch(`${server.origin}/`)).arrayBuffer();
        visitor.push(performance.now() - at);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    started = performance.now();
    const response = await fetch(`${api}/submissions.csv`, { headers: { cookie } });
    let bytes = 0;
    let firstByteMs = 0;
    for await (const chunk of response.body!) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += (chunk as Uint8Array).length;
    }
    const elapsed = performance.now() - started;
    exporting = false;
    await visits;
    clearInterval(sampler);
    visitor.sort((a, b) => a - b);
    peak = Math.max(peak, rssMb(server.child.pid!));
    console.log(
      `${TOTAL} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${Math.round(elapsed)} ms (first byte after ${Math.round(firstByteMs)} ms); ` +
        `server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak (+${(peak - before).toFixed(1)} MB)`,
    );
    console.log(
      `GET / alone (20 requests): p50 ${percentile(alone, 50).toFixed(0)} ms, p95 ${percentile(alone, 95).toFixed(0)} ms`,
    );
    console.log(
      `GET / meanwhile (${visitor.length} requests): p50 ${percentile(visitor, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(visitor, 95).toFixed(0)} ms, max ${(visitor.at(-1) ?? 0).toFixed(0)} ms`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
