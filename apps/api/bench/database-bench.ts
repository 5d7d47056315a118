// What the database benchmarks share (recruiting.ts, matching.ts): timing a query as the routes run it, and
// running the measurements on SQLite, then on Postgres (DATABASE_URL, or a throwaway cluster when initdb is
// installed; BENCH_POSTGRES=0 skips it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { candidateSearchText } from '../src/database/candidate-keys.ts';
import { openDatabase, type Database } from '../src/database/database.ts';
import type { Tx } from '../src/database/tables.ts';
import { startPostgresCluster } from '../src/database/test-support/postgres-cluster.ts';

/**
 * Runs `run` `runs` times after one warm-up (the statement caches), sequentially, and prints the wall-clock p50
 * and p95 and this process's CPU time p50 (user + system): on a shared, loaded machine the wall clock mostly
 * measures waiting for a core, the CPU time the work (SQLite works in this process, Postgres in its own).
 */
export async function timed(label: string, runs: number, run: (i: number) => Promise<unknown>) {
  await run(0);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 1; i <= runs; i += 1) {
    const start = performance.now();
    const used = process.cpuUsage();
    await run(i);
    const { user, system } = process.cpuUsage(used);
    times.push(performance.now() - start);
    cpu.push((user + system) / 1000);
  }
  const at = (list: number[], q: number) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)]!.toFixed(1);
  console.log(
    `  ${label.padEnd(44)} p50 ${at(times, 0.5).padStart(7)} ms   p95 ${at(times, 0.95).padStart(7)} ms   cpu p50 ${at(cpu, 0.5).padStart(7)} ms`,
  );
}

/** `measure` on a fresh SQLite database, then on a fresh Postgres database when one can be had. */
export async function onEachDatabase(
  name: string,
  measure: (database: Database, where: string) => Promise<void>,
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  try {
    const sqlite = await openDatabase({ url: null, file: path.join(dir, 'forms.sqlite') });
    await measure(sqlite, 'SQLite');
    await sqlite.close();
    if (process.env.BENCH_POSTGRES === '0') return;
    const cluster = process.env.DATABASE_URL ? null : await startPostgresCluster().catch(() => null);
    const url = process.env.DATABASE_URL || cluster?.url;
    if (!url) {
      console.log('Postgres: skipped (no DATABASE_URL and no initdb)');
      return;
    }
    try {
      const postgres = await openDatabase({ url, file: '' });
      await measure(postgres, 'Postgres');
      await postgres.close();
    } finally {
      cluster?.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const FIRST = ['Mei', 'Tom', 'Aisha', 'Ka Yan', 'Oliver', 'Siobhan', 'Wing', 'Priya', 'Lucas', 'Hannah'];
const LAST = ['Chan', 'Baker', 'Wong', 'Smith', 'Lee', "O'Neill", 'Cheung', 'Patel', 'Ng', 'Taylor'];

export interface BenchPerson {
  id: number;
  first: string;
  last: string;
  email: string;
}

/**
 * People 1…count, 500 to a transaction: `store` writes each batch (candidates, submissions). Names repeat in a
 * cycle and carry the id, so every address is different.
 */
export async function seedPeople(
  { db }: Database,
  count: number,
  store: (tx: Tx, people: BenchPerson[]) => Promise<void>,
): Promise<void> {
  const BATCH = 500;
  for (let start = 1; start <= count; start += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, count - start + 1) }, (_, i) => {
      const id = start + i;
      const first = `${FIRST[id % FIRST.length]}${id}`;
      const last = LAST[(id * 7) % LAST.length]!;
      return { id, first, last, email: `${first.toLowerCase().replace(/\s/g, '.')}.${id}@example.com` };
    });
    await db.transaction().execute((tx) => store(tx, people));
  }
}

/** A person's candidate row: the newest last, nobody's, no follow-up date (a benchmark changes what it needs). */
export const candidateRow = ({ id, email, first, last }: BenchPerson, count: number, now: number) => ({
  id,
  email_key: email,
  search_text: candidateSearchText(email, { firstName: first, surname: last }),
  created_at: now - (count - id) * 3000,
  last_activity_at: now - (count - id) * 1000,
  owner_id: null as number | null,
  follow_up_on: null as string | null,
});
