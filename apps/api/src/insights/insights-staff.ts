// The Insights page's API (staff area, /api/staff/insights): the figures over a chosen range, as JSON or CSV, for
// recruiters. A section of the staff API (staff/staff-plugin.ts), behind its guard; app.ts wires it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VacancyTitles } from '@agency/forms/inbox';
import { INSIGHTS_MAX_DAYS } from '@agency/forms/insights';
import type { Database } from '../database/database.ts';
import { allow } from '../security/staff-access.ts';
import { addDays, dayOf, isDay } from './insights-day.ts';
import { insightsCsv } from './insights-csv.ts';
import { insightsReport } from './insights-report.ts';

export interface InsightsStaffDeps {
  database: Database;
  vacancyTitles: () => Promise<VacancyTitles>;
  /** This node's counts not written yet are written first, so the page shows the last seconds too. */
  flush: () => Promise<void>;
}

/** The range asked for (`from`, `to`: YYYY-MM-DD, both included; the last 30 days by default), or why not. */
function rangeOf(request: FastifyRequest, today: string): { from: string; to: string } | { problem: string } {
  const query = request.query as Record<string, unknown>;
  const to = query.to ?? today;
  const from = query.from ?? addDays(String(to), -29);
  if (!isDay(from) || !isDay(to)) return { problem: 'from and to must be days written as YYYY-MM-DD.' };
  if (from > to) return { problem: 'from must not be after to.' };
  if (addDays(from, INSIGHTS_MAX_DAYS - 1) < to)
    return {
      problem: `A range may span at most ${INSIGHTS_MAX_DAYS} days (the figures are kept 25 months).`,
    };
  return { from, to };
}

export const insightsStaffRoutes =
  ({ database, vacancyTitles, flush }: InsightsStaffDeps) =>
  (app: FastifyInstance, { now }: { now: () => number }) => {
    const report = async (request: FastifyRequest, reply: FastifyReply) => {
      const range = rangeOf(request, dayOf(now()));
      if ('problem' in range) {
        await reply.code(400).send({ status: 400, message: range.problem });
        return null;
      }
      await flush();
      const titles = await vacancyTitles().catch(() => ({}));
      return insightsReport(database.db, range.from, range.to, titles);
    };
    app.get('/insights', allow('recruiter'), async (request, reply) => {
      const figures = await report(request, reply);
      return figures ?? reply;
    });
    app.get('/insights.csv', allow('recruiter'), async (request, reply) => {
      const figures = await report(request, reply);
      if (!figures) return reply;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="insights-${figures.from}-${figures.to}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(insightsCsv(figures));
    });
  };
