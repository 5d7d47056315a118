// Job alerts over HTTP (issue 29; docs/forms-api.md "Job alerts"). The pages a mailed link opens are the site's
// (/JobAlerts/Confirm, /Manage, /Unsubscribe, /Keep, /Feedback, each also under /zh-hant); their data comes from
// GET /api/alerts/… (alert-answers.ts). Here are their buttons: each POST does the work and answers a 303 to the
// page that shows the outcome (a plain form post, so everything works without JavaScript):
//   POST /api/forms/alert                  the subscription form (registered by the forms API: its guards)
//   POST /JobAlerts/Confirm                confirms (opening the link changes nothing) → the manage page
//   POST /JobAlerts/Confirm/Resend         a new link for an expired one
//   POST /JobAlerts/ManageLink             the manage link by mail, asked for by address (alert-manage-link.ts)
//   POST /JobAlerts/Manage                 criteria and frequency, pause or resume
//   POST /JobAlerts/Unsubscribe?t=…        RFC 8058 one-click (the List-Unsubscribe URL): 200, nothing to follow
//   POST /JobAlerts/Unsubscribe            the page's button, then POST …/Unsubscribe/Reason (optional)
//   POST /JobAlerts/Keep                   "keep this alert?"
//   POST /JobAlerts/Feedback               relevant / not relevant
// A changed or made-up signed link changes nothing (the page then says it is not found).
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import {
  ALERT_ACTION_PATHS,
  criteriaOf,
  parseAlertCriteriaWire,
  UNSUBSCRIBE_REASONS,
  type AlertLang,
} from '@agency/forms';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { sharedRateLimitStore } from '../security/rate-limit-store.ts';
import { isTokenShaped } from '../security/link-tokens.ts';
import { alertAnswers, feedbackValue, isDigestId } from './alert-answers.ts';
import { ALERT_PAGES } from './alert-links.ts';
import { manageLinkHandler } from './alert-manage-link.ts';
import { queueAlertMail } from './alert-outbox.ts';
import {
  alertById,
  confirmWithToken,
  keepWithToken,
  linkKey,
  lookUpToken,
  recordFeedback,
  recordUnsubscribeReason,
  resendConfirmation,
  unsubscribe,
  updateAlert,
  type StoredAlert,
} from './alert-store.ts';
import { readAlertLink, signAlertLink, type AlertLink } from './alert-tokens.ts';

export interface AlertPagesOptions {
  database: Database;
  /** The public site, for links in pages (SITE_ORIGIN, or this server). */
  origin: () => string;
  /** Wakes the mail worker after a mail was queued. */
  kick: () => void;
  rateLimitMax: number;
  now?: () => number;
}

type Body = Record<string, unknown>;
const field = (body: unknown, name: string): string => {
  const value = (body as Body | undefined)?.[name];
  return typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : '';
};
const fields = (body: unknown, name: string): string[] => {
  const value = (body as Body | undefined)?.[name];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is string => typeof v === 'string',
  );
};
const CRITERIA_FIELDS = ['regions', 'sectors', 'employmentTypes', 'frequency'] as const;

export const alertPages: FastifyPluginAsync<AlertPagesOptions> = async (app, options) => {
  const { database, kick } = options;
  const now = options.now ?? Date.now;
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // Mail providers' one-click POST may come as multipart or with no body: the address says everything.
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, {}));
    payload.on('error', done);
  });
  await app.register(rateLimit, {
    max: options.rateLimitMax,
    timeWindow: 60_000,
    ipv6Subnet: 64,
    allowList: (request) => request.method !== 'POST',
    store: sharedRateLimitStore(database, 'alerts'),
  });
  const key = await linkKey(database);
  const signed = (value: unknown) => readAlertLink(key, value);
  const alertOf = async (link: AlertLink): Promise<StoredAlert | null> => {
    const alert = await alertById(database, link.alertId);
    return alert && alert.linkVersion === link.version && alert.status === 'confirmed' ? alert : null;
  };
  const manageLink = (alert: StoredAlert) => signAlertLink(key, alert.id, alert.linkVersion);
  alertAnswers(app, {
    database,
    now,
    signed,
    alertOf,
  });

  const prefix = (lang: AlertLang) => (lang === 'zh-Hant' ? '/zh-hant' : '');
  const post = (
    path: string,
    handler: (request: FastifyRequest, reply: FastifyReply, lang: AlertLang) => Promise<unknown>,
  ) => {
    for (const lang of ['en', 'zh-Hant'] as const)
      app.post(`${prefix(lang)}${path}`, (request, reply) => handler(request, reply, lang));
  };
  /** 303 to one of the pages, with its link and a notice code (the page words it). */
  const toPage = (
    reply: FastifyReply,
    lang: AlertLang,
    page: keyof typeof ALERT_PAGES,
    query: [string, string][] | Record<string, string>,
  ) =>
    reply
      .code(303)
      .header('Cache-Control', 'no-store')
      .header('Location', `${prefix(lang)}${ALERT_PAGES[page]}?${new URLSearchParams(query).toString()}`)
      .send();
  const queue = async (...args: Parameters<typeof queueAlertMail>) => queueAlertMail(...args);

  // Confirm: the manage page says the alert is on. A link that no longer confirms: its page says why.
  post(ALERT_PAGES.confirm, async (request, reply, lang) => {
    const token = field(request.body, 't');
    const alert = isTokenShaped(token) ? await confirmWithToken(database, token, now()) : null;
    if (!alert) return toPage(reply, lang, 'confirm', { t: token });
    request.log.info({ alertId: alert.id }, 'job alert confirmed');
    return toPage(reply, lang, 'manage', { t: manageLink(alert), notice: 'confirmed' });
  });
  post(ALERT_ACTION_PATHS.resend, async (request, reply, lang) => {
    const token = field(request.body, 't');
    const found = isTokenShaped(token)
      ? await lookUpToken(database, token, 'confirm', now())
      : { state: 'unknown' as const };
    if (found.state === 'unknown' || found.alert.status !== 'pending')
      return toPage(reply, lang, 'confirm', { t: token });
    await resendConfirmation(database, found.alert.id, now(), (tx, mail) => queue(tx, mail, now()));
    kick();
    return toPage(reply, lang, 'confirm', { notice: 'resent' });
  });

  // A used confirmation link gives no manage link (issue 42): the page asks for the address and one is mailed.
  post(
    ALERT_ACTION_PATHS.manageLink,
    manageLinkHandler({
      database,
      queueMail: (at) => (tx, mail) => queue(tx, mail, at),
      kick,
      now,
      answer: (reply, lang, notice) => toPage(reply, lang, 'confirm', { notice }),
    }),
  );

  // Manage: a choice missing or not offered sends the page back with the answers as given and the fields named.
  post(ALERT_PAGES.manage, async (request, reply, lang) => {
    const token = field(request.body, 't');
    const link = signed(token);
    const alert = link && (await alertOf(link));
    if (!alert) return toPage(reply, lang, 'manage', { t: token });
    const action = field(request.body, 'action');
    if (action === 'pause' || action === 'resume') {
      await updateAlert(database, alert.id, { paused: action === 'pause' }, now());
      return toPage(reply, lang, 'manage', { t: token, notice: action === 'pause' ? 'paused' : 'resumed' });
    }
    const given = Object.fromEntries(CRITERIA_FIELDS.map((name) => [name, fields(request.body, name)]));
    const parsed = parseAlertCriteriaWire({ ...given, frequency: field(request.body, 'frequency') });
    if (!parsed.ok) {
      const invalid = [...new Set(parsed.errors.map((error) => error.field))].join(',');
      const typed = CRITERIA_FIELDS.flatMap((name) =>
        (given[name] ?? []).slice(0, 20).map((value): [string, string] => [name, value.slice(0, 40)]),
      );
      return toPage(reply, lang, 'manage', [['t', token], ['invalid', invalid], ...typed]);
    }
    const criteria = criteriaOf(parsed.values);
    await updateAlert(database, alert.id, { criteria, frequency: parsed.values.frequency }, now());
    return toPage(reply, lang, 'manage', { t: token, notice: 'saved' });
  });

  // Unsubscribe: with the token in the address it is RFC 8058's one-click POST (a mailbox provider, no page to
  // show); from the page's form it does the same, then asks for a reason.
  post(ALERT_PAGES.unsubscribe, async (request, reply, lang) => {
    const inAddress = field(request.query, 't');
    const oneClick = inAddress !== '';
    const token = oneClick ? inAddress : field(request.body, 't');
    const link = signed(token);
    if (!link) {
      if (oneClick) return reply.code(404).send({ status: 404, message: 'No such job alert link.' });
      return toPage(reply, lang, 'unsubscribe', { t: token });
    }
    const alert = await alertOf(link);
    if (alert) {
      await unsubscribe(database, alert.id, oneClick ? 'one-click' : 'page', now());
      request.log.info({ alertId: alert.id, oneClick }, 'job alert unsubscribed');
    }
    if (oneClick) return reply.code(200).header('Cache-Control', 'no-store').send({ status: 200 });
    return toPage(reply, lang, 'unsubscribe', { t: token, notice: 'unsubscribed' });
  });
  post(ALERT_ACTION_PATHS.reason, async (request, reply, lang) => {
    const token = field(request.body, 't');
    if (!signed(token)) return toPage(reply, lang, 'unsubscribe', { t: token });
    const reason = field(request.body, 'reason');
    if ((UNSUBSCRIBE_REASONS as readonly string[]).includes(reason))
      await recordUnsubscribeReason(database, reason, now());
    return toPage(reply, lang, 'unsubscribe', { notice: 'thanks' });
  });

  post(ALERT_PAGES.keep, async (request, reply, lang) => {
    const token = field(request.body, 't');
    const kept = isTokenShaped(token) && (await keepWithToken(database, token, now()));
    return toPage(reply, lang, 'keep', kept ? { notice: 'kept' } : { t: token });
  });

  post(ALERT_PAGES.feedback, async (request, reply, lang) => {
    const token = field(request.body, 't');
    const link = signed(token);
    const value = feedbackValue(field(request.body, 'v'));
    const digest = field(request.body, 'd');
    const recorded =
      link !== null &&
      value !== null &&
      isDigestId(digest) &&
      (await recordFeedback(database, link.alertId, Number(digest), value, now()));
    if (!recorded)
      return toPage(reply, lang, 'feedback', { t: token, d: digest, v: field(request.body, 'v') });
    return toPage(reply, lang, 'feedback', { notice: 'thanks' });
  });
};
