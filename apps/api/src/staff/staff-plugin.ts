// The staff API (docs/staff.md), registered under /api/staff. Every route passes the staff guard (session and
// same-origin checks) as an onRequest hook of this plugin, so no route can be added without it.
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import type { CvStorage } from '../cv-storage/cv-storage.ts';
import { openDatabase } from '../forms/storage/database.ts';
import { dataLayout } from '../forms/storage/data-layout.ts';
import { ensureDirs } from '../forms/storage/durable-files.ts';
import { createSessionStore } from './accounts/sessions.ts';
import { createSignInThrottle } from './accounts/sign-in-throttle.ts';
import { staffGuard } from './guards/staff-guards.ts';
import { exportAuditRoutes } from './routes/export-audit-routes.ts';
import { inboxRoutes } from './routes/inbox-routes.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { trackingRoutes } from './routes/tracking-routes.ts';
import type { StaffDeps } from './staff-deps.ts';

export interface StaffApiOptions {
  config: Config;
  cvs: CvStorage;
  /** Tests move the clock to check session expiry and throttling. */
  now?: () => number;
}

export const staffApi: FastifyPluginAsync<StaffApiOptions> = async (app, { config, cvs, now = Date.now }) => {
  const layout = dataLayout(config.dataDir);
  ensureDirs(layout.root, layout.uploads, layout.uploadsTmp, layout.mailDir);
  // Its own connection to the forms database (WAL lets it read while the forms API writes).
  const db = openDatabase(layout.database);
  app.addHook('onClose', async () => db.close());
  const deps: StaffDeps = {
    db,
    layout,
    cvs,
    sessions: createSessionStore(db),
    throttle: createSignInThrottle(db),
    retentionDays: config.forms.retentionDays,
    now,
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
};
