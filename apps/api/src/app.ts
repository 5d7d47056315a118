import { flushCompileCache } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { PostedForm } from '@agency/forms';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config.ts';
import { openCvStorage } from './uploads/cv-storage.ts';
import { contentApi } from './content/content-plugin.ts';
import { shareContentChanges } from './content/content-changes-across-nodes.ts';
import { openContentRuntime } from './content/content-runtime.ts';
import { dataLayout } from './database/data-layout.ts';
import { openDatabase, type Database } from './database/database.ts';
import { ensureDirs } from './database/durable-files.ts';
import { formsApi } from './forms-plugin.ts';
import type { AlertMailHandler, MailWorker, SubmissionMailHandler } from './mail/mail-worker.ts';
import { alertMailHandler } from './alerts/alert-outbox.ts';
import { backupFailedMailHandler } from './backups/backup-failed-mail.ts';
import { startBackupSchedule } from './backups/backup-schedule.ts';
import { cachedAgencyFacts, type ContentFetch } from './mail/agency-facts.ts';
import { warnOfExampleLicence } from './content/example-licence-warning.ts';
import { queueStatusNews, statusMailHandler } from './status/status-mails.ts';
import { statusPages } from './status/status-plugin.ts';
import { alertJobs, startAlertScheduler } from './alerts/alert-scheduler.ts';
import { alertPages } from './alerts/alerts-plugin.ts';
import { alertStaffRoutes } from './alerts/alert-staff.ts';
import { countDraftsOf } from './drafts/draft-store.ts';
import { eraseAnAddress } from './erasure-and-retention.ts';
import {
  eligibilityRoutesQuery,
  vacanciesQuery,
  vacancyTitlesQuery,
  type EligibilityRoutesQueryResult,
  type VacanciesQueryResult,
  type VacancyTitlesQueryResult,
} from '@agency/content';
import { healthRoutes } from './health/health-routes.ts';
import { createInsights } from './insights/insights-plugin.ts';
import { clientErrorHandler } from './security/client-errors.ts';
import { getRateLimit } from './security/get-rate-limit.ts';
import { logSerializers, RequestLogController } from './security/request-log.ts';
import { securityHeaders } from './security/security-headers.ts';
import { createPreview, previewRoutes } from './preview/preview.ts';
import { loadSiteBundle } from './site/site-bundle.ts';
import { createSitePages } from './site/site-pages.ts';
import { staticSite } from './site/static-site.ts';
import { staffMailHandler } from './staff/accounts/lock-out-alert.ts';
import { recruitingRoutes } from './recruiting/recruiting-section.ts';
import { candidateMailHandler } from './recruiting/candidate-mail/mail-handler.ts';
import { startCvTextReader } from './uploads/cv-text-reader.ts';
import { startWaitingMails, waitingMailHandler } from './recruiting/waiting-mail.ts';
import { staffApi } from './staff/staff-plugin.ts';
import { shareMailHandler } from './presenting/share-mails.ts';
import { sharePages } from './presenting/share-pages.ts';
import { shareStaffRoutes } from './presenting/share-staff-routes.ts';
import { staffSite } from './staff/staff-site.ts';

/**
 * Mail owned by a staff member: the lock-out alert (staff/), the morning's waiting candidates (recruiting/), a
 * shared profile to a school and the school's answer (presenting/).
 */
function staffMail(database: Database, config: Config): AlertMailHandler {
  const addresses = { database, mailFrom: config.forms.mailFrom, mailTo: config.forms.mailTo };
  const lockOut = staffMailHandler(addresses);
  const waiting = waitingMailHandler(addresses);
  const shares = shareMailHandler(addresses);
  const of = (row: { purpose: string }) =>
    row.purpose === 'staff-waiting'
      ? waiting
      : row.purpose === 'profile-share' || row.purpose === 'profile-answer'
        ? shares
        : lockOut;
  return { compose: (row, agency) => of(row).compose(row, agency), refused: (row) => of(row).refused(row) };
}

/** A submission's mails besides the two of the forms: status mails (status/), staff's to a candidate (recruiting/). */
function submissionMail(config: Config): SubmissionMailHandler {
  const addresses = { mailFrom: config.forms.mailFrom, mailTo: config.forms.mailTo };
  const status = statusMailHandler(addresses);
  const candidate = candidateMailHandler(addresses);
  return (row, submission, agency) =>
    row.purpose === 'candidate-mail' ? candidate(row, submission, agency) : status(row, submission, agency);
}

/** This server's own address, for the content client that reads its query endpoint (embedded default). */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('the server is not listening yet');
  const host =
    address.family === 'IPv6'
      ? address.address === '::'
        ? '[::1]'
        : `[${address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}`;
}

export interface BuildOptions {
  /** Sees every route as it is registered (the staff authorisation test enumerates /api/staff/ with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The staff API's clock (tests move it to expire sessions). */
  now?: () => number;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the server: the website's pages, the content, forms and staff endpoints, and the staff area. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // One line per request: path without query string, route, status, time (security/request-log.ts).
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new RequestLogController(),
    // Time limits so slow clients cannot hold connections open.
    // 120 s: two 4 MB CVs must still arrive over a slow mobile uplink (8 MB at 1 Mbit/s ≈ 65 s).
    requestTimeout: 120_000,
    connectionTimeout: 60_000,
    // X-Forwarded-For is believed only from the proxies listed in TRUST_PROXY.
    trustProxy: config.forms.trustProxy.length > 0 ? config.forms.trustProxy : false,
    // Node's own answers (431, 400, 408) carry the security headers too.
    clientErrorHandler,
  });
  // The one database of the app (SQLite in DATA_DIR, or Postgres): forms and staff both work on it.
  const layout = dataLayout(config.dataDir);
  ensureDirs(layout.root, layout.uploads, layout.uploadsTmp, layout.mailDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    file: layout.database,
    onError: (error, what) => app.log.warn({ err: error }, what),
  });
  app.addHook('onClose', async () => database.close());
  const content = await openContentRuntime(config.content, { log: app.log, ownOrigin: () => ownOrigin(app) });
  app.addHook('onClose', async () => content.close());
  const site = await loadSiteBundle(config.webSsrDir);
  if ('missing' in site)
    app.log.warn(`website build not found (${site.missing}): run \`pnpm --filter @agency/web build\``);
  const pages =
    'bundle' in site
      ? createSitePages({
          bundle: site.bundle,
          fetch: (query, params) => content.read(query, params),
          log: app.log,
          siteOrigin: () => config.forms.siteOrigin ?? ownOrigin(app),
        })
      : null;
  if (config.forms.siteOrigin === null) {
    app.addHook('onListen', async () => {
      app.log.warn(
        `SITE_ORIGIN is not set: canonical and hreflang links, robots.txt and the sitemap name ${ownOrigin(app)} ` +
          'and forms are taken only from that address. Set SITE_ORIGIN to the public origin, e.g. https://www.example.com.',
      );
    });
  }
  content.onChange(() => pages?.invalidate());
  // Preview of drafts (decision 025): off unless configured; a preview cookie is then ignored everywhere.
  const preview = config.content.preview ? createPreview(config.content.preview) : null;
  // A publish on any node reaches this one's pages too (Postgres LISTEN/NOTIFY).
  await shareContentChanges(database, content, app.log);
  // The first visitors get rendered pages at once; a failure here only means pages render on request.
  app.addHook('onListen', async () => {
    if (!pages) return;
    // CPU time over the warm-up (the process, and the main thread the renders run on): less noisy than wall time.
    const cpu = process.cpuUsage();
    const mainThread = process.threadCpuUsage();
    pages.warm().then(
      ({ rendered, failed }) => {
        const ms = ({ user, system }: NodeJS.CpuUsage) => Math.round((user + system) / 1000);
        app.log.info(
          `site pages rendered ahead of visitors: ${rendered}${failed ? `, ${failed} failed (logged above)` : ''}` +
            ` (CPU ${ms(process.cpuUsage(cpu))} ms, main thread ${ms(process.threadCpuUsage(mainThread))} ms)`,
        );
        // The page chunks the warm-up loaded go into the compile cache now (server.js), not only at exit.
        flushCompileCache();
      },
      (error: unknown) => app.log.warn({ err: error }, 'rendering pages ahead of visitors failed'),
    );
  });

  const cvs = await openCvStorage(config.cvStorage);
  app.addHook('onClose', async () => cvs.close());

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(securityHeaders);
  await app.register(healthRoutes, {
    checks: { database: () => database.ping(), storage: () => cvs.check() },
  });
  // After the health routes: a load balancer's checks are not counted.
  await app.register(getRateLimit, { max: config.getRateLimitMax });
  // Job alerts (docs/job-alerts.md): mail through the forms' outbox worker, pages, and the scheduled digests.
  const siteOrigin = () => config.forms.siteOrigin ?? ownOrigin(app);
  const fetchContent = (query: string) =>
    content.query.kind === 'embedded'
      ? content.query.content().fetch(query)
      : content.query.client.fetch(query);
  // What the query endpoint answers (the dataset in memory, or the Sanity project's live API), without a request.
  const contentFetch: ContentFetch = (query, params) => content.read(query, params ?? {});
  // Insights without cookies (decision 071): counted here, buffered, written in batches to the one database.
  const insights = createInsights(database, app.log);
  app.addHook('onClose', async () => insights.close());
  if (config.insights) await app.register(insights.eventsRoute, { buffer: insights.buffer });
  let mailWorker: MailWorker | null = null;
  const kickMail = () => mailWorker?.kick();
  await app.register(formsApi, {
    prefix: '/api/forms',
    config,
    database,
    layout,
    cvs,
    contentFetch,
    submissionMail: submissionMail(config),
    alerts: {
      mail: alertMailHandler({ database, mailFrom: config.forms.mailFrom, mailTo: config.forms.mailTo }),
      onMailWorker: (worker) => {
        mailWorker = worker;
      },
    },
    staffMail: staffMail(database, config),
    backupMail: backupFailedMailHandler({ mailFrom: config.forms.mailFrom, mailTo: config.forms.mailTo }),
    ...(config.insights ? { counting: insights.submissions } : {}),
    // A browser's own form post is answered with the form's page (decision 066), rendered by the site.
    ...(pages
      ? {
          renderFormPage: (path: string, posted: PostedForm, client: string) =>
            pages.posted(path, posted, { client }),
        }
      : {}),
  });
  // The nightly backup (docs/operations.md "Backups"), on one node; off without BACKUP_DESTINATION.
  const backups = startBackupSchedule({
    config,
    database,
    sqliteFile: layout.database,
    cvs,
    log: app.log,
    kick: kickMail,
  });
  if (backups) app.addHook('onClose', async () => backups.stop());
  const jobs = alertJobs({
    database,
    vacancies: () => fetchContent(vacanciesQuery) as Promise<VacanciesQueryResult>,
    kick: kickMail,
    log: app.log,
  });
  content.onChange(() => {
    jobs
      .syncAnnouncements()
      .catch((error: unknown) => app.log.error({ err: error }, 'job alert sync failed'));
  });
  const scheduler = startAlertScheduler(jobs, app.log);
  app.addHook('onClose', async () => scheduler.stop());
  // Each morning at 08:00 Hong Kong time, on one node: owners' waiting candidates by mail (recruiting/).
  const waitingMails = startWaitingMails(database, app.log, kickMail);
  app.addHook('onClose', async () => waitingMails.stop());
  // The words of stored CVs for staff search, read after the upload's answer (decision 072).
  const cvTexts = startCvTextReader({ database, cvs, log: app.log, now: options.now });
  app.addHook('onClose', async () => cvTexts.stop());
  await app.register(alertPages, {
    database,
    origin: siteOrigin,
    kick: kickMail,
    rateLimitMax: config.forms.rateLimitMax,
  });
  // Application status (docs/forms-api.md "Application status"): the pages a mailed link opens.
  const vacancyFacts = cachedAgencyFacts({ fetch: contentFetch, siteOrigin: config.forms.siteOrigin });
  const vacancyTitle = async (slug: string, lang: 'en' | 'zh-Hant') =>
    vacancyFacts()
      .then(async (facts) => (await facts.vacancy(slug))?.title[lang] ?? null)
      .catch(() => null);
  await app.register(statusPages, {
    database,
    siteOrigin: config.forms.siteOrigin,
    corsOrigins: config.forms.corsOrigins,
    kick: kickMail,
    vacancyTitle,
  });
  // Presenting a candidate to a school (decision 075): the school's page's data and answer.
  await app.register(sharePages, {
    database,
    cvs,
    siteOrigin: config.forms.siteOrigin,
    corsOrigins: config.forms.corsOrigins,
    kick: kickMail,
    vacancyTitle,
    now: options.now,
  });
  await app.register(contentApi, { config: config.content, content, database, preview });
  if (config.production) app.addHook('onReady', () => warnOfExampleLicence(contentFetch, app.log));
  await app.register(previewRoutes, { config: config.content, content, preview });
  const vacancyTitles = async () => {
    const vacancies = (await fetchContent(vacancyTitlesQuery)) as VacancyTitlesQueryResult;
    return Object.fromEntries(
      vacancies.map(({ slug, title }) => [slug, { en: title.en, 'zh-Hant': title.zhHant || title.en }]),
    );
  };
  await app.register(staffApi, {
    prefix: '/api/staff',
    queueStatusNews,
    config,
    database,
    layout,
    cvs,
    now: options.now,
    vacancyTitles,
    sections: [
      insights.staffSection(vacancyTitles),
      // Candidates, the boards and the follow-ups (issue 43, decision 070).
      recruitingRoutes({
        database,
        cvs,
        vacancyTitles,
        queueStatusNews,
        candidateMail: {
          content: contentFetch,
          agencyFacts: vacancyFacts,
          addresses: { mailFrom: config.forms.mailFrom, mailTo: config.forms.mailTo },
          kick: kickMail,
        },
        vacancies: () => fetchContent(vacanciesQuery) as Promise<VacanciesQueryResult>,
        eligibilityRoutes: () =>
          fetchContent(eligibilityRoutesQuery) as Promise<EligibilityRoutesQueryResult>,
      }),
      shareStaffRoutes({ database, siteOrigin, kick: kickMail }),
      alertStaffRoutes({
        database,
        countDrafts: (email) => countDraftsOf(database, email),
        eraseAddress: (email, by) => eraseAnAddress(database, cvs, email, by),
      }),
    ],
  });

  await app.register(staticSite, {
    root: config.webDistDir,
    pages,
    ...(config.insights ? { onPageView: insights.pageView } : {}),
    preview: preview && {
      studioOrigin: preview.studioOrigin,
      draftsFor: (request) => {
        if (!preview.inPreview(request)) return null;
        const client = content.draftsClient(preview.tokens.issue());
        return client && ((query, params) => client.fetch(query, params as never));
      },
    },
  });
  // After the site: its catch-all route is less specific than /staff/*, so the staff area wins its paths.
  await app.register(staffSite, { root: config.staffDistDir });
  return app;
}
