// Profile shares in the database (issue 44 item 5, decision 075): staff share one application with a school contact
// (a 14-day link whose token is kept as a hash only), revoke it, and list a candidate's shares; the school's page
// opens it (each opening a view row), reads the redacted profile and answers. Every step writes the candidate's
// timeline (ids and keys: the staff area names the school when it reads them) and, for staff and answers, an audit
// row of ids only. Erasure needs nothing here: shares and views go with their application and candidate (CASCADE).
import {
  PROFILE_SHARE_DAYS,
  type ProfileShareBody,
  type ProfileShareView,
  type SchoolAnswer,
  type SharedProfile,
} from '@agency/forms';
import type { AuditAction, AuditDetail } from '../database/audit-log.ts';
import { recordCandidateEvent } from '../database/card-moves.ts';
import type { Database } from '../database/database.ts';
import { queueOwnedMails } from '../database/outbox.ts';
import type { ProfileSharesTable } from '../database/profile-share-tables.ts';
import type { Tx } from '../database/tables.ts';
import { hashToken, issueToken } from '../security/link-tokens.ts';

export const PROFILE_SHARE_TTL_MS = PROFILE_SHARE_DAYS * 24 * 60 * 60 * 1000;
/** Who the timeline and the audit log name for what the school did from the page (never the contact's address). */
export const SCHOOL_ACTOR = 'school (profile link)';

/** A refusal the staff route answers with its status and message. */
export class ShareProblem extends Error {
  readonly status: 400 | 404 | 409;
  constructor(status: 400 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

export type ShareRow = Omit<ProfileSharesTable, 'id'> & { id: number };

/** What the outbox row of the school's mail carries: the share, and the token until the mail is out. */
export interface ShareMailPayload {
  share: number;
  token?: string;
}

/** The candidate and those merged into it (a record answers for all of them). */
const groupOf = (db: Database['db'] | Tx, candidateId: number) =>
  db
    .selectFrom('candidates')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', candidateId), eb('merged_into_id', '=', candidateId)]));

async function audit(
  tx: Tx,
  entry: { actor: string; at: number; action: AuditAction; reference: string },
  detail: AuditDetail,
) {
  await tx
    .insertInto('audit_log')
    .values({ ...entry, detail: JSON.stringify(detail) })
    .execute();
}

/**
 * Shares one of the candidate's applications (by reference) with a school contact, queues the agency's mail to the
 * contact (Reply-To the staff member) and answers the share and its token (for the link shown once).
 */
export async function createShare(
  database: Database,
  candidateId: number,
  body: ProfileShareBody,
  by: { actor: string; at: number; staffId: number },
): Promise<{ id: number; token: string }> {
  return database.db.transaction().execute(async (tx) => {
    const submission = await tx
      .selectFrom('submissions')
      .select(['id', 'reference', 'kind', 'candidate_id'])
      .where('reference', '=', body.reference)
      .where('candidate_id', 'in', groupOf(tx, candidateId))
      .executeTakeFirst();
    if (!submission || submission.kind !== 'application')
      throw new ShareProblem(
        404,
        'This candidate has no application with this reference: choose one of theirs.',
      );
    const { token, token_hash, created_at, expires_at } = issueToken(by.at, PROFILE_SHARE_TTL_MS);
    const { id } = await tx
      .insertInto('profile_shares')
      .values({
        token_hash,
        candidate_id: Number(submission.candidate_id),
        submission_id: Number(submission.id),
        staff_account_id: by.staffId,
        school_name: body.schoolName,
        contact_name: body.contactName,
        contact_email: body.contactEmail,
        lang: body.lang,
        note: body.note,
        include_cv: body.includeCv ? 1 : 0,
        created_at,
        expires_at,
        revoked_at: null,
        answer: null,
        answer_message: null,
        answered_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const share = Number(id);
    await recordCandidateEvent(tx, {
      candidateId: Number(submission.candidate_id),
      actor: by.actor,
      at: by.at,
      action: 'profile-shared',
      submissionId: Number(submission.id),
      detail: { share, cv: body.includeCv ? 1 : 0 },
    });
    await audit(
      tx,
      { actor: by.actor, at: by.at, action: 'shared-profile', reference: submission.reference },
      { candidate: Number(submission.candidate_id), share },
    );
    await queueOwnedMails(
      tx,
      [
        {
          owner: { staff_account_id: by.staffId },
          purpose: 'profile-share',
          payload: JSON.stringify({ share, token } satisfies ShareMailPayload),
        },
      ],
      // The outbox runs on the real clock (tests move the app's).
      Date.now(),
    );
    return { id: share, token };
  });
}

/** Withdraws a share of the candidate's: its page answers 410 from now on. */
export async function revokeShare(
  database: Database,
  candidateId: number,
  shareId: number,
  by: { actor: string; at: number },
): Promise<void> {
  await database.db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('profile_shares as p')
      .innerJoin('submissions as s', 's.id', 'p.submission_id')
      .select(['p.id', 'p.candidate_id', 'p.submission_id', 'p.revoked_at', 's.reference'])
      .where('p.id', '=', shareId)
      .where('p.candidate_id', 'in', groupOf(tx, candidateId))
      .executeTakeFirst();
    if (!row) throw new ShareProblem(404, 'This candidate has no such shared profile.');
    if (row.revoked_at !== null) return;
    await tx.updateTable('profile_shares').set({ revoked_at: by.at }).where('id', '=', shareId).execute();
    await recordCandidateEvent(tx, {
      candidateId: Number(row.candidate_id),
      ...by,
      action: 'profile-revoked',
      submissionId: Number(row.submission_id),
      detail: { share: shareId },
    });
    await audit(
      tx,
      { ...by, action: 'revoked-profile-share', reference: row.reference },
      { candidate: Number(row.candidate_id), share: shareId },
    );
  });
}

/** The candidate's shares (and those of candidates merged into them), newest first, with their views. */
export async function listShares(database: Database, candidateId: number): Promise<ProfileShareView[]> {
  const { db } = database;
  const rows = await db
    .selectFrom('profile_shares as p')
    .innerJoin('submissions as s', 's.id', 'p.submission_id')
    .leftJoin('staff_accounts as a', 'a.id', 'p.staff_account_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('profile_share_views')
          .select((v) => [
            'share_id',
            v.fn.countAll<number | string>().as('views'),
            v.fn.max('at').as('last_view_at'),
          ])
          .groupBy('share_id')
          .as('v'),
      (join) => join.onRef('v.share_id', '=', 'p.id'),
    )
    .selectAll('p')
    .select(['s.reference', 'a.name as shared_by', 'v.views', 'v.last_view_at'])
    .where('p.candidate_id', 'in', groupOf(db, candidateId))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    reference: row.reference,
    schoolName: row.school_name,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    lang: row.lang,
    includeCv: Number(row.include_cv) === 1,
    sharedBy: row.shared_by ?? null,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    views: Number(row.views ?? 0),
    lastViewAt: row.last_view_at === null || row.last_view_at === undefined ? null : Number(row.last_view_at),
    answer: row.answer,
    answerMessage: row.answer_message,
    answeredAt: row.answered_at === null ? null : Number(row.answered_at),
  }));
}

export async function shareById(database: Database, id: number): Promise<ShareRow | null> {
  const row = await database.db
    .selectFrom('profile_shares')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

/** A link's share: `open` until it is withdrawn or its 14 days are over (`gone`); `unknown` for no such link. */
export async function shareOfToken(
  database: Database,
  token: string,
  now: number,
): Promise<{ state: 'open'; share: ShareRow } | { state: 'gone' } | { state: 'unknown' }> {
  const row = await database.db
    .selectFrom('profile_shares')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.revoked_at !== null || Number(row.expires_at) <= now) return { state: 'gone' };
  return { state: 'open', share: { ...row, id: Number(row.id) } };
}

/** Logs one opening of the page; the first opening also goes on the candidate's timeline. */
export async function recordShareView(database: Database, share: ShareRow, agent: string, now: number) {
  await database.db.transaction().execute(async (tx) => {
    await tx.insertInto('profile_share_views').values({ share_id: share.id, at: now, agent }).execute();
    const seen = await tx
      .selectFrom('profile_share_views')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('share_id', '=', share.id)
      .executeTakeFirstOrThrow();
    if (Number(seen.n) === 1)
      await recordCandidateEvent(tx, {
        candidateId: Number(share.candidate_id),
        actor: SCHOOL_ACTOR,
        at: now,
        action: 'profile-viewed',
        submissionId: Number(share.submission_id),
        detail: { share: share.id },
      });
  });
}

/**
 * The school answers (a different answer later replaces it; the same again changes nothing): the timeline shows it
 * and the staff member who
 * shared it is mailed. False when the link no longer opens.
 */
export async function answerShare(
  database: Database,
  token: string,
  answer: { answer: SchoolAnswer; message: string },
  now: number,
): Promise<boolean> {
  return database.db.transaction().execute(async (tx) => {
    // The same answer again (a second press, a reload that posts again) changes nothing and mails nobody.
    const before = await tx
      .updateTable('profile_shares')
      .set({ answered_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('answer', '=', answer.answer)
      .where('answer_message', answer.message ? '=' : 'is', answer.message || null)
      .returning('id')
      .executeTakeFirst();
    if (before) return true;
    const row = await tx
      .updateTable('profile_shares')
      .set({ answer: answer.answer, answer_message: answer.message || null, answered_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'candidate_id', 'submission_id', 'staff_account_id'])
      .executeTakeFirst();
    if (!row) return false;
    const share = Number(row.id);
    await recordCandidateEvent(tx, {
      candidateId: Number(row.candidate_id),
      actor: SCHOOL_ACTOR,
      at: now,
      action: 'profile-answered',
      submissionId: Number(row.submission_id),
      detail: { share, answer: answer.answer },
    });
    const reference = await tx
      .selectFrom('submissions')
      .select('reference')
      .where('id', '=', row.submission_id)
      .executeTakeFirstOrThrow();
    await audit(
      tx,
      { actor: SCHOOL_ACTOR, at: now, action: 'school-answered', reference: reference.reference },
      { candidate: Number(row.candidate_id), share },
    );
    if (row.staff_account_id !== null)
      await queueOwnedMails(
        tx,
        [
          {
            owner: { staff_account_id: Number(row.staff_account_id) },
            purpose: 'profile-answer',
            payload: JSON.stringify({ share } satisfies ShareMailPayload),
          },
        ],
        Date.now(),
      );
    return true;
  });
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** "Jo H.": the first name and the surname's initial (decision 075). */
export function displayNameOf(data: Record<string, unknown>): string {
  const first = text(data.firstName) ?? '';
  const initial = [...(text(data.surname) ?? '')][0];
  return [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ');
}

/**
 * What the school sees: an allow-list of the application's answers. Nothing else of `data` is read, so a field added
 * to the form later (or an address, phone, ID number or date of birth) never reaches the page.
 */
export function sharedProfileOf(
  share: ShareRow,
  data: Record<string, unknown>,
  extra: { vacancyTitle: string | null; presentedBy: string | null; hasCv: boolean },
): SharedProfile {
  return {
    displayName: displayNameOf(data),
    nationality: text(data.nationality),
    educationLevel: text(data.educationLevel),
    teflCertificateHeld: text(data.teflCertificateHeld),
    careerLevel: text(data.careerLevel),
    locationInterestedIn: text(data.locationInterestedIn),
    sectors: Array.isArray(data.sectors)
      ? data.sectors.filter((s): s is string => typeof s === 'string')
      : [],
    vacancyTitle: extra.vacancyTitle,
    schoolName: share.school_name,
    contactName: share.contact_name,
    note: share.note.trim() === '' ? null : share.note,
    presentedBy: extra.presentedBy,
    hasCv: extra.hasCv,
    expiresAt: Number(share.expires_at),
    answer: share.answer,
    answerMessage: share.answer_message,
  };
}
