// The staff API (docs/staff.md), registered under /api/staff. Every route states its role and passes the staff
// guard (same-origin, session, role, fresh sign-in) as an onRequest hook of this plugin, so no route can be added
// without it.
import type { VacancyTitles } from '@agency/forms/inbox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { CvStorage } from '../uploads/cv-storage.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { createSessionStore } from './accounts/sessions.ts';
import { createSignInThrottle } from './accounts/sign-in-throttle.ts';
import { staffGuard } from './guards/staff-guards.ts';
import { createStaffOidc } from './oidc/oidc-client.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { backupStatusRoute } from './routes/backup-status-route.ts';
import { oidcRoutes } from './routes/oidc-routes.ts';
import { passkeyRoutes } from './routes/passkey-routes.ts';
import { staffAccountRoutes } from './routes/staff-account-routes.ts';
import { exportAuditRoutes } from './routes/export-audit-routes.ts';
import { inboxRoutes } from './routes/inbox-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { trackingRoutes } from './routes/tracking-routes.ts';
import type { StaffDeps } from './staff-deps.ts';

/**
 * Routes another feature adds to the staff API (the job alerts' summary and erasure), behind the same guard. app.ts
 * hands them in; the section learns the staff clock and who is signed in, nothing else of the staff area.
 */
export type StaffSection = (
  app: FastifyInstance,
  staff: {
    now: () => number;
    actorOf: (request: FastifyRequest) => string;
    /** The signed-in staff member's account id (their own saved filters). */
    staffIdOf: (request: FastifyRequest) => number;
  },
) => void;

export interface StaffApiOptions {
  config: Config;
  database: Database;
  layout: DataLayout;
  cvs: CvStorage;
  /** Tests move the clock to check session expiry and throttling. */
  now?: () => number;
  /** Vacancy titles by slug, from the published content. */
  vacancyTitles?: () => Promise<VacancyTitles>;
  sections?: readonly StaffSection[];
  /** "Tell the applicant": queues the status feature's news mail with a status link (app.ts wires it). */
  queueStatusNews?: StaffDeps['queueStatusNews'];
}

export const staffApi: FastifyPluginAsync<StaffApiOptions> = async (
  app,
  {
    config,
    database,
    layout,
    cvs,
    now = Date.now,
    vacancyTitles = async () => ({}),
    sections = [],
    queueStatusNews = async () => {},
  },
) => {
  const deps: StaffDeps = {
    database,
    layout,
    cvs,
    sessions: createSessionStore(database),
    throttle: createSignInThrottle(database, app.log),
    retentionDays: config.forms.retentionDays,
    siteOrigin: config.forms.siteOrigin,
    oidc: config.staffOidc ? createStaffOidc(config.staffOidc) : null,
    now,
    vacancyTitles,
    queueStatusNews,
  };

  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);
  // Every route states who may call it (guards/route-access.ts); one that does not is a mistake caught at start.
  app.addHook('onRoute', (route) => {
    if (!route.config?.staff)
      throw new Error(`${route.method} ${route.url}: a staff route must state its role`);
  });
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
  for (const section of sections)
    section(app, {
      now,
      actorOf: (request) => request.staff!.email,
      staffIdOf: (request) => Number(request.staff!.id),
    });
  backupStatusRoute(app, deps);
  passkeyRoutes(app, deps);
  oidcRoutes(app, deps);
  accountRoutes(app, deps);
  staffAccountRoutes(app, deps);
};
