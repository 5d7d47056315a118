// Application drafts in the database (tables: draft-tables.ts; decision 032). A draft keeps every field as typed
// and its CVs as an unclaimed upload; its links carry tokens stored as hashes only. Each change is one transaction
// with the mail it causes (outbox). Addresses are read here and handed to the mail composer only: never logged.
import { CV_MAX_FILES, ERROR_KEYS, type ApplicationVariant } from '@agency/forms';
import type { CvStorage } from '../uploads/cv-storage.ts';
import type { Database } from '../database/database.ts';
import type { CleanUpStep } from '../database/clean-up.ts';
import type { AddressEraser } from '../database/erase-address.ts';
import { queueOwnedMail } from '../database/outbox.ts';
import type { Tx } from '../database/tables.ts';
import { FormError } from '../security/form-error.ts';
import { randomId, type ReceivedCv } from '../uploads/receive-cv.ts';
import { hashToken, newToken } from '../security/link-tokens.ts';
import { draftMailHeldUntil } from './draft-mail-cap.ts';
import { draftExpiresAt, reminderAt } from './draft-schedule.ts';

export type DraftLang = 'en' | 'zh-Hant';

export interface DraftContent {
  email: string;
  lang: DraftLang;
  variant: ApplicationVariant;
  vacancy: string | null;
  /** Every field as typed, by field name (strings, or lists of strings). */
  values: Record<string, string | string[]>;
}

export interface DraftFile {
  id: string;
  name: string;
  size: number;
  fileType: 'pdf' | 'doc' | 'docx';
}

export interface OpenedDraft extends DraftContent {
  /** The upload holding its CVs (posted as the application's `fileName`), or null. */
  uploadId: string | null;
  files: DraftFile[];
  expiresAt: number;
}

/** The link no longer opens a draft: sent as an application, expired, or erased. */
export const DRAFT_GONE_MESSAGE =
  'This draft was already sent (perhaps from another tab or window) or no longer exists. Nothing was sent twice.';
export const draftGone = () =>
  new FormError(410, DRAFT_GONE_MESSAGE, [{ field: 'draft', message: ERROR_KEYS.draftGone }]);

const draftByToken = (db: Database['db'] | Tx, token: string, now: number) =>
  db
    .selectFrom('draft_tokens as t')
    .innerJoin('drafts as d', 'd.id', 't.draft_id')
    .select(['d.id', 'd.email', 'd.lang', 'd.variant', 'd.vacancy', 'd.data', 'd.upload_id', 'd.expires_at'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.expires_at', '>', now)
    .where('d.expires_at', '>', now)
    .executeTakeFirst();

const filesOf = async (db: Database['db'] | Tx, uploadId: string | null): Promise<DraftFile[]> =>
  uploadId === null
    ? []
    : (
        await db
          .selectFrom('upload_files')
          .select(['id', 'original_name', 'size', 'file_type'])
          .where('upload_id', '=', uploadId)
          .orderBy('position')
          .execute()
      ).map((f) => ({ id: f.id, name: f.original_name, size: Number(f.size), fileType: f.file_type }));

/** A new link to the draft, expiring with it. */
async function newLink(tx: Tx, draft: { id: number; expiresAt: number }, now: number): Promise<string> {
  const token = newToken();
  await tx
    .insertInto('draft_tokens')
    .values({
      token_hash: hashToken(token),
      draft_id: draft.id,
      created_at: now,
      expires_at: draft.expiresAt,
    })
    .execute();
  return token;
}

/** A new link to the draft and the mail that carries it, queued in the same transaction. */
async function mailLink(
  tx: Tx,
  draft: { id: number; expiresAt: number },
  purpose: 'draft-resume' | 'draft-reminder',
  now: number,
): Promise<string> {
  const token = await newLink(tx, draft, now);
  // The token waits in the row until the mail is sent, then only its hash is kept (draft-mails.ts).
  await queueOwnedMail(
    tx,
    { owner: { draft_id: draft.id }, purpose, payload: JSON.stringify({ token }) },
    now,
  );
  return token;
}

export interface SaveDraftInput {
  /** The token of the draft being saved again (the tab that saved or resumed it); absent for a new draft. */
  token?: string;
  content: DraftContent;
  /** Stored CVs (file ids) of this draft to keep; the others are removed. */
  keep: readonly string[];
  /** Newly received CVs, already checked (their temp files; stored here). */
  files: readonly ReceivedCv[];
  /** When the vacancy stops taking applications (null: no vacancy, or none known). */
  closesAt: number | null;
  now: number;
}

export interface SavedDraft {
  /** The link token this tab keeps to save again or send: the same one, or a new one when a mail went out. */
  token: string;
  /** True when a resume mail was queued (a new draft, or a new address). */
  mailed: boolean;
  /** Past the address's cap on draft mails: when saving again sends the resume mail (else null). */
  mailHeldUntil: number | null;
  uploadId: string | null;
  files: DraftFile[];
  expiresAt: number;
}

/**
 * Saves a draft: creates it (and queues the resume mail), or updates the one the token opens. New CVs are put into
 * the CV storage first; if the transaction fails they are removed again. CVs no longer kept are removed after it
 * commits. Throws draftGone() for a token that opens nothing, and 413 when more than two CVs would be kept.
 */
export async function saveDraft(
  database: Database,
  cvs: CvStorage,
  input: SaveDraftInput,
): Promise<SavedDraft> {
  const { content, now } = input;
  const placed = input.files.map((file) => ({ ...file, id: `${randomId('f-')}.${file.fileType}` }));
  const stored: string[] = [];
  let removed: string[] = [];
  try {
    for (const file of placed) {
      await cvs.put(file.id, file);
      stored.push(file.id);
    }
    const saved = await database.db.transaction().execute(async (tx) => {
      const existing = input.token === undefined ? undefined : await draftByToken(tx, input.token, now);
      if (input.token !== undefined && !existing) throw draftGone();
      const current = existing ? await filesOf(tx, existing.upload_id) : [];
      const kept = current.filter((file) => input.keep.includes(file.id));
      removed = current.filter((file) => !input.keep.includes(file.id)).map((file) => file.id);
      if (kept.length + placed.length > CV_MAX_FILES) {
        throw new FormError(413, 'Attach at most 2 files.', [
          { field: 'file', message: ERROR_KEYS.cvTooMany },
        ]);
      }
      const expiresAt = existing ? Number(existing.expires_at) : draftExpiresAt(now);
      const columns = {
        email: content.email,
        lang: content.lang,
        variant: content.variant,
        vacancy: content.vacancy,
        data: JSON.stringify(content.values),
        updated_at: now,
        remind_at: reminderAt({ savedAt: now, expiresAt, closesAt: input.closesAt }),
      };
      let draftId: number;
      if (existing) {
        draftId = Number(existing.id);
        await tx.updateTable('drafts').set(columns).where('id', '=', draftId).execute();
      } else {
        const row = await tx
          .insertInto('drafts')
          .values({ ...columns, created_at: now, expires_at: expiresAt, upload_id: null, reminded_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        draftId = Number(row.id);
      }
      // The CVs: one upload row holds the ones kept and the new ones, in that order.
      let uploadId = existing?.upload_id ?? null;
      if (removed.length > 0) await tx.deleteFrom('upload_files').where('id', 'in', removed).execute();
      if (kept.length + placed.length === 0) {
        if (uploadId !== null) await tx.deleteFrom('uploads').where('id', '=', uploadId).execute();
        uploadId = null;
      } else if (placed.length > 0) {
        if (uploadId === null) {
          uploadId = randomId('cv-');
          await tx
            .insertInto('uploads')
            .values({ id: uploadId, created_at: now, submission_id: null, claimed_at: null })
            .execute();
        }
        const target = uploadId;
        await tx
          .insertInto('upload_files')
          .values(
            placed.map((file, index) => ({
              id: file.id,
              upload_id: target,
              position: current.length + index,
              original_name: file.originalName,
              file_type: file.fileType,
              size: file.size,
              sha256: file.sha256,
            })),
          )
          .execute();
      }
      await tx.updateTable('drafts').set({ upload_id: uploadId }).where('id', '=', draftId).execute();
      // A new draft, or a new address: a resume mail to it. The old address's links stop working, and its mail
      // not yet sent goes too (the worker would send it to the new address with a dead link).
      const newAddress =
        existing !== undefined && existing.email.trim().toLowerCase() !== content.email.trim().toLowerCase();
      if (newAddress) {
        await tx.deleteFrom('draft_tokens').where('draft_id', '=', draftId).execute();
        await tx.deleteFrom('outbox').where('draft_id', '=', draftId).execute();
      }
      // Otherwise no mail (the link already sent opens the draft as saved now), unless the cap held it back.
      const due = !existing || newAddress || !(await hasMail(tx, draftId));
      const mailHeldUntil = due ? await draftMailHeldUntil(tx, content.email, now) : null;
      const mailed = due && mailHeldUntil === null;
      const draft = { id: draftId, expiresAt };
      const token = mailed
        ? await mailLink(tx, draft, 'draft-resume', now)
        : existing && !newAddress
          ? (input.token as string)
          : // Held back: a link for this tab only, until saving again mails one.
            await newLink(tx, draft, now);
      return { token, mailed, mailHeldUntil, uploadId, files: await filesOf(tx, uploadId), expiresAt };
    });
    await Promise.allSettled(removed.map((id) => cvs.remove(id)));
    return saved;
  } catch (error) {
    await Promise.allSettled(stored.map((id) => cvs.remove(id)));
    throw error;
  }
}

/** Whether a mail of the draft (to its address) was queued: none when the cap held its resume mail back. */
const hasMail = async (tx: Tx, draftId: number) =>
  (await tx.selectFrom('outbox').select('id').where('draft_id', '=', draftId).executeTakeFirst()) !==
  undefined;

/** The draft a link opens, or null when it opens none (sent, expired, erased, or never was). */
export async function openDraft(database: Database, token: string, now: number): Promise<OpenedDraft | null> {
  const row = await draftByToken(database.db, token, now);
  if (!row) return null;
  return {
    email: row.email,
    lang: row.lang,
    variant: row.variant,
    vacancy: row.vacancy,
    values: JSON.parse(row.data) as Record<string, string | string[]>,
    uploadId: row.upload_id,
    files: await filesOf(database.db, row.upload_id),
    expiresAt: Number(row.expires_at),
  };
}

/**
 * Inside the application's transaction: the draft the token opens is deleted (its tokens and mails with it), so a
 * second tab sending the same draft gets draftGone() and nothing is stored twice. Its upload stays, for the
 * application to claim.
 */
export async function consumeDraft(
  tx: Tx,
  token: string,
  uploadId: string | undefined,
  now: number,
): Promise<void> {
  const draft = await draftByToken(tx, token, now);
  if (!draft) throw draftGone();
  const deleted = await tx.deleteFrom('drafts').where('id', '=', draft.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw draftGone();
  // The CVs the application names must be the draft's own (re-saved just before sending), or a new upload.
  if (draft.upload_id !== null && uploadId !== draft.upload_id) {
    await tx.deleteFrom('uploads').where('id', '=', draft.upload_id).execute();
  }
}

/** Deletes drafts with their tokens, queued mail, CV rows and files (files after the commit). */
export async function deleteDrafts(
  database: Database,
  cvs: CvStorage,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const fileIds = await database.db.transaction().execute(async (tx) => {
    const uploads = (
      await tx.selectFrom('drafts').select('upload_id').where('id', 'in', ids).execute()
    ).flatMap((row) => (row.upload_id === null ? [] : [row.upload_id]));
    const files =
      uploads.length === 0
        ? []
        : await tx.selectFrom('upload_files').select('id').where('upload_id', 'in', uploads).execute();
    await tx.deleteFrom('outbox').where('draft_id', 'in', ids).execute();
    await tx.deleteFrom('drafts').where('id', 'in', ids).execute();
    if (uploads.length > 0) {
      await tx.deleteFrom('upload_files').where('upload_id', 'in', uploads).execute();
      await tx.deleteFrom('uploads').where('id', 'in', uploads).where('submission_id', 'is', null).execute();
    }
    return files.map((file) => file.id);
  });
  await database.afterErasure();
  // A file the store cannot remove now is an orphan; the orphan sweep removes it later.
  await Promise.allSettled(fileIds.map((id) => cvs.remove(id)));
  return ids.length;
}

/** The retention rule for drafts: deleted with their files once they expire. Returns how many. */
export async function deleteExpiredDrafts(database: Database, cvs: CvStorage, now: number): Promise<number> {
  const expired = await database.db
    .selectFrom('drafts')
    .select('id')
    .where('expires_at', '<=', now)
    .execute();
  return deleteDrafts(
    database,
    cvs,
    expired.map((row) => Number(row.id)),
  );
}

/** The drafts of an address (compared trimmed, ignoring case). */
const draftsOf = (database: Database, email: string) =>
  database.db
    .selectFrom('drafts')
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['email'])]), '=', email.trim().toLowerCase()));

/** How many drafts an address has (the staff area's "find an address"). */
export async function countDraftsOf(database: Database, email: string): Promise<number> {
  const row = await draftsOf(database, email)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Drafts' part of an address erasure (database/erase-address.ts): logged when there were any. */
export const draftAddressEraser = (database: Database, cvs: CvStorage): AddressEraser => ({
  erase: (email) => eraseDraftsOf(database, cvs, email),
  audit: (drafts) => (drafts > 0 ? { action: 'drafts-erased', detail: { drafts } } : null),
});

/** An erasure request (database/erase-address.ts): every draft of an address, with its CV files. */
export async function eraseDraftsOf(database: Database, cvs: CvStorage, email: string): Promise<number> {
  const rows = await draftsOf(database, email).select('id').execute();
  return deleteDrafts(
    database,
    cvs,
    rows.map((row) => Number(row.id)),
  );
}

/** Queues the reminders that have come due (each once, with a new link). Returns how many. */
/**
 * Drafts' part of the clean-up (database/clean-up.ts): drafts past their 30 days go, with their CVs. The server's
 * job also queues the reminders that are due (`reminders`); `pnpm admin sweep` only removes.
 */
export const draftsCleanUp =
  (
    database: Database,
    cvs: CvStorage,
    reminders?: { onQueued: () => void; log: { info: (details: object, message: string) => void } },
  ): CleanUpStep<{ drafts: number }> =>
  async (now) => {
    const drafts = await deleteExpiredDrafts(database, cvs, now);
    if (reminders) {
      const queued = await queueDueReminders(database, now);
      if (queued > 0) {
        reminders.onQueued();
        reminders.log.info({ reminders: queued }, 'draft reminders queued');
      }
    }
    return { drafts };
  };

export async function queueDueReminders(database: Database, now: number): Promise<number> {
  const due = await database.db
    .selectFrom('drafts')
    .select(['id', 'email', 'expires_at'])
    .where('remind_at', '<=', now)
    .where('reminded_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  let queued = 0;
  for (const draft of due) {
    await database.db.transaction().execute(async (tx) => {
      const marked = await tx
        .updateTable('drafts')
        .set({ reminded_at: now })
        .where('id', '=', draft.id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return;
      // Past the address's cap the reminder is skipped: it is a courtesy, and 30 drafts must not mean 30 mails.
      if ((await draftMailHeldUntil(tx, draft.email, now)) !== null) return;
      await mailLink(
        tx,
        { id: Number(draft.id), expiresAt: Number(draft.expires_at) },
        'draft-reminder',
        now,
      );
      queued += 1;
    });
  }
  return queued;
}
