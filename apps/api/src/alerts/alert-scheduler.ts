// Runs the digests when they are due (08:00 Hong Kong daily; Mondays for weekly) and the daily upkeep, once
// across every node sharing the database (the database module's job lock). Keeps the record of when each vacancy
// first became open: after every publish (webhook or a re-read dataset) and before every run.
import type { AlertFrequency } from '@agency/forms';
import type { Database } from '../database/database.ts';
import { repeatEvery, runJobOnce } from '../database/jobs.ts';
import {
  openAlertVacancies,
  recordAnnouncements,
  runDigests,
  runFinished,
  type DigestRunResult,
} from './alert-digest.ts';
import type { AlertVacancy } from './alert-matching.ts';
import { queueAlertMail, queueAlertMails } from './alert-outbox.ts';
import { forcedSlot, latestSlot, type RunSlot } from './alert-schedule.ts';
import { alertUpkeep } from './alert-store.ts';
import type { VacanciesQueryResult } from '@agency/content';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AlertJobsOptions {
  database: Database;
  /** The published vacancies (the site's vacancies query). */
  vacancies: () => Promise<VacanciesQueryResult>;
  /** Wakes the mail worker after mail was queued. */
  kick: () => void;
  log: {
    info: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
  now?: () => number;
}

export function alertJobs(options: AlertJobsOptions) {
  const { database, kick, log } = options;
  const now = options.now ?? Date.now;

  async function openNow(): Promise<AlertVacancy[]> {
    const open = openAlertVacancies(await options.vacancies(), new Date(now()));
    const added = await recordAnnouncements(database, open, now());
    if (added > 0) log.info({ vacancies: added }, 'vacancies open for job alerts for the first time');
    return open;
  }

  async function run(slot: RunSlot): Promise<DigestRunResult> {
    const open = await openNow();
    const started = performance.now();
    const at = now();
    const result = await runDigests(database, slot, open, {
      now,
      queueDigests: (tx, digests) =>
        queueAlertMails(
          tx,
          digests.map(({ alertId, digestId }) => ({ alertId, purpose: 'alert-digest', digestId })),
          at,
        ),
    });
    if (result.digests > 0) kick();
    log.info({ ...result, ms: Math.round(performance.now() - started) }, 'job alert digests queued');
    return result;
  }

  return {
    /** Records newly open vacancies (after a publish). */
    syncAnnouncements: () => openNow().then(() => undefined),
    /** Every digest run that is due now and not finished (a crashed one runs again), once across nodes. */
    async runDue(): Promise<DigestRunResult[]> {
      const results: DigestRunResult[] = [];
      for (const frequency of ['daily', 'weekly'] as const) {
        const slot = latestSlot(frequency, now());
        if (await runFinished(database, slot.key)) continue;
        await runJobOnce(database, `alert-digest-${frequency}`, 0, async () => {
          if (!(await runFinished(database, slot.key))) results.push(await run(slot));
        });
      }
      return results;
    },
    /** A run forced now by an operator (`pnpm admin alerts run --frequency …`). */
    async runForced(frequency: AlertFrequency): Promise<DigestRunResult> {
      let result: DigestRunResult | null = null;
      const ran = await runJobOnce(database, `alert-digest-${frequency}`, 0, async () => {
        result = await run(forcedSlot(frequency, now()));
      });
      if (!ran || !result) throw new Error(`a ${frequency} digest run is already running`);
      return result;
    },
    /** Unconfirmed alerts out after 7 days, the yearly "keep this alert?", and alerts not kept out. */
    async upkeep(): Promise<void> {
      await runJobOnce(database, 'alert-upkeep', DAY_MS, async () => {
        const at = now();
        const result = await alertUpkeep(database, at, (tx, mail) => queueAlertMail(tx, mail, at));
        if (result.asked > 0) kick();
        log.info(result, 'job alert upkeep');
      });
    },
  };
}

export type AlertJobs = ReturnType<typeof alertJobs>;

/** Looks every minute whether a run is due (and the upkeep); stops with the server. */
export function startAlertScheduler(jobs: AlertJobs, log: AlertJobsOptions['log'], checkMs = 60_000) {
  return repeatEvery({
    checkMs,
    check: () => jobs.runDue().then(() => jobs.upkeep()),
    onError: (error) => log.error({ err: error }, 'job alert run failed'),
  });
}
