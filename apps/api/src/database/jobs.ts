// Scheduled jobs that run once across every node sharing the database (retention sweeps, alert digests). Each
// node looks every `checkMs` whether the job is due (its last run, in scheduled_jobs, is `everyMs` old); the node
// that takes the job's lock runs it and records the run, the others skip it. Postgres: a session advisory lock
// (released by the server if the node dies); SQLite: one node, a lock in this process.
//
//   const job = scheduleJob(database, { name: 'alert-digest', everyMs: DAY_MS, run: sendDigests, log });
//   app.addHook('onClose', job.stop);
import { sql } from 'kysely';
import type { Database } from './database.ts';

export interface JobOptions {
  /** Unique across the app: names the lock and the scheduled_jobs row. */
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  log: { error: (details: object, message: string) => void };
  /** How often each node looks whether the job is due (default: a tenth of everyMs, at most a minute). */
  checkMs?: number;
  /** The first look after start (default 5 s: not in the middle of start-up). */
  firstCheckMs?: number;
}

const localLocks = new Set<string>();

/**
 * Runs the job now if no node runs it at this moment and its last run is at least `everyMs` old (0: whenever no
 * node runs it). Resolves true when this call ran it.
 */
export async function runJobOnce(
  database: Database,
  name: string,
  everyMs: number,
  run: () => Promise<void>,
  now: () => number = Date.now,
): Promise<boolean> {
  const due = async () => {
    const row = await database.db
      .selectFrom('scheduled_jobs')
      .select('last_run_at')
      .where('name', '=', name)
      .executeTakeFirst();
    return !row || now() - row.last_run_at >= everyMs;
  };
  const runAndRecord = async () => {
    if (!(await due())) return false;
    await run();
    const at = now();
    await database.db
      .insertInto('scheduled_jobs')
      .values({ name, last_run_at: at })
      .onConflict((oc) => oc.column('name').doUpdateSet({ last_run_at: at }))
      .execute();
    return true;
  };
  if (database.dialect === 'sqlite') {
    if (localLocks.has(name)) return false;
    localLocks.add(name);
    try {
      return await runAndRecord();
    } finally {
      localLocks.delete(name);
    }
  }
  // The lock lives on one connection: taken and given back on it, while the job uses the pool's others.
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(hashtext(${name})) AS locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      return await runAndRecord();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}

export function scheduleJob(database: Database, options: JobOptions) {
  const { name, everyMs, run, log } = options;
  return repeatEvery({
    checkMs: options.checkMs ?? Math.min(60_000, Math.max(1_000, Math.floor(everyMs / 10))),
    firstCheckMs: options.firstCheckMs,
    check: () => runJobOnce(database, name, everyMs, run),
    onError: (error) => log.error({ err: error, job: name }, 'scheduled job failed'),
  });
}

/**
 * Calls `check` after `firstCheckMs` (default 5 s: not in the middle of start-up), then every `checkMs`, skipping a
 * turn while the previous call still runs; the timers never keep the process alive. `stop()` waits for a call in
 * flight.
 */
export function repeatEvery(options: {
  checkMs: number;
  firstCheckMs?: number;
  check: () => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = options
      .check()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, options.firstCheckMs ?? 5_000);
  const timer = setInterval(tick, options.checkMs);
  first.unref();
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
