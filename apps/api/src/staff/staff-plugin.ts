// The staff API (docs/staff.md), registered under /api/staff. Every route passes the staff guard (session and
// same-origin checks) as an onRequest hook of this plugin, so no route can be added without it.
import type { VacancyTitles } from '@agency/forms/inbox';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { CvStorage } from '../cv-storage/cv-storage.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { createSessionStore } from './accounts/sessions.ts';
import { createSignInThrottle } from './accounts/sign-in-throttle.ts';
import { staffGuard } from './guards/staff-guards.ts';
import { alertStaffRoutes } from '../alerts/alert-staff.ts';
import { backupStatusRoute } from './routes/backup-status-route.ts';
import { exportAuditRoutes } from './routes/export-audit-routes.ts';
import { inboxRoutes } from './routes/inbox-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { trackingRoutes } from './routes/tracking-routes.ts';
import type { StaffDeps } from './staff-deps.ts';

export interface StaffApiOptions {
  config: Config;
  database: Database;
  layout: DataLayout;
  cvs: CvStorage;
  /** Tests move the clock to check session expiry and throttling. */
  now?: () => number;
  /** Vacancy titles by slug, from the published content. */
  vacancyTitles?: () => Promise<VacancyTitles>;
}

export const staffApi: FastifyPluginAsync<StaffApiOptions> = async (
  app,
  { config, database, layout, cvs, now = Date.now, vacancyTitles = async () => ({}) },
) => {
  const deps: StaffDeps = {
    database,
    layout,
    cvs,
    sessions: createSessionStore(database),
    throttle: createSignInThrottle(database, app.log),
    retentionDays: config.forms.retentionDays,
    now,
    vacancyTitles,
  };

  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (_request, reply) => {
    // Staff data never belongs in a search engine or a shared cache.
    reply.header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', staffGuard(deps.sessions, config.forms.siteOrigin, now));
  // The time the server spent on the answer (the benchmark's budgets are server time), visible in devtools too.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  sessionRoutes(app, deps);
  inboxRoutes(app, deps);
  trackingRoutes(app, deps);
  exportAuditRoutes(app, deps);
  alertStaffRoutes(app, deps);
  backupStatusRoute(app, deps);
};
