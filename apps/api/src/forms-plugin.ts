// The forms API (docs/forms-api.md), registered under /api/forms: the guards every form post passes (CORS, the
// per-IP rate limit, the origin check, urlencoded and multipart only, the contract's error shape), then each
// feature's forms inside them. Runs the outbox's mail worker, which sends every feature's mail, and the clean-up
// (../erasure-and-retention.ts) on the app's database, and stops them when the server closes.
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { lastOpenDay, vacancyBySlugQuery, type VacancyBySlugQueryResult } from '@agency/content';
import { CV_MAX_BYTES, CV_MAX_FILES } from '@agency/forms';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import type { CvStorage } from './uploads/cv-storage.ts';
import type { DataLayout } from './database/data-layout.ts';
import type { Database } from './database/database.ts';
import { startCleanUp } from './database/clean-up.ts';
import { sharedRateLimitStore } from './security/rate-limit-store.ts';
import { cachedAgencyFacts, type ContentFetch } from './mail/agency-facts.ts';
import { formsErrorHandler } from './uploads/forms-errors.ts';
import { originCheck } from './security/origin-check.ts';
import { createEmlSender, createSmtpSender } from './mail/mail-sender.ts';
import {
  startMailWorker,
  type AlertMailHandler,
  type MailWorker,
  type SubmissionMailHandler,
} from './mail/mail-worker.ts';
import { alertForm } from './alerts/alert-subscribe.ts';
import { statusForm } from './status/status-request.ts';
import { draftMailHandler } from './drafts/draft-mails.ts';
import { draftForms } from './drafts/draft-routes.ts';
import { consumeDraft } from './drafts/draft-store.ts';
import { cleanUpSteps } from './erasure-and-retention.ts';
import { browserPosts, sentPageHandler, type FormPageRender } from './security/browser-posts.ts';
import { submissionForms, type SubmissionFormsOptions } from './submissions/submissions-plugin.ts';

export interface FormsApiOptions {
  config: Config;
  /** Job alerts: their mail (sent by the same worker) and what else needs the worker. */
  alerts?: { mail: AlertMailHandler; onMailWorker: (worker: MailWorker) => void };
  /** Mail to staff members (sent by the same worker): staff/accounts/lock-out-alert.ts. */
  staffMail?: AlertMailHandler;
  /** The nightly backup's failure mail to the agency (backups/backup-failed-mail.ts). */
  backupMail?: AlertMailHandler;
  /** A submission's mails besides the agency's copy and the acknowledgement (application status). */
  submissionMail?: SubmissionMailHandler;
  cvs: CvStorage;
  /** Reads the published content (the agency's details and vacancy titles for the mails). */
  contentFetch: ContentFetch;
  database: Database;
  layout: DataLayout;
  /**
   * The site's page with a posted form's state (decision 066): a browser's own form post is answered with it.
   * Absent (no web build): such posts get the JSON answer.
   */
  renderFormPage?: FormPageRender;
  /** Insights (decision 071): each submission's source and the count of what was sent. */
  counting?: SubmissionFormsOptions['counting'];
}

/** Urlencoded bodies are small forms: the longest (an application) is well under this. */
export const URLENCODED_BODY_LIMIT = 32 * 1024;

export const formsApi: FastifyPluginAsync<FormsApiOptions> = async (
  app,
  {
    config,
    database,
    layout,
    cvs,
    contentFetch,
    alerts,
    staffMail,
    backupMail,
    submissionMail,
    renderFormPage,
    counting,
  },
) => {
  const settings = config.forms;
  // Read from the published content at most once a minute: a Studio edit reaches mails within a minute.
  const agencyFacts = cachedAgencyFacts({ fetch: contentFetch, siteOrigin: settings.siteOrigin });
  // Read once as the server starts listening, so the first mail does not wait for it (a failure is retried then).
  app.addHook('onListen', async () => {
    agencyFacts().catch(() => {});
  });
  const closingDay = async (slug: string) => {
    const vacancy = (await contentFetch(vacancyBySlugQuery, { slug })) as VacancyBySlugQueryResult;
    return vacancy ? lastOpenDay(vacancy) : null;
  };
  const worker = startMailWorker({
    alertMail: alerts?.mail,
    draftMail: draftMailHandler({
      database,
      mailFrom: settings.mailFrom,
      mailTo: settings.mailTo,
      closingDay,
    }),
    staffMail,
    backupMail,
    submissionMail,
    database,
    sender: settings.smtpUrl ? createSmtpSender(settings.smtpUrl) : createEmlSender(layout.mailDir),
    settings: { mailTo: settings.mailTo, mailFrom: settings.mailFrom, cvs },
    agencyFacts,
    log: app.log,
    retryBaseMs: settings.mailRetryBaseMs,
    retryMaxMs: settings.mailRetryMaxMs,
    claimMs: settings.mailClaimMs,
  });
  const sweeper = startCleanUp({
    database,
    steps: cleanUpSteps(database, layout, cvs, settings.retentionDays, {
      onQueued: () => worker.kick(),
      log: app.log,
    }),
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await sweeper.stop();
    await worker.stop();
  });

  app.setErrorHandler(formsErrorHandler);
  await app.register(cors, { origin: settings.corsOrigins, methods: ['POST'] });
  await app.register(rateLimit, {
    max: settings.rateLimitMax,
    timeWindow: 60_000,
    ipv6Subnet: 64,
    allowList: (request) => request.method !== 'POST',
    // Counted in the database on Postgres: the limit holds across every node.
    store: sharedRateLimitStore(database, 'forms'),
  });
  app.addHook('onRequest', originCheck(settings.siteOrigin, settings.corsOrigins));
  browserPosts(app, renderFormPage);
  // The contract is urlencoded and multipart only: anything else gets 415 before it is read.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: URLENCODED_BODY_LIMIT });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    // The legacy client attaches every form field to the upload: allow them, small, and ignore them.
    limits: {
      fileSize: CV_MAX_BYTES,
      files: CV_MAX_FILES,
      fields: 40,
      fieldSize: 8 * 1024,
      parts: 50,
      headerPairs: 50,
    },
  });

  const { minFillMs } = settings;
  alerts?.onMailWorker(worker);
  await app.register(submissionForms, {
    database,
    layout,
    cvs,
    minFillMs,
    onStored: worker.kick,
    consumeDraft,
    ...(counting ? { counting } : {}),
  });
  await app.register(alertForm, { database, minFillMs, onQueued: worker.kick });
  await app.register(statusForm, { database, minFillMs, onQueued: worker.kick });
  await app.register(draftForms, {
    database,
    layout,
    cvs,
    contentFetch,
    minFillMs,
    onQueued: () => worker.kick(),
  });
  if (renderFormPage) app.get('/sent', sentPageHandler(renderFormPage));
};
