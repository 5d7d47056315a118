// The school's side of a shared profile (decision 075). The page is the site's (/ForSchools/Candidate?t=…, also
// under /zh-hant; a personal page: rendered per request, no-store, no Referer, noindex); this plugin answers its data
// and takes its answer, a plain form post that works without JavaScript:
//   GET  /api/present/profile?t=…&lang=…   the redacted profile (each opening is a view row); 410 once withdrawn or
//                                          past 14 days, 404 for no such link
//   GET  /api/present/cv?t=…               the application's CV, as a download, when staff included it
//   POST /ForSchools/Candidate/Answer      `t`, `answer` (interested | not-now), `message` → 303 to the page
import formbody from '@fastify/formbody';
import {
  PROFILE_API_PATHS,
  PROFILE_PAGE_PATHS,
  PROFILE_SHARE_LIMITS,
  SCHOOL_ANSWERS,
  type SchoolAnswer,
  type SharedProfileAnswer,
} from '@agency/forms';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { filesOfSubmission } from '../database/uploads.ts';
import { isTokenShaped } from '../security/link-tokens.ts';
import { originCheck } from '../security/origin-check.ts';
import { CvNotFoundError, CvStorageUnavailableError, type CvStorage } from '../uploads/cv-storage.ts';
import { agentFamily } from './agent-family.ts';
import { answerShare, recordShareView, shareOfToken, sharedProfileOf } from './share-store.ts';

type Lang = 'en' | 'zh-Hant';

export interface SharePagesOptions {
  database: Database;
  cvs: CvStorage;
  siteOrigin: string | null;
  corsOrigins: readonly string[];
  /** Wakes the mail worker after the answer's mail was queued. */
  kick: () => void;
  /** A vacancy's title in a language (from the published content), or null. */
  vacancyTitle: (slug: string, lang: Lang) => Promise<string | null>;
  now?: () => number;
}

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

const field = (source: unknown, name: string): string => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

export const sharePages: FastifyPluginAsync<SharePagesOptions> = async (app, options) => {
  const { database } = options;
  const now = options.now ?? Date.now;
  await app.register(formbody, { bodyLimit: 8 * 1024 });
  // The page sends no Referer, so its form post carries `Origin: null`; Sec-Fetch-Site still says it came from this
  // site (as on the status pages). Everything else is checked like the forms.
  const fromSite = originCheck(options.siteOrigin, options.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    if (request.headers.origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin') return;
    await fromSite(request, reply);
  });
  const personal = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .header('Referrer-Policy', 'no-referrer');
  const shareOf = async (request: FastifyRequest) => {
    const token = field(request.query, 't');
    return isTokenShaped(token) ? shareOfToken(database, token, now()) : ({ state: 'unknown' } as const);
  };
  const refused = (reply: FastifyReply, state: 'gone' | 'unknown') =>
    personal(reply)
      .code(state === 'gone' ? 410 : 404)
      .send({ state } satisfies SharedProfileAnswer);

  app.get(PROFILE_API_PATHS.profile, async (request, reply) => {
    const found = await shareOf(request);
    if (found.state !== 'open') return refused(reply, found.state);
    const { share } = found;
    const lang: Lang = field(request.query, 'lang') === 'zh-Hant' ? 'zh-Hant' : 'en';
    const submission = await database.db
      .selectFrom('submissions')
      .select('data')
      .where('id', '=', share.submission_id)
      .executeTakeFirstOrThrow();
    const data = JSON.parse(submission.data) as Record<string, unknown>;
    const slug = typeof data.vacancy === 'string' && data.vacancy ? data.vacancy : null;
    const staff = await database.db
      .selectFrom('staff_accounts')
      .select('name')
      .where('id', '=', share.staff_account_id ?? 0)
      .executeTakeFirst();
    const hasCv =
      Number(share.include_cv) === 1 && (await filesOfSubmission(database, share.submission_id)).length > 0;
    await recordShareView(database, share, agentFamily(request.headers['user-agent']), now());
    const profile = sharedProfileOf(share, data, {
      vacancyTitle: slug ? ((await options.vacancyTitle(slug, lang)) ?? null) : null,
      presentedBy: staff?.name ?? null,
      hasCv,
    });
    return personal(reply).send({ state: 'open', profile } satisfies SharedProfileAnswer);
  });

  app.get(PROFILE_API_PATHS.cv, async (request, reply) => {
    const found = await shareOf(request);
    if (found.state !== 'open') return refused(reply, found.state);
    const [file] =
      Number(found.share.include_cv) === 1
        ? await filesOfSubmission(database, found.share.submission_id)
        : [];
    if (!file)
      return personal(reply).code(404).send({ status: 404, message: 'No CV was shared with this profile.' });
    let stream;
    try {
      stream = await options.cvs.open(file.id);
    } catch (error) {
      if (error instanceof CvNotFoundError)
        return personal(reply).code(404).send({ status: 404, message: 'This CV file is missing.' });
      if (error instanceof CvStorageUnavailableError) {
        request.log.error({ reason: error.message }, 'CV storage unavailable');
        return personal(reply)
          .code(503)
          .header('Retry-After', '30')
          .send({ status: 503, message: 'The CV cannot be fetched just now. Please try again shortly.' });
      }
      throw error;
    }
    // A download, never shown in the site's origin (its name is the agency's, not the applicant's file name).
    return personal(reply)
      .header('Content-Type', CONTENT_TYPES[file.file_type])
      .header('Content-Disposition', `attachment; filename="teacher-cv.${file.file_type}"`)
      .header('Content-Length', String(file.size))
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });

  for (const prefix of ['', '/zh-hant']) {
    app.post(`${prefix}${PROFILE_PAGE_PATHS.answer}`, async (request, reply) => {
      const token = field(request.body, 't');
      const answer = field(request.body, 'answer');
      const message = field(request.body, 'message').trim();
      const page = (query: Record<string, string>) =>
        `${prefix}${PROFILE_PAGE_PATHS.profile}?${new URLSearchParams({ t: token, ...query }).toString()}`;
      const seeOther = (location: string) =>
        reply.code(303).header('Cache-Control', 'no-store').header('Location', location).send();
      if (!(SCHOOL_ANSWERS as readonly string[]).includes(answer))
        return seeOther(page({ invalid: 'answer' }));
      if (message.length > PROFILE_SHARE_LIMITS.answerMessage) return seeOther(page({ invalid: 'message' }));
      const answered =
        isTokenShaped(token) &&
        (await answerShare(database, token, { answer: answer as SchoolAnswer, message }, now()));
      if (answered) options.kick();
      // Not answered: the link was withdrawn or ran out meanwhile, and its page says so (410).
      return seeOther(answered ? page({ notice: 'answered' }) : page({}));
    });
  }
};
