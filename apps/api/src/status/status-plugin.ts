// The application-status pages over HTTP (issue 30 items 1-2; decision 031), each also under /zh-hant:
//   GET  /ApplicationStatus/Open?t=…   the mailed link's page: one button, nothing shown
//   POST /ApplicationStatus/Open       uses the link up, starts a 30-minute session (cookie), 303 to Mine
//   POST /ApplicationStatus/Resend     a used, expired or replaced link: a new one to the same address
//   GET  /ApplicationStatus/Mine       the session's applications and enquiries (the audit log records the view)
//   POST /ApplicationStatus/Withdraw   asks, then withdraws (status withdrawn, agency mailed, audit log)
//   POST /ApplicationStatus/Erasure    an erasure request for staff (never erases by itself)
//   POST /ApplicationStatus/SignOut    ends the session
// The request form itself, /ApplicationStatus, is a page of the web app posting to /api/forms/status.
// The session cookie is HttpOnly, SameSite=Strict and limited to the status pages' paths.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { originCheck } from '../security/origin-check.ts';
import { isTokenShaped } from '../security/link-tokens.ts';
import { sendLinkPage } from '../mail/link-page.ts';
import { queueStatusMail, statusPath, type STATUS_PATHS } from './status-mails.ts';
import {
  badLinkPage,
  endedPage,
  minePage,
  openPage,
  resentPage,
  signedOutPage,
  withdrawPage,
  type MineNotice,
} from './status-pages.ts';
import { sendStatusLinkLater, throttleStatusRequest } from './status-request.ts';
import {
  applicantSubmissions,
  endStatusSession,
  openStatusLink,
  recordApplicantView,
  requestErasure,
  STATUS_SESSION_TTL_MS,
  statusLinkAddress,
  statusLinkState,
  statusSession,
  withdrawApplication,
  type StatusLang,
  type StatusSession,
} from './status-store.ts';

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

const PLAIN_COOKIE = 'status_session';
const SECURE_COOKIE = '__Secure-status_session';
const cookieName = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_COOKIE : PLAIN_COOKIE);

function readCookie(request: FastifyRequest): string | null {
  const name = cookieName(request);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/** One cookie per language's status pages: the session is sent nowhere else on the site. */
function sessionCookies(request: FastifyRequest, value: string, maxAgeSeconds: number): string[] {
  return (['en', 'zh-Hant'] as const).map((lang) =>
    [
      `${cookieName(request)}=${value}`,
      `Path=${statusPath('request', lang)}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(request.protocol === 'https' ? ['Secure'] : []),
      `Max-Age=${maxAgeSeconds}`,
    ].join('; '),
  );
}

const NOTICES = ['withdrawn', 'not-withdrawn', 'erasure-asked'] as const;

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

  const route = (
    page: keyof typeof STATUS_PATHS,
    method: 'GET' | 'POST',
    handler: (request: FastifyRequest, reply: FastifyReply, lang: StatusLang) => Promise<unknown>,
  ) => {
    for (const lang of ['en', 'zh-Hant'] as const)
      app.route({
        method,
        url: statusPath(page, lang),
        handler: (request, reply) => handler(request, reply, lang),
      });
  };
  const seeOther = (reply: FastifyReply, location: string) =>
    reply.code(303).header('Cache-Control', 'no-store').header('Location', location).send();
  /** The session of a request, or the "page has closed" page already sent (null). */
  const sessionOr401 = async (request: FastifyRequest, reply: FastifyReply, lang: StatusLang) => {
    const cookie = readCookie(request);
    const session = cookie ? await statusSession(database, cookie, now()) : null;
    if (!session) await sendLinkPage(reply, endedPage(lang));
    return session;
  };
  const badLink = async (reply: FastifyReply, lang: StatusLang, token: string) => {
    const state = isTokenShaped(token) ? await statusLinkState(database, token, now()) : 'unknown';
    // 'valid' here: another tab used it a moment ago.
    return sendLinkPage(reply, badLinkPage(lang, token, state === 'valid' ? 'used' : state));
  };

  route('open', 'GET', async (request, reply, lang) => {
    const token = field(request.query, 't');
    if (isTokenShaped(token) && (await statusLinkState(database, token, now())) === 'valid')
      return sendLinkPage(reply, openPage(lang, token));
    return badLink(reply, lang, token);
  });
  route('open', 'POST', async (request, reply, lang) => {
    const token = field(request.body, 't');
    const opened = isTokenShaped(token) ? await openStatusLink(database, token, now()) : null;
    if (!opened) return badLink(reply, lang, token);
    reply.header('Set-Cookie', sessionCookies(request, opened.session, STATUS_SESSION_TTL_MS / 1000));
    return seeOther(reply, statusPath('mine', lang));
  });
  route('resend', 'POST', async (request, reply, lang) => {
    const token = field(request.body, 't');
    const link = isTokenShaped(token) ? await statusLinkAddress(database, token) : null;
    if (!link) return badLink(reply, lang, token);
    const at = now();
    const wait = await throttleStatusRequest(database, link.emailKey, request.ip, at);
    if (wait !== null) reply.header('Retry-After', String(wait));
    else
      sendStatusLinkLater(
        { database, minFillMs: 0, onQueued: kick },
        request,
        { email: link.emailKey, reference: '', lang },
        at,
      );
    return sendLinkPage(reply, { ...resentPage(lang), ...(wait !== null ? { status: 429 } : {}) });
  });

  route('mine', 'GET', async (request, reply, lang) => {
    const session = await sessionOr401(request, reply, lang);
    if (!session) return reply;
    const done = field(request.query, 'done');
    const reference = field(request.query, 'ref');
    const notice: MineNotice = (NOTICES as readonly string[]).includes(done)
      ? { kind: done as (typeof NOTICES)[number], reference }
      : null;
    return sendLinkPage(reply, minePage(lang, await itemsOf(session, lang), notice));
  });
  const itemsOf = async (session: StatusSession, lang: StatusLang) => {
    const items = await applicantSubmissions(database, session.emailKey);
    await recordApplicantView(
      database,
      items.map((item) => item.reference),
      now(),
    );
    return Promise.all(
      items.map(async (item) => ({
        ...item,
        vacancyTitle: item.vacancy
          ? ((await options.vacancyTitle(item.vacancy, lang)) ?? item.vacancy)
          : null,
      })),
    );
  };
  const mineWith = (lang: StatusLang, done: (typeof NOTICES)[number], reference: string) =>
    `${statusPath('mine', lang)}?done=${done}&ref=${encodeURIComponent(reference)}`;

  route('withdraw', 'POST', async (request, reply, lang) => {
    const session = await sessionOr401(request, reply, lang);
    if (!session) return reply;
    const reference = field(request.body, 'reference');
    if (field(request.body, 'confirm') !== 'yes') return sendLinkPage(reply, withdrawPage(lang, reference));
    const at = now();
    const withdrawn = await withdrawApplication(database, session.emailKey, reference, at, (tx, mail) =>
      queueStatusMail(tx, mail, at),
    );
    if (withdrawn) kick();
    request.log.info({ reference, withdrawn }, 'applicant withdrawal');
    return seeOther(reply, mineWith(lang, withdrawn ? 'withdrawn' : 'not-withdrawn', reference));
  });
  route('erasure', 'POST', async (request, reply, lang) => {
    const session = await sessionOr401(request, reply, lang);
    if (!session) return reply;
    const reference = field(request.body, 'reference');
    const asked = await requestErasure(database, session.emailKey, reference, now());
    request.log.info({ reference, asked }, 'applicant erasure request');
    return seeOther(reply, asked ? mineWith(lang, 'erasure-asked', reference) : statusPath('mine', lang));
  });
  route('signOut', 'POST', async (request, reply, lang) => {
    const cookie = readCookie(request);
    if (cookie) await endStatusSession(database, cookie);
    reply.header('Set-Cookie', sessionCookies(request, '', 0));
    return sendLinkPage(reply, signedOutPage(lang));
  });
};
