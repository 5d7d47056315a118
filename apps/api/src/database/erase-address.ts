// An erasure request for an e-mail address (PDPO / the privacy notice): everything the site keeps under the
// address, not under a submission's reference. Each feature that keeps something under an address answers through
// an AddressEraser (its job alert, its application drafts with their CVs, its status links and sessions); the top
// (../erasure-and-retention.ts) lists them, so the staff area's "Erase this address" and `pnpm admin erase <email>`
// erase the same things. Submissions are erased by reference (erasure.ts). The audit log never holds the address.
import type { SubmissionKind, SubmissionStatus } from '@agency/forms/inbox';
import { sql } from 'kysely';
import { recordAudit, type AuditAction, type AuditDetail } from './audit-log.ts';
import type { Database } from './database.ts';
import { erasedAddressHash } from './erasure.ts';

/** One feature's part of an address erasure. */
export interface AddressEraser {
  /** Erases what the feature keeps under the address; how many records went. */
  erase(email: string): Promise<number>;
  /** The audit log's line for what went (never the address), or null for none. */
  audit?(erased: number): { action: AuditAction; detail: AuditDetail } | null;
}

/** Asks each eraser in turn; how many records each erased, under the same names. */
export async function eraseAddress<Name extends string>(
  database: Database,
  erasers: Record<Name, AddressEraser>,
  email: string,
  by: { actor: string; at: number },
): Promise<Record<Name, number>> {
  const parts = Object.entries(erasers) as [Name, AddressEraser][];
  const erased = {} as Record<Name, number>;
  for (const [name, eraser] of parts) erased[name] = await eraser.erase(email);
  // Once, after every part: the freed pages and the WAL's copies go together (database.ts).
  await database.afterErasure();
  for (const [name, eraser] of parts) {
    const line = eraser.audit?.(erased[name]);
    // The address's hash, never the address: a restore of an older backup erases the address again (backups/).
    if (line) {
      const detail = { ...line.detail, addressHash: erasedAddressHash(email) } as AuditDetail;
      await recordAudit(database, { ...by, ...line, detail, reference: null });
    }
  }
  return erased;
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
