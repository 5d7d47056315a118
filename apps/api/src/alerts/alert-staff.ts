// Job alerts in the staff area (docs/job-alerts.md, "Staff"): how many alerts by status, frequency and criteria,
// the feedback and unsubscribe counts; finding one address's alert and erasing it (written to the audit log,
// without the address). A section of the staff API (staff/staff-plugin.ts), behind its guard; app.ts wires it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAIL_PATTERN } from '@agency/forms';
import type { AlertFound, AlertSummary } from '@agency/forms/inbox';
import type { Database } from '../database/database.ts';
import { submissionsOfAddress } from '../database/erase-address.ts';
import { allow } from '../security/staff-access.ts';
import { findAlertByAddress } from './alert-store.ts';

const add = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export async function alertSummary(database: Database, now: number): Promise<AlertSummary> {
  const { db } = database;
  const byStatus: Record<string, number> = {};
  for (const row of await db
    .selectFrom('alerts')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute())
    byStatus[row.status] = Number(row.n);
  const confirmed: AlertSummary['confirmed'] = {
    total: 0,
    paused: 0,
    byFrequency: {},
    byRegion: {},
    bySector: {},
    byEmploymentType: {},
  };
  // Criteria are small JSON lists: counted here, in pages, so memory stays flat however many alerts there are.
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('alerts')
      .select(['id', 'frequency', 'paused', 'regions', 'sectors', 'employment_types'])
      .where('status', '=', 'confirmed')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (rows.length === 0) break;
    afterId = Number(rows[rows.length - 1]!.id);
    for (const row of rows) {
      confirmed.total += 1;
      if (row.paused === 1) confirmed.paused += 1;
      add(confirmed.byFrequency, row.frequency);
      for (const [column, counts] of [
        [row.regions, confirmed.byRegion],
        [row.sectors, confirmed.bySector],
        [row.employment_types, confirmed.byEmploymentType],
      ] as const)
        for (const value of column === null ? ['any'] : (JSON.parse(column) as string[])) add(counts, value);
    }
  }
  const feedback = { relevant: 0, notRelevant: 0 };
  for (const row of await db
    .selectFrom('alert_feedback')
    .select(['value', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('value')
    .execute()) {
    if (row.value === 'relevant') feedback.relevant = Number(row.n);
    else feedback.notRelevant = Number(row.n);
  }
  const unsubscribes: AlertSummary['unsubscribes'] = { byHow: {}, reasons: {} };
  for (const row of await db
    .selectFrom('alert_unsubscribes')
    .select(['how', 'reason', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['how', 'reason'])
    .execute()) {
    if (row.how === 'reason' && row.reason) unsubscribes.reasons[row.reason] = Number(row.n);
    else unsubscribes.byHow[row.how] = (unsubscribes.byHow[row.how] ?? 0) + Number(row.n);
  }
  // Counted from the runs, not the digests: an alert's digests go with it when it is unsubscribed or erased, and
  // the count would forget mails that were sent.
  const digests = await db
    .selectFrom('alert_runs')
    .select((eb) => eb.fn.sum<number | string | null>('digests').as('n'))
    .where('started_at', '>=', now - 30 * 24 * 60 * 60 * 1000)
    .executeTakeFirst();
  return { byStatus, confirmed, feedback, unsubscribes, digestsLast30Days: Number(digests?.n ?? 0) };
}

const emailOf = (body: unknown): string | null => {
  const value = (body as Record<string, unknown> | null)?.email;
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim()) ? value.trim() : null;
};

export interface AlertStaffDeps {
  database: Database;
  /** How many application drafts the address has (drafts/draft-store.ts). */
  countDrafts: (email: string) => Promise<number>;
  /** Everything kept under the address (../erasure-and-retention.ts), as `pnpm admin erase` does. */
  eraseAddress: (
    email: string,
    by: { actor: string; at: number },
  ) => Promise<{ alertRecords: number; drafts: number; statusRecords: number }>;
}

export const alertStaffRoutes =
  ({ database, countDrafts, eraseAddress }: AlertStaffDeps) =>
  (
    app: FastifyInstance,
    { now, actorOf }: { now: () => number; actorOf: (request: FastifyRequest) => string },
  ) => {
    app.get('/alerts/summary', allow('recruiter'), async () => alertSummary(database, now()));

    // POST, so the address is in no URL (and so in no access log).
    app.post('/alerts/find', allow('recruiter'), async (request, reply) => {
      const email = emailOf(request.body);
      if (!email) return reply.code(400).send({ status: 400, message: 'Enter an e-mail address.' });
      const alert = await findAlertByAddress(database, email);
      const drafts = await countDrafts(email);
      const submissions = await submissionsOfAddress(database, email);
      if (!alert)
        return { found: drafts > 0 || submissions.length > 0, drafts, submissions } satisfies AlertFound;
      return {
        found: true,
        drafts,
        submissions,
        alert: {
          status: alert.status,
          paused: alert.paused,
          frequency: alert.frequency,
          lang: alert.lang,
          criteria: alert.criteria,
          confirmedAt: alert.confirmedAt,
          lastConfirmedAt: alert.lastConfirmedAt,
        },
      } satisfies AlertFound;
    });

    // Everything kept under the address, as `pnpm admin erase` does.
    app.post('/alerts/erase', allow('admin', { freshSignIn: true }), async (request, reply) => {
      const email = emailOf(request.body);
      if (!email) return reply.code(400).send({ status: 400, message: 'Enter an e-mail address.' });
      const erased = await eraseAddress(email, { actor: actorOf(request), at: now() });
      return { erased: erased.alertRecords, drafts: erased.drafts, statusRecords: erased.statusRecords };
    });
  };
