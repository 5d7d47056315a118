// Application status over HTTP (issue 30 items 1-2; decision 031). The pages are the site's
// (/ApplicationStatus/Open, /Mine, /Withdraw, each also under /zh-hant); this plugin answers their data and does
// what their buttons ask, each POST answering a 303 to the page that shows the outcome (a form post works without
// JavaScript):
//   GET  /api/status/link?t=…          whether the mailed link still opens (opening the page changes nothing)
//   GET  /api/status/mine?lang=…       the session's applications and enquiries (the audit log records the view)
//   POST /ApplicationStatus/Open       uses the link up, starts a 30-minute session (cookie) → Mine
//   POST /ApplicationStatus/Resend     a used, expired or replaced link: a new one to the same address → Open
//   POST /ApplicationStatus/Withdraw   without `confirm=yes` → the question page; with it, withdraws → Mine
//   POST /ApplicationStatus/Erasure    an erasure request for staff (never erases by itself) → Mine
//   POST /ApplicationStatus/SignOut    ends the session → Mine
// The request form itself, /ApplicationStatus, posts to /api/forms/status.
import formbody from '@fastify/formbody';
import type { StatusLinkAnswer, StatusMineAnswer } from '@agency/forms';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { originCheck } from '../security/origin-check.ts';
import { isTokenShaped } from '../security/link-tokens.ts';
import { readStatusCookie, STATUS_API, statusCookies } from './status-cookie.ts';
import { queueStatusMail, statusPath, type STATUS_PATHS } from './status-mails.ts';
import { sendStatusLinkLater, throttleStatusRequest } from './status-request.ts';
import {
  applicantSubmissions,
  endStatusSession,
  FINAL_STATUSES,
  openStatusLink,
  recordApplicantView,
  requestErasure,
  STATUS_SESSION_TTL_MS,
  statusLinkAddress,
  statusLinkState,
  statusSession,
  withdrawApplication,
  type StatusLang,
} from './status-store.ts';
import { applicantStatus } from './status-words.ts';

export interface StatusPagesOptions {
  database: Database;
  siteOrigin: string | null;
  corsOrigins: readonly string[];
  /** Wakes the mail worker after a mail was queued. */
  kick: () => void;
  /** A vacancy's title in a language (from the published content), or null. */
  vacancyTitle: (slug: string, lang: StatusLang) => Promise<string | null>;
  now?: () => number;
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** The notices the Mine page shows after an action (short codes: the page words them). */
export type MineNotice = 'withdrawn' | 'not-withdrawn' | 'erasure-asked' | 'signed-out';

export const statusPages: FastifyPluginAsync<StatusPagesOptions> = async (app, options) => {
  const { database, kick } = options;
  const now = options.now ?? Date.now;
  await app.register(formbody, { bodyLimit: 4 * 1024 });
  // The pages send no Referer, so a browser's form POST from them carries `Origin: null`; Sec-Fetch-Site still
  // says it came from this site. Everything else is checked like the forms (and the cookie is SameSite=Strict).
  const fromSite = originCheck(options.siteOrigin, options.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin') return;
    await fromSite(request, reply);
  });

  const post = (
    page: keyof typeof STATUS_PATHS,
    handler: (request: FastifyRequest, reply: FastifyReply, lang: StatusLang) => Promise<unknown>,
  ) => {
    for (const lang of ['en', 'zh-Hant'] as const)
      app.post(statusPath(page, lang), (request, reply) => handler(request, reply, lang));
  };
  const seeOther = (reply: FastifyReply, location: string) =>
    reply.code(303).header('Cache-Control', 'no-store').header('Location', location).send();
  const personal = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
  const sessionOf = async (request: FastifyRequest) => {
    const cookie = readStatusCookie(request);
    return cookie ? statusSession(database, cookie, now()) : null;
  };
  const openPage = (lang: StatusLang, query: Record<string, string>) =>
    `${statusPath('open', lang)}?${new URLSearchParams(query).toString()}`;
  const minePage = (lang: StatusLang, notice?: MineNotice, reference?: string) =>
    notice
      ? `${statusPath('mine', lang)}?${new URLSearchParams({ notice, ...(reference ? { ref: reference } : {}) }).toString()}`
      : statusPath('mine', lang);

  app.get(`${STATUS_API}/link`, async (request, reply) => {
    const token = field(request.query, 't');
    const state = isTokenShaped(token) ? await statusLinkState(database, token, now()) : 'unknown';
    return personal(reply).send({ state } satisfies StatusLinkAnswer);
  });

  app.get(`${STATUS_API}/mine`, async (request, reply) => {
    const lang: StatusLang = field(request.query, 'lang') === 'zh-Hant' ? 'zh-Hant' : 'en';
    const session = await sessionOf(request);
    if (!session) return personal(reply).send({ state: 'ended' } satisfies StatusMineAnswer);
    const submissions = await applicantSubmissions(database, session.emailKey);
    await recordApplicantView(
      database,
      submissions.map((item) => item.reference),
      now(),
    );
    const items = await Promise.all(
      submissions.map(async (item) => ({
        kind: item.kind,
        reference: item.reference,
        receivedAt: item.receivedAt,
        vacancyTitle: item.vacancy
          ? ((await options.vacancyTitle(item.vacancy, lang)) ?? item.vacancy)
          : null,
        status: applicantStatus(item.kind, item.status),
        canWithdraw: item.kind === 'application' && !FINAL_STATUSES.includes(item.status),
        erasureRequested: item.erasureRequested,
      })),
    );
    return personal(reply).send({ state: 'open', items } satisfies StatusMineAnswer);
  });

  post('open', async (request, reply, lang) => {
    const token = field(request.body, 't');
    const opened = isTokenShaped(token) ? await openStatusLink(database, token, now()) : null;
    // Not opened: the link's page says why (used, expired, replaced) and offers a new one.
    if (!opened) return seeOther(reply, openPage(lang, { t: token }));
    reply.header('Set-Cookie', statusCookies(request, opened.session, STATUS_SESSION_TTL_MS / 1000));
    return seeOther(reply, minePage(lang));
  });
  post('resend', async (request, reply, lang) => {
    const token = field(request.body, 't');
    const link = isTokenShaped(token) ? await statusLinkAddress(database, token) : null;
    if (!link) return seeOther(reply, openPage(lang, { t: token }));
    const at = now();
    // Past the throttle nothing is sent, and the page says the same: the answer never tells what happened.
    const wait = await throttleStatusRequest(database, link.emailKey, request.ip, at);
    if (wait === null)
      sendStatusLinkLater(
        { database, minFillMs: 0, onQueued: kick },
        request,
        { email: link.emailKey, reference: '', lang },
        at,
      );
    else request.log.info({ wait }, 'status link resend throttled');
    return seeOther(reply, openPage(lang, { notice: 'resent' }));
  });

  post('withdraw', async (request, reply, lang) => {
    const session = await sessionOf(request);
    if (!session) return seeOther(reply, minePage(lang));
    const reference = field(request.body, 'reference');
    if (field(request.body, 'confirm') !== 'yes')
      return seeOther(
        reply,
        `${statusPath('withdraw', lang)}?${new URLSearchParams({ reference }).toString()}`,
      );
    const at = now();
    const withdrawn = await withdrawApplication(database, session.emailKey, reference, at, (tx, mail) =>
      queueStatusMail(tx, mail, at),
    );
    if (withdrawn) kick();
    request.log.info({ reference, withdrawn }, 'applicant withdrawal');
    return seeOther(reply, minePage(lang, withdrawn ? 'withdrawn' : 'not-withdrawn', reference));
  });
  post('erasure', async (request, reply, lang) => {
    const session = await sessionOf(request);
    if (!session) return seeOther(reply, minePage(lang));
    const reference = field(request.body, 'reference');
    const asked = await requestErasure(database, session.emailKey, reference, now());
    request.log.info({ reference, asked }, 'applicant erasure request');
    return seeOther(reply, asked ? minePage(lang, 'erasure-asked', reference) : minePage(lang));
  });
  post('signOut', async (request, reply, lang) => {
    const cookie = readStatusCookie(request);
    if (cookie) await endStatusSession(database, cookie);
    reply.header('Set-Cookie', statusCookies(request, '', 0));
    return seeOther(reply, minePage(lang, 'signed-out'));
  });
};
