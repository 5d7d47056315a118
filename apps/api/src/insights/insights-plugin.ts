// Insights without cookies (decision 071, docs/architecture.md "Insights"): one buffer per node, fed by the site's
// page renders (a hook of site/static-site.ts), by the events the site's script posts, and by the forms when a
// submission is stored (hooks of the submissions store); the staff Insights page reads it. app.ts wires them.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { VacancyTitles } from '@agency/forms/inbox';
import type { Database } from '../database/database.ts';
import { createInsightsBuffer } from './insights-buffer.ts';
import { insightsEvents } from './insights-events-route.ts';
import { insightsStaffRoutes } from './insights-staff.ts';
import { submissionInsights } from './submission-sources.ts';
import { factsOf } from './who-counts.ts';

export function createInsights(
  database: Database,
  log: FastifyBaseLogger,
  options: { flushMs?: number } = {},
) {
  const buffer = createInsightsBuffer(database, { log, ...options });
  return {
    buffer,
    /** A public page was sent (status 200, not personal): an array push, parsed when written. */
    pageView(request: FastifyRequest, url: string) {
      buffer.record({
        at: Date.now(),
        client: request.ip,
        site: request.host,
        facts: factsOf(request.headers),
        kind: 'view',
        url,
        referer: request.headers.referer,
      });
    },
    eventsRoute: insightsEvents,
    submissions: submissionInsights(database, buffer),
    staffSection: (vacancyTitles: () => Promise<VacancyTitles>) =>
      insightsStaffRoutes({ database, vacancyTitles, flush: buffer.flush }),
    close: () => buffer.close(),
  };
}

export type Insights = ReturnType<typeof createInsights>;
