// The periodic clean-up (docs/forms-api.md, "Retention"): each feature that keeps something for a limited time
// answers through a CleanUpStep (unclaimed and orphan CV files, submissions past the retention period, drafts past
// their 30 days, spent status links); the top (../erasure-and-retention.ts) lists them, so the server's hourly job
// and `pnpm admin sweep` run the same steps. The job runs once an hour across all nodes (jobs.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database.ts';
import { scheduleJob } from './jobs.ts';

/** What a step removed, by name: a count, the references removed, or counts by kind. */
export type Removed = Record<string, number | readonly string[] | Record<string, number>>;

/** One feature's part of the clean-up: removes what is past its time at `now`, and says what went. */
export type CleanUpStep<R extends Removed = Removed> = (now: number) => Promise<R>;

type Merged<Steps extends readonly CleanUpStep[]> = (
  Awaited<ReturnType<Steps[number]>> extends infer R ? (R extends unknown ? (all: R) => void : never) : never
) extends (all: infer All) => void
  ? All
  : never;

/** Runs the steps one after the other; what each removed, in one record. */
export async function runCleanUp<const Steps extends readonly CleanUpStep[]>(
  steps: Steps,
  now: number,
): Promise<Merged<Steps>> {
  let removed: Removed = {};
  for (const step of steps) removed = { ...removed, ...(await step(now)) };
  return removed as Merged<Steps>;
}

const count = (value: Removed[string]): number =>
  typeof value === 'number'
    ? value
    : Array.isArray(value)
      ? value.length
      : Object.values(value).reduce((sum, n) => sum + n, 0);

export interface CleanUpOptions {
  database: Database;
  steps: readonly CleanUpStep[];
  log: FastifyBaseLogger;
  intervalMs?: number;
}

export function startCleanUp({ database, steps, log, intervalMs = 60 * 60 * 1000 }: CleanUpOptions) {
  return scheduleJob(database, {
    name: 'forms-clean-up',
    everyMs: intervalMs,
    log,
    run: async () => {
      const removed = await runCleanUp(steps, Date.now());
      if (Object.values(removed).some((value) => count(value) > 0))
        log.info(removed, 'forms clean-up removed expired data');
    },
  });
}
