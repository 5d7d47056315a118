// An erasure request for an e-mail address (PDPO / the privacy notice): everything the site keeps under the
// address, not under a submission's reference: its job alert (with digests, tokens, queued mail and suppression),
// its application drafts (with their link tokens, queued mail and CV files), and its status links and sessions.
// Submissions are erased by reference (staff area, `forms:admin delete`). One function, so the staff area's
// "Erase this address" and `forms:admin erase <email>` erase the same things; the audit log never holds the address.
import { eraseAlertAddress } from '../alerts/alert-store.ts';
import { sql } from 'kysely';
import type { SubmissionKind, SubmissionStatus } from '@agency/forms/inbox';
import type { CvStorage } from '../cv-storage/cv-storage.ts';
import type { Database } from '../database/database.ts';
import { eraseDraftsOf } from '../drafts/draft-store.ts';
import { recordAudit } from '../staff/audit/audit-log.ts';
import { eraseStatusAddress } from '../status/status-store.ts';

export interface AddressErasure {
  alertRecords: number;
  drafts: number;
  statusRecords: number;
}

export async function eraseAddress(
  database: Database,
  cvs: CvStorage,
  email: string,
  by: { actor: string; at: number },
): Promise<AddressErasure> {
  const alertRecords = await eraseAlertAddress(database, email);
  const drafts = await eraseDraftsOf(database, cvs, email);
  const statusRecords = await eraseStatusAddress(database, email);
  await database.afterErasure();
  await recordAudit(database, { ...by, action: 'alert-erased', reference: null, detail: { alertRecords } });
  if (drafts > 0)
    await recordAudit(database, { ...by, action: 'drafts-erased', reference: null, detail: { drafts } });
  return { alertRecords, drafts, statusRecords };
}

/** The submissions sent from an address (any case), newest first: the staff area lists them beside the rest. */
export async function submissionsOfAddress(database: Database, email: string) {
  const rows = await database.db
    .selectFrom('submissions')
    .select(['reference', 'kind', 'status', 'created_at'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    kind: row.kind as SubmissionKind,
    status: row.status as SubmissionStatus,
    receivedAt: Number(row.created_at),
  }));
}
