// The digest run (issue 29): for each confirmed, unpaused alert of a frequency, one mail listing the vacancies
// first open since its last digest that match it and are still open; nothing new, no mail.
//
// At most one digest per (alert, run), even across a crash or two nodes running the same run: alerts are taken in
// batches, and per batch one transaction writes the digests (UNIQUE (alert_id, run_key)), their outbox rows and
// the alerts' cursors. A crashed run is simply run again: the alerts already done have their cursor at the run's
// cut-off and are not due any more; a digest already written is not written twice.
import { setImmediate } from 'node:timers/promises';
import { isVacancyOpen, todayInHongKong, type VacanciesQueryResult } from '@agency/content';
import type { AlertCriteria } from '@agency/forms';
import type { Database } from '../database/database.ts';
import type { Tx } from '../database/tables.ts';
import { digestVacancies, type AlertVacancy } from './alert-matching.ts';
import type { RunSlot } from './alert-schedule.ts';

/** Alerts per transaction: big enough to be quick, small enough to keep memory flat and locks short. */
const BATCH = 100;

/** The vacancies of the published content that are open today (Hong Kong), as the digest shows them. */
export function openAlertVacancies(vacancies: VacanciesQueryResult, now: Date = new Date()): AlertVacancy[] {
  const today = todayInHongKong(now);
  return vacancies
    .filter((vacancy) => isVacancyOpen(vacancy, today))
    .map((vacancy) => ({
      id: vacancy._id,
      slug: vacancy.slug,
      region: vacancy.region,
      sector: vacancy.sector,
      employmentType: vacancy.employmentType,
      startDate: vacancy.startDate,
      title: { en: vacancy.title.en, 'zh-Hant': vacancy.title.zhHant || vacancy.title.en },
      salary: vacancy.salary ?? null,
    }));
}

/**
 * Records when each open vacancy was first seen open (after a publish, a re-read dataset, and before each run).
 * A vacancy already recorded keeps its time: an edit never announces it again. Returns how many are new.
 */
export async function recordAnnouncements(
  database: Database,
  open: readonly AlertVacancy[],
  now: number,
): Promise<number> {
  if (open.length === 0) return 0;
  const result = await database.db
    .insertInto('vacancy_announcements')
    .values(open.map((vacancy) => ({ vacancy_id: vacancy.id, first_open_at: now })))
    .onConflict((oc) => oc.column('vacancy_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export interface DigestRunResult {
  key: string;
  /** Alerts looked at in this call. */
  alerts: number;
  /** Digests queued in this call. */
  digests: number;
}

export interface DigestRunOptions {
  /** Queues a batch's digest mails in its transaction (the outbox rows). */
  queueDigests: (tx: Tx, digests: { alertId: number; digestId: number }[]) => Promise<void>;
  now?: () => number;
  batchSize?: number;
}

const list = (value: string | null): string[] | null =>
  value === null ? null : (JSON.parse(value) as string[]);

/** Runs one slot's digests; `open` is the content's open vacancies at the time of the run. */
export async function runDigests(
  database: Database,
  slot: RunSlot,
  open: readonly AlertVacancy[],
  options: DigestRunOptions,
): Promise<DigestRunResult> {
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? BATCH;
  await database.db
    .insertInto('alert_runs')
    .values({ run_key: slot.key, started_at: now(), finished_at: null, alerts: 0, digests: 0 })
    .onConflict((oc) => oc.column('run_key').doNothing())
    .execute();
  const due = () =>
    database.db
      .selectFrom('alerts')
      .where('status', '=', 'confirmed')
      .where('paused', '=', 0)
      .where('frequency', '=', slot.frequency)
      .where('digest_cursor', '<', slot.at);
  const oldest = await due()
    .select((eb) => eb.fn.min('digest_cursor').as('since'))
    .executeTakeFirst();
  const since = oldest?.since == null ? null : Number(oldest.since);
  let alerts = 0;
  let digests = 0;
  if (since !== null) {
    const openById = new Map(open.map((vacancy) => [vacancy.id, vacancy]));
    const announced = (
      await database.db
        .selectFrom('vacancy_announcements')
        .select(['vacancy_id', 'first_open_at'])
        .where('first_open_at', '>', since)
        .where('first_open_at', '<=', slot.at)
        .orderBy('first_open_at')
        .orderBy('vacancy_id')
        .execute()
    )
      // Filled or closed before the run: left out.
      .flatMap((row) => {
        const vacancy = openById.get(row.vacancy_id);
        return vacancy ? [{ vacancy, firstOpenAt: Number(row.first_open_at) }] : [];
      });
    if (announced.length === 0) {
      // Nothing new for anyone: every due alert's cursor moves on in one statement.
      const moved = await database.db
        .updateTable('alerts')
        .set({ digest_cursor: slot.at })
        .where('status', '=', 'confirmed')
        .where('paused', '=', 0)
        .where('frequency', '=', slot.frequency)
        .where('digest_cursor', '<', slot.at)
        .executeTakeFirst();
      alerts = Number(moved.numUpdatedRows);
    } else {
      // The run's vacancies are stored once, as mailed; each digest lists their ids. A run started again after a
      // crash adds those it did not have and keeps the first copy of the others.
      await database.db
        .insertInto('alert_run_vacancies')
        .values(
          announced.map(({ vacancy }) => ({
            run_key: slot.key,
            vacancy_id: vacancy.id,
            vacancy: JSON.stringify(vacancy),
          })),
        )
        .onConflict((oc) => oc.columns(['run_key', 'vacancy_id']).doNothing())
        .execute();
      let afterId = 0;
      for (;;) {
        const rows = await due()
          .select(['id', 'regions', 'sectors', 'employment_types', 'digest_cursor'])
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(batchSize)
          .execute();
        if (rows.length === 0) break;
        // Between batches the server answers its visitors: SQLite (better-sqlite3) holds the event loop for
        // as long as a batch's statements run, so a batch is kept short and the loop gets a turn after each.
        if (afterId > 0) await setImmediate();
        afterId = Number(rows[rows.length - 1]!.id);
        alerts += rows.length;
        const matched = rows.flatMap((row) => {
          const criteria: AlertCriteria = {
            regions: list(row.regions),
            sectors: list(row.sectors),
            employmentTypes: list(row.employment_types),
          };
          const vacancies = digestVacancies(criteria, Number(row.digest_cursor), slot.at, announced);
          return vacancies.length > 0 ? [{ alertId: Number(row.id), vacancies }] : [];
        });
        // A batch is a few statements, whatever its size: its digests in one, their mails in one, the cursors in
        // one (a statement per digest held the event loop ~4 times as long).
        digests += await database.db.transaction().execute(async (tx) => {
          const written =
            matched.length === 0
              ? []
              : await tx
                  .insertInto('alert_digests')
                  .values(
                    matched.map(({ alertId, vacancies }) => ({
                      alert_id: alertId,
                      run_key: slot.key,
                      created_at: now(),
                      vacancies: JSON.stringify(vacancies.map((vacancy) => vacancy.id)),
                    })),
                  )
                  // Written before a crash: that alert's digest exists, and so does its mail.
                  .onConflict((oc) => oc.columns(['alert_id', 'run_key']).doNothing())
                  .returning(['id', 'alert_id'])
                  .execute();
          const queued = written
            .map((row) => ({ alertId: Number(row.alert_id), digestId: Number(row.id) }))
            .sort((a, b) => a.alertId - b.alertId);
          if (queued.length > 0) await options.queueDigests(tx, queued);
          await tx
            .updateTable('alerts')
            .set({ digest_cursor: slot.at })
            .where(
              'id',
              'in',
              rows.map((row) => Number(row.id)),
            )
            .where('digest_cursor', '<', slot.at)
            .execute();
          return queued.length;
        });
      }
    }
  }
  await database.db
    .updateTable('alert_runs')
    .set((eb) => ({
      finished_at: now(),
      alerts: eb('alerts', '+', alerts),
      digests: eb('digests', '+', digests),
    }))
    .where('run_key', '=', slot.key)
    .execute();
  return { key: slot.key, alerts, digests };
}

/** Runs whose vacancies are kept in memory while their digests are sent (a daily and a weekly run, with room). */
const RUNS_KEPT = 4;

/**
 * The vacancies of one digest, as mailed. A run's vacancies are read once and kept while its digests are sent,
 * so thousands of digests share one copy of them (and one rendering: alert-mails.ts).
 */
export function digestVacanciesReader(database: Database) {
  const runs = new Map<string, Map<string, AlertVacancy>>();
  return async (digest: { run_key: string; vacancies: string }): Promise<AlertVacancy[]> => {
    const listed = JSON.parse(digest.vacancies) as (string | AlertVacancy)[];
    // Written before 2026-11-26: the digest holds its vacancies itself.
    if (listed.some((entry) => typeof entry !== 'string')) return listed as AlertVacancy[];
    const ids = listed as string[];
    let run = runs.get(digest.run_key);
    if (!run || ids.some((id) => !run!.has(id))) {
      const rows = await database.db
        .selectFrom('alert_run_vacancies')
        .select(['vacancy_id', 'vacancy'])
        .where('run_key', '=', digest.run_key)
        .execute();
      run = new Map(rows.map((row) => [row.vacancy_id, JSON.parse(row.vacancy) as AlertVacancy]));
      runs.delete(digest.run_key);
      runs.set(digest.run_key, run);
      if (runs.size > RUNS_KEPT) runs.delete(runs.keys().next().value!);
    }
    return ids.flatMap((id) => run.get(id) ?? []);
  };
}

/** Whether a slot's run has finished (a crashed one has not: it runs again). */
export async function runFinished(database: Database, key: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('alert_runs')
    .select('finished_at')
    .where('run_key', '=', key)
    .executeTakeFirst();
  return row?.finished_at != null;
}
