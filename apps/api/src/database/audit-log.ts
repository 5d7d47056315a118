// Who did what to which submission, and when. Rows keep the reference only, so the log can outlive the submissions
// it speaks of: erasing a submission never deletes its log lines. The log NEVER holds personal data of an
// applicant: no names, addresses, file names or note text. A row's detail is one of the structured facts below
// (statuses, counts, a file's position, export filters), stored as JSON, so nothing free-form can slip in; the
// staff area turns it into words. (Migration 2026-11-25-4-audit-without-personal-data scrubbed older rows.)
import type { Database } from './database.ts';

export const AUDIT_ACTIONS = [
  'signed-in',
  'signed-out',
  'viewed',
  'downloaded-cv',
  'exported',
  'changed-status',
  'added-note',
  'retained',
  'released',
  'erased',
  'resent-mail',
  'alert-erased',
  /** From the applicant's status page (the actor is APPLICANT_ACTOR, never an address). */
  'applicant-viewed',
  'applicant-withdrew',
  'applicant-asked-erasure',
  'drafts-erased',
  /** Staff sign-in and accounts (decision 068); the reference is the staff member's e-mail where one is named. */
  'signed-in-again',
  'passkey-added',
  'passkey-removed',
  'session-ended',
  'staff-added',
  'staff-made-admin',
  'staff-made-recruiter',
  'staff-disabled',
  'strong-sign-in-required',
  'strong-sign-in-optional',
  /**
   * Recruiting (decision 070): the reference is the card's, or `candidate-<id>`; details are keys and ids. A card's
   * move or ending is a 'changed-status' (with the reason key when it ends).
   */
  'changed-board',
  'tagged-candidate',
  'untagged-candidate',
  'assigned-candidate',
  'set-follow-up',
  'added-candidate-note',
  'merged-candidates',
  'unmerged-candidates',
  'changed-stage-limits',
  'candidate-erased',
  /** Presenting a candidate to a school (decision 075): the reference is the application's; ids only. */
  'shared-profile',
  'revoked-profile-share',
  /** The school answered on the shared profile's page (the actor is the school's link, never an address). */
  'school-answered',
  /** Mail from the candidate record (decision 073): the card's reference; the ids and the template's key only. */
  'mailed-candidate',
  'cancelled-candidate-mail',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a row may say besides its action and reference: never free text. */
export type AuditDetail =
  /** changed-status: the status keys before and after. */
  | { from: string; to: string }
  /** downloaded-cv: the file's position in the submission (1 = first); never its name. */
  | { file: number }
  /** erased: how many CV files and queued mails went with it. */
  | { files: number; mails: number }
  /** resent-mail: how many mails were queued again. */
  | { mails: number }
  /** exported: the filters (kind, status, vacancy, dates); a search is noted, never its words. */
  | { filters: Record<string, string | boolean> }
  /** alert-erased: how many job-alert records went; the address only as erasedAddressHash (database/erasure.ts). */
  | { alertRecords: number; addressHash?: string }
  /** drafts-erased: how many application drafts of an address went, with their CVs (never the address). */
  | { drafts: number }
  /** changed-status of a card that ends: the stage it left, the ending and the reason's key. */
  | { from: string; to: string; reason: string }
  /** changed-board: the boards' keys (vacancy slugs or 'pool'). */
  | { fromBoard: string; toBoard: string }
  /** tagged/untagged, set-follow-up, added-candidate-note: the candidate's id only (never the tag or note text). */
  | { candidate: number }
  /** assigned-candidate: the owners' staff ids. */
  | { candidate: number; fromOwner: number | null; toOwner: number | null }
  /** merged/unmerged-candidates: which candidate joined which. */
  | { candidate: number; into: number }
  /** candidate-erased: how many candidate records of an address went (the address only as its hash). */
  | { candidates: number; addressHash?: string }
  /** shared-profile, revoked-profile-share, school-answered: the candidate's and the share's ids. */
  | { candidate: number; share: number }
  /** changed-stage-limits: the days per stage. */
  | { limits: Record<string, number> }
  /** mailed-candidate, cancelled-candidate-mail: the candidate's and the mail's ids, the template's key. */
  | { candidate: number; mail: number; template?: string | null };

export interface AuditEntry {
  at: number;
  actor: string;
  action: AuditAction;
  reference: string | null;
  /** AuditDetail as JSON, or null. */
  detail: string | null;
}

export async function recordAudit(
  { db }: Database,
  entry: Omit<AuditEntry, 'at' | 'detail'> & { at?: number; detail: AuditDetail | null },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at ?? Date.now(),
      actor: entry.actor,
      action: entry.action,
      reference: entry.reference,
      detail: entry.detail === null ? null : JSON.stringify(entry.detail),
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(
  { db }: Database,
  page: number,
  reference?: string,
): Promise<{ entries: AuditEntry[]; total: number; pageSize: number }> {
  const filtered = db
    .selectFrom('audit_log')
    .$if(reference !== undefined, (qb) => qb.where('reference', '=', reference!));
  const { n } = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const entries = await filtered
    .select(['at', 'actor', 'action', 'reference', 'detail'])
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { entries: entries as AuditEntry[], total: Number(n), pageSize: AUDIT_PAGE_SIZE };
}
