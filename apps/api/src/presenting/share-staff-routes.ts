// The staff side of presenting a candidate to a school (decision 075), a section of the staff API (app.ts mounts
// it under /api/staff; recruiters and admins):
//   GET  /candidates/:id/shares                 the candidate's shares, their views and the schools' answers
//   POST /candidates/:id/shares                 share one application with a school contact → the share and its link
//   POST /candidates/:id/shares/:share/revoke   withdraw a share: its page answers 410 from now on
import {
  PROFILE_SHARE_LANGS,
  PROFILE_SHARE_LIMITS,
  type ProfileShareBody,
  type ProfileShareCreated,
  type ProfileShareLang,
  type ProfileSharesAnswer,
} from '@agency/forms';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database/database.ts';
import { safeMailbox } from '../mail/agency-sender.ts';
import { allow } from '../security/staff-access.ts';
import { profileLink } from './share-mails.ts';
import { createShare, listShares, revokeShare, ShareProblem } from './share-store.ts';

export interface ShareStaffDeps {
  database: Database;
  /** The public site's origin: the link shown to staff (and mailed) points there. */
  siteOrigin: () => string;
  /** Wakes the mail worker after the school's mail was queued. */
  kick: () => void;
}

/** What the staff API tells a section about a request. */
interface SectionContext {
  now: () => number;
  actorOf: (request: FastifyRequest) => string;
  staffIdOf: (request: FastifyRequest) => number;
}

const idOf = (raw: unknown, label: string): number => {
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1)
    throw new ShareProblem(400, `The ${label} must be a whole number.`);
  return id;
};

const textOf = (body: Record<string, unknown>, name: keyof typeof PROFILE_SHARE_LIMITS, label: string) => {
  const value = typeof body[name] === 'string' ? body[name].trim() : '';
  const max = PROFILE_SHARE_LIMITS[name];
  if (value.length > max) throw new ShareProblem(400, `The ${label} has at most ${max} characters.`);
  return value;
};

/** The share as asked for, or a 400 that says which field is wrong and what it needs. */
export function shareBodyOf(raw: unknown): ProfileShareBody {
  const body = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const reference = typeof body.reference === 'string' ? body.reference.trim() : '';
  if (!reference) throw new ShareProblem(400, 'Choose the application to share.');
  const schoolName = textOf(body, 'schoolName', "school's name");
  if (!schoolName) throw new ShareProblem(400, "Enter the school's name.");
  const contactName = textOf(body, 'contactName', "contact's name");
  if (!contactName) throw new ShareProblem(400, "Enter the school contact's name.");
  const contactEmail = textOf(body, 'contactEmail', "contact's e-mail address");
  if (!contactEmail || !safeMailbox(contactEmail) || !/@[^@]+\.[^@]+$/.test(contactEmail))
    throw new ShareProblem(400, "Enter the school contact's e-mail address, like name@school.edu.hk.");
  const lang = body.lang;
  if (typeof lang !== 'string' || !(PROFILE_SHARE_LANGS as readonly string[]).includes(lang))
    throw new ShareProblem(400, 'Choose the language of the profile: English or Traditional Chinese.');
  if (body.includeCv !== undefined && typeof body.includeCv !== 'boolean')
    throw new ShareProblem(400, '"Include the CV" is yes or no (true or false).');
  return {
    reference,
    schoolName,
    contactName,
    contactEmail,
    lang: lang as ProfileShareLang,
    note: textOf(body, 'note', 'note'),
    includeCv: body.includeCv === true,
  };
}

const answering =
  (handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof ShareProblem)
        return reply.code(error.status).send({ status: error.status, message: error.message });
      throw error;
    }
  };

/** The candidate named in the URL as it now counts (a merged one answers for its survivor). */
async function candidateOf({ db }: Database, raw: unknown): Promise<number> {
  const row = await db
    .selectFrom('candidates')
    .select(['id', 'merged_into_id'])
    .where('id', '=', idOf(raw, 'candidate id'))
    .executeTakeFirst();
  if (!row) throw new ShareProblem(404, 'There is no candidate with this id.');
  return Number(row.merged_into_id ?? row.id);
}

export const shareStaffRoutes =
  (deps: ShareStaffDeps) =>
  (app: FastifyInstance, section: SectionContext): void => {
    const { database } = deps;
    const params = (request: FastifyRequest) => request.params as { id: string; share?: string };

    app.get(
      '/candidates/:id/shares',
      allow('recruiter'),
      answering(async (request) => {
        const id = await candidateOf(database, params(request).id);
        return { shares: await listShares(database, id) } satisfies ProfileSharesAnswer;
      }),
    );

    app.post(
      '/candidates/:id/shares',
      allow('recruiter'),
      answering(async (request, reply) => {
        const id = await candidateOf(database, params(request).id);
        const body = shareBodyOf(request.body);
        const at = section.now();
        const created = await createShare(database, id, body, {
          actor: section.actorOf(request),
          at,
          staffId: section.staffIdOf(request),
        });
        deps.kick();
        const share = (await listShares(database, id)).find((item) => item.id === created.id)!;
        return reply.code(201).send({
          share,
          link: profileLink(deps.siteOrigin(), body.lang, created.token),
        } satisfies ProfileShareCreated);
      }),
    );

    app.post(
      '/candidates/:id/shares/:share/revoke',
      allow('recruiter'),
      answering(async (request) => {
        const id = await candidateOf(database, params(request).id);
        await revokeShare(database, id, idOf(params(request).share, 'share id'), {
          actor: section.actorOf(request),
          at: section.now(),
        });
        return { shares: await listShares(database, id) } satisfies ProfileSharesAnswer;
      }),
    );
  };
