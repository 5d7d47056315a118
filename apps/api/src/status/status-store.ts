// Application status in the database (issue 30 items 1-2, decision 031): links (hashes only; 30 minutes, single
// use, a newer link replaces the older), the short sessions a used link starts, what an applicant may see, and
// what they may do (withdraw, ask for erasure). Addresses are read here and handed to the mail composer only;
// nothing here logs them.
import { sql } from 'kysely';
import type { Database } from '../database/database.ts';
import type { CleanUpStep } from '../database/clean-up.ts';
import type { AddressEraser } from '../database/erase-address.ts';
import type { SubmissionKind, Tx } from '../database/tables.ts';
import { hashToken, issueToken, tokenState, type TokenState } from '../security/link-tokens.ts';
import { recordAudit } from '../database/audit-log.ts';
import { changeCardIfStill, findCard } from '../database/card-moves.ts';
import type { StatusLinksTable } from '../database/status-tables.ts';

export const STATUS_LINK_TTL_MS = 30 * 60 * 1000;
export const STATUS_SESSION_TTL_MS = 30 * 60 * 1000;
/** Spent and expired links are kept this long, so their page can still say which they are. */
export const STATUS_LINK_KEPT_MS = 24 * 60 * 60 * 1000;
/** Who the audit log names for what an applicant did from the status pages (never their address). */
export const APPLICANT_ACTOR = 'applicant (status link)';

export type StatusLang = StatusLinksTable['lang'];

/** One address, as links and sessions know it: trimmed and lower-cased. */
export const addressKey = (email: string): string => email.trim().toLowerCase();

/** The submissions under an address (and reference, when given), newest first. */
async function submissionsOf(db: Database['db'] | Tx, emailKey: string, reference?: string) {
  return db
    .selectFrom('submissions')
    .select(['id', 'reference', 'kind', 'created_at', 'status', 'data', 'erasure_requested_at'])
    .where(sql<string>`lower(email)`, '=', emailKey)
    .$if(reference !== undefined && reference !== '', (qb) =>
      qb.where(sql<string>`upper(reference)`, '=', (reference ?? '').trim().toUpperCase()),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type QueueStatusLink = (
  tx: Tx,
  mail: { submissionId: number; purpose: 'status-link'; payload: string },
) => Promise<void>;

/**
 * A new status link for an address, replacing its earlier ones: the token, for the mail that carries it. Asked for
 * on the status page, or sent with "Tell the applicant" (status-mails.ts): the same rules for both.
 */
export async function issueStatusLink(tx: Tx, email: string, lang: StatusLang, now: number): Promise<string> {
  const emailKey = addressKey(email);
  await tx
    .updateTable('status_links')
    .set({ replaced_at: now })
    .where('email_key', '=', emailKey)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .execute();
  const { token, ...stored } = issueToken(now, STATUS_LINK_TTL_MS);
  await tx
    .insertInto('status_links')
    .values({ ...stored, email_key: emailKey, lang, used_at: null, replaced_at: null })
    .execute();
  return token;
}

/**
 * A status request: when the address (and the reference, if given) has submissions, a new link replaces the
 * address's earlier ones and its mail is queued (to the newest submission's address). The requester's answer never
 * depends on the outcome.
 */
export async function requestStatusLink(
  database: Database,
  request: { email: string; reference?: string; lang: StatusLang },
  now: number,
  queueMail: QueueStatusLink,
): Promise<'mailed' | 'no-match'> {
  const emailKey = addressKey(request.email);
  return database.db.transaction().execute(async (tx) => {
    const [newest] = await submissionsOf(tx, emailKey, request.reference);
    if (!newest) return 'no-match';
    const token = await issueStatusLink(tx, emailKey, request.lang, now);
    await queueMail(tx, {
      submissionId: Number(newest.id),
      purpose: 'status-link',
      payload: JSON.stringify({ token, lang: request.lang }),
    });
    return 'mailed';
  });
}

/** Whether a link still works, and if not, why (the page says which): 'unknown' for one never issued. */
export async function statusLinkState(
  database: Database,
  token: string,
  now: number,
): Promise<TokenState | 'unknown'> {
  const row = await database.db
    .selectFrom('status_links')
    .select(['expires_at', 'used_at', 'replaced_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row ? tokenState(row, now) : 'unknown';
}

/** Uses up a link (once, before it expires, unless replaced) and starts a session: its cookie value. */
export async function openStatusLink(
  database: Database,
  token: string,
  now: number,
): Promise<{ session: string; lang: StatusLang } | null> {
  return database.db.transaction().execute(async (tx) => {
    const used = await tx
      .updateTable('status_links')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('replaced_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['email_key', 'lang'])
      .executeTakeFirst();
    if (!used) return null;
    const { token: session, ...stored } = issueToken(now, STATUS_SESSION_TTL_MS);
    await tx
      .insertInto('status_sessions')
      .values({ ...stored, email_key: used.email_key, lang: used.lang })
      .execute();
    return { session, lang: used.lang };
  });
}

export interface StatusSession {
  emailKey: string;
  lang: StatusLang;
  expiresAt: number;
}

export async function statusSession(
  database: Database,
  cookie: string,
  now: number,
): Promise<StatusSession | null> {
  const row = await database.db
    .selectFrom('status_sessions')
    .select(['email_key', 'lang', 'expires_at'])
    .where('token_hash', '=', hashToken(cookie))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { emailKey: row.email_key, lang: row.lang, expiresAt: row.expires_at } : null;
}

export async function endStatusSession(database: Database, cookie: string): Promise<void> {
  await database.db.deleteFrom('status_sessions').where('token_hash', '=', hashToken(cookie)).execute();
}

/** What an applicant sees of one submission: never staff notes or staff names. */
export interface ApplicantSubmission {
  reference: string;
  kind: SubmissionKind;
  receivedAt: number;
  /** The vacancy's slug, or null (any suitable vacancy, or an enquiry). */
  vacancy: string | null;
  /** The staff status key; the pages show it in applicant words (status-words.ts). */
  status: string;
  erasureRequested: boolean;
}

export async function applicantSubmissions(
  database: Database,
  emailKey: string,
): Promise<ApplicantSubmission[]> {
  return (await submissionsOf(database.db, emailKey)).map((row) => {
    const slug = (JSON.parse(row.data) as { vacancy?: unknown }).vacancy;
    return {
      reference: row.reference,
      kind: row.kind,
      receivedAt: row.created_at,
      vacancy: typeof slug === 'string' && slug !== '' ? slug : null,
      status: row.status,
      erasureRequested: row.erasure_requested_at !== null,
    };
  });
}

/** Writes that an applicant saw these submissions (the audit log names the reference, never the address). */
export async function recordApplicantView(database: Database, references: string[], now: number) {
  for (const reference of references)
    await recordAudit(database, {
      actor: APPLICANT_ACTOR,
      action: 'applicant-viewed',
      reference,
      detail: null,
      at: now,
    });
}

/** Statuses from which an application can no longer be withdrawn. */
export const FINAL_STATUSES: readonly string[] = ['placed', 'rejected', 'withdrawn'];

export type QueueWithdrawal = (
  tx: Tx,
  mail: { submissionId: number; purpose: 'withdrawal' },
) => Promise<void>;

/**
 * The applicant withdraws one of their applications: its status becomes withdrawn, the agency is mailed and the
 * audit log records it. False when it is not theirs, not an application, or already decided.
 */
export async function withdrawApplication(
  database: Database,
  emailKey: string,
  reference: string,
  now: number,
  queueMail: QueueWithdrawal,
): Promise<boolean> {
  // The card ends as withdrawn, reason 'withdrew-online', through the board's own code (database/card-moves.ts).
  for (;;) {
    const done = await database.db.transaction().execute(async (tx) => {
      const [row] = await submissionsOf(tx, emailKey, reference);
      if (!row || row.kind !== 'application' || FINAL_STATUSES.includes(row.status)) return false;
      const card = await findCard(tx, row.reference);
      const change = { to: 'withdrawn', reason: 'withdrew-online' } as const;
      const by = { actor: APPLICANT_ACTOR, at: now, auditAction: 'applicant-withdrew' } as const;
      // A staff member moved it in between: read again (it may be final now).
      if (!card || !(await changeCardIfStill(tx, card, change, by))) return null;
      await queueMail(tx, { submissionId: Number(row.id), purpose: 'withdrawal' });
      return true;
    });
    if (done !== null) return done;
  }
}

/** The applicant asks for erasure: a request that staff see in the inbox. It never erases anything by itself. */
export async function requestErasure(
  database: Database,
  emailKey: string,
  reference: string,
  now: number,
): Promise<boolean> {
  return database.db.transaction().execute(async (tx) => {
    const [row] = await submissionsOf(tx, emailKey, reference);
    if (!row) return false;
    if (row.erasure_requested_at !== null) return true;
    await tx.updateTable('submissions').set({ erasure_requested_at: now }).where('id', '=', row.id).execute();
    await tx
      .insertInto('audit_log')
      .values({
        at: now,
        actor: APPLICANT_ACTOR,
        action: 'applicant-asked-erasure',
        reference: row.reference,
        detail: null,
      })
      .execute();
    return true;
  });
}

/** Upkeep: sessions past their end, and links a day past theirs, are deleted. */
/** Status links' part of the clean-up (database/clean-up.ts): links a day past their 30 minutes, ended sessions. */
export const statusCleanUp =
  (database: Database): CleanUpStep<{ status: { links: number; sessions: number } }> =>
  async (now) => ({ status: await statusUpkeep(database, now) });

export async function statusUpkeep(
  database: Database,
  now: number,
): Promise<{ links: number; sessions: number }> {
  const links = await database.db
    .deleteFrom('status_links')
    .where('expires_at', '<=', now - STATUS_LINK_KEPT_MS)
    .executeTakeFirst();
  const sessions = await database.db
    .deleteFrom('status_sessions')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return { links: Number(links.numDeletedRows), sessions: Number(sessions.numDeletedRows) };
}

/** Status links' part of an address erasure (database/erase-address.ts); not audited on its own. */
export const statusAddressEraser = (database: Database): AddressEraser => ({
  erase: (email) => eraseStatusAddress(database, email),
});

/** Erasing an address (staff area or `pnpm admin erase`) deletes its status links and sessions too. */
export async function eraseStatusAddress(database: Database, email: string): Promise<number> {
  const emailKey = addressKey(email);
  return database.db.transaction().execute(async (tx) => {
    const links = await tx.deleteFrom('status_links').where('email_key', '=', emailKey).executeTakeFirst();
    const sessions = await tx
      .deleteFrom('status_sessions')
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
    return Number(links.numDeletedRows) + Number(sessions.numDeletedRows);
  });
}

/** The address and language a link (of any state) was sent for: a used or expired link's "send a new one". */
export async function statusLinkAddress(
  database: Database,
  token: string,
): Promise<{ emailKey: string; lang: StatusLang } | null> {
  const row = await database.db
    .selectFrom('status_links')
    .select(['email_key', 'lang'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row ? { emailKey: row.email_key, lang: row.lang } : null;
}
