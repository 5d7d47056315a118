// Job alerts over HTTP (issue 29; docs/forms-api.md "Job alerts"):
//   POST /api/forms/alert                    the subscription form (registered by the forms API: its guards)
//   GET|POST /JobAlerts/Confirm?t=…           confirm (the POST confirms; opening the link changes nothing)
//   POST /JobAlerts/Confirm/Resend            a new link for an expired one
//   POST /JobAlerts/ManageLink                the manage link by mail, asked for by address
//   GET|POST /JobAlerts/Manage?t=…            criteria, frequency, pause
//   GET|POST /JobAlerts/Unsubscribe?t=…       RFC 8058 one-click (POST to the List-Unsubscribe URL) and the page
//   POST /JobAlerts/Unsubscribe/Reason        the optional reason
//   GET|POST /JobAlerts/Keep?t=…              "keep this alert?"
//   GET|POST /JobAlerts/Feedback?t=…&d=…&v=…  relevant / not relevant
// each also under /zh-hant. A changed or made-up signed link is a 404 and changes nothing.
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { criteriaOf, parseAlertCriteriaWire, type AlertLang } from '@agency/forms';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { sharedRateLimitStore } from '../security/rate-limit-store.ts';
import { ALERT_PAGES, alertPageUrl } from './alert-links.ts';
import { manageLinkHandler } from './alert-manage-link.ts';
import { queueAlertMail } from './alert-outbox.ts';
import {
  badConfirmLinkPage,
  confirmedPage,
  confirmPage,
  feedbackPage,
  keepPage,
  keptPage,
  managePage,
  notFoundPage,
  pageWords,
  resentPage,
  thanksPage,
  UNSUBSCRIBE_REASONS,
  unsubscribedPage,
  unsubscribePage,
} from './alert-pages.ts';
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
import { isTokenShaped } from '../security/link-tokens.ts';
import { readAlertLink, signAlertLink } from './alert-tokens.ts';
import { sendLinkPage } from '../mail/link-page.ts';

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

const send = sendLinkPage;

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
  const queue = async (...args: Parameters<typeof queueAlertMail>) => queueAlertMail(...args);

  const signed = (value: unknown) => readAlertLink(key, value);
  /** The alert a signed link names, if it still exists and the link is of its current version. */
  const alertOf = async (link: { alertId: number; version: number }): Promise<StoredAlert | null> => {
    const alert = await alertById(database, link.alertId);
    return alert && alert.linkVersion === link.version && alert.status === 'confirmed' ? alert : null;
  };
  const manageUrl = (alert: StoredAlert, lang: AlertLang) =>
    alertPageUrl(options.origin(), 'manage', lang, { t: signAlertLink(key, alert.id, alert.linkVersion) });

  const route = (
    page: keyof typeof ALERT_PAGES | 'resend' | 'reason',
    method: 'GET' | 'POST',
    handler: (request: FastifyRequest, reply: FastifyReply, lang: AlertLang) => Promise<unknown>,
  ) => {
    const path =
      page === 'resend'
        ? `${ALERT_PAGES.confirm}/Resend`
        : page === 'reason'
          ? `${ALERT_PAGES.unsubscribe}/Reason`
          : ALERT_PAGES[page];
    for (const lang of ['en', 'zh-Hant'] as const) {
      app.route({
        method,
        url: `${lang === 'zh-Hant' ? '/zh-hant' : ''}${path}`,
        handler: (request, reply) => handler(request, reply, lang),
      });
    }
  };
  const query = (request: FastifyRequest, name: string) => field(request.query, name);

  // Confirm.
  const badConfirm = async (reply: FastifyReply, lang: AlertLang, token: string) => {
    const found = isTokenShaped(token)
      ? await lookUpToken(database, token, 'confirm', now())
      : { state: 'unknown' as const };
    if (found.state === 'unknown') return send(reply, badConfirmLinkPage(lang, token, 'unknown'));
    // Used (or expired after another link confirmed it): no manage link here, only a way to have it mailed.
    if (found.alert.status === 'confirmed')
      return send(reply, badConfirmLinkPage(lang, token, 'already-confirmed'));
    return send(reply, badConfirmLinkPage(lang, token, 'expired'));
  };
  route('confirm', 'GET', async (request, reply, lang) => {
    const token = query(request, 't');
    if (!isTokenShaped(token)) return send(reply, notFoundPage(lang));
    const found = await lookUpToken(database, token, 'confirm', now());
    if (found.state !== 'valid') return badConfirm(reply, lang, token);
    const { change, alert } = found;
    return send(
      reply,
      confirmPage(lang, token, change ?? alert.criteria, change?.frequency ?? alert.frequency),
    );
  });
  route('confirm', 'POST', async (request, reply, lang) => {
    const token = field(request.body, 't');
    if (!isTokenShaped(token)) return send(reply, notFoundPage(lang));
    const alert = await confirmWithToken(database, token, now());
    if (!alert) return badConfirm(reply, lang, token);
    request.log.info({ alertId: alert.id }, 'job alert confirmed');
    return send(reply, confirmedPage(lang, manageUrl(alert, lang)));
  });
  route('resend', 'POST', async (request, reply, lang) => {
    const token = field(request.body, 't');
    if (!isTokenShaped(token)) return send(reply, notFoundPage(lang));
    const found = await lookUpToken(database, token, 'confirm', now());
    if (found.state === 'unknown' || found.alert.status !== 'pending') return badConfirm(reply, lang, token);
    await resendConfirmation(database, found.alert.id, now(), (tx, mail) => queue(tx, mail, now()));
    kick();
    return send(reply, resentPage(lang));
  });

  route(
    'manageLink',
    'POST',
    manageLinkHandler({
      database,
      queueMail: (at) => (tx, mail) => queue(tx, mail, at),
      kick,
      now,
    }),
  );

  // Manage.
  route('manage', 'GET', async (request, reply, lang) => {
    const link = signed(query(request, 't'));
    if (!link) return send(reply, notFoundPage(lang));
    const alert = await alertOf(link);
    if (!alert) return send(reply, unsubscribePage(lang, '', false));
    return send(reply, managePage(lang, { link: query(request, 't'), ...alert }));
  });
  route('manage', 'POST', async (request, reply, lang) => {
    const token = field(request.body, 't');
    const link = signed(token);
    if (!link) return send(reply, notFoundPage(lang));
    const alert = await alertOf(link);
    if (!alert) return send(reply, unsubscribePage(lang, '', false));
    const action = field(request.body, 'action');
    if (action === 'pause' || action === 'resume') {
      await updateAlert(database, alert.id, { paused: action === 'pause' }, now());
      return send(
        reply,
        managePage(lang, { link: token, ...alert, paused: action === 'pause' }, { saved: true }),
      );
    }
    const body = request.body as Body;
    const parsed = parseAlertCriteriaWire({
      regions: fields(body, 'regions'),
      sectors: fields(body, 'sectors'),
      employmentTypes: fields(body, 'employmentTypes'),
      frequency: field(body, 'frequency'),
    });
    if (!parsed.ok) {
      const words = pageWords(lang).errors;
      const errors = Object.fromEntries(
        parsed.errors.map((e) => [
          e.field,
          e.message.startsWith('forms:errors.required.')
            ? (words.required[e.field] ?? words.invalidOption)
            : words.invalidOption,
        ]),
      );
      const values = {
        regions: fields(body, 'regions'),
        sectors: fields(body, 'sectors'),
        employmentTypes: fields(body, 'employmentTypes'),
        frequency: fields(body, 'frequency'),
      };
      return send(reply, managePage(lang, { link: token, ...alert }, { errors, values }));
    }
    const criteria = criteriaOf(parsed.values);
    await updateAlert(database, alert.id, { criteria, frequency: parsed.values.frequency }, now());
    return send(
      reply,
      managePage(
        lang,
        { link: token, ...alert, criteria, frequency: parsed.values.frequency },
        { saved: true },
      ),
    );
  });

  // Unsubscribe: GET shows the button; POST with the token in the address is RFC 8058's one-click; POST from the
  // page's form does the same, then asks for a reason.
  route('unsubscribe', 'GET', async (request, reply, lang) => {
    const token = query(request, 't');
    const link = signed(token);
    if (!link) return send(reply, notFoundPage(lang));
    return send(reply, unsubscribePage(lang, token, (await alertOf(link)) !== null));
  });
  route('unsubscribe', 'POST', async (request, reply, lang) => {
    const oneClick = query(request, 't') !== '';
    const token = oneClick ? query(request, 't') : field(request.body, 't');
    const link = signed(token);
    if (!link) return send(reply, notFoundPage(lang));
    const alert = await alertOf(link);
    if (alert) {
      await unsubscribe(database, alert.id, oneClick ? 'one-click' : 'page', now());
      request.log.info({ alertId: alert.id, oneClick }, 'job alert unsubscribed');
    }
    if (oneClick) return send(reply, thanksPage(lang, pageWords(lang).unsubscribedLead));
    return send(reply, unsubscribedPage(lang, token));
  });
  route('reason', 'POST', async (request, reply, lang) => {
    if (!signed(field(request.body, 't'))) return send(reply, notFoundPage(lang));
    const reason = field(request.body, 'reason');
    if ((UNSUBSCRIBE_REASONS as readonly string[]).includes(reason))
      await recordUnsubscribeReason(database, reason, now());
    return send(reply, thanksPage(lang));
  });

  // Keep.
  route('keep', 'GET', async (request, reply, lang) => {
    const token = query(request, 't');
    if (!isTokenShaped(token)) return send(reply, notFoundPage(lang));
    const found = await lookUpToken(database, token, 'keep', now());
    if (found.state !== 'valid') return send(reply, badConfirmLinkPage(lang, token, 'unknown'));
    return send(reply, keepPage(lang, token, found.alert.criteria, found.alert.frequency));
  });
  route('keep', 'POST', async (request, reply, lang) => {
    const token = field(request.body, 't');
    if (!isTokenShaped(token)) return send(reply, notFoundPage(lang));
    if (!(await keepWithToken(database, token, now())))
      return send(reply, badConfirmLinkPage(lang, token, 'unknown'));
    return send(reply, keptPage(lang));
  });

  // Feedback.
  const feedbackValue = (value: string) => (value === 'relevant' || value === 'not-relevant' ? value : null);
  route('feedback', 'GET', async (request, reply, lang) => {
    const token = query(request, 't');
    const value = feedbackValue(query(request, 'v'));
    const digest = query(request, 'd');
    if (!signed(token) || !value || !/^\d{1,15}$/.test(digest)) return send(reply, notFoundPage(lang));
    return send(reply, feedbackPage(lang, token, digest, value));
  });
  route('feedback', 'POST', async (request, reply, lang) => {
    const link = signed(field(request.body, 't'));
    const value = feedbackValue(field(request.body, 'v'));
    const digest = field(request.body, 'd');
    if (!link || !value || !/^\d{1,15}$/.test(digest)) return send(reply, notFoundPage(lang));
    if (!(await recordFeedback(database, link.alertId, Number(digest), value, now())))
      return send(reply, notFoundPage(lang));
    return send(reply, thanksPage(lang, pageWords(lang).feedbackThanks));
  });
};
