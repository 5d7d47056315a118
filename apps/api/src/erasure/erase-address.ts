// An erasure request for an e-mail address (PDPO / the privacy notice): everything the site keeps under the
// address, not under a submission's reference: its job alert (with digests, tokens, queued mail and suppression),
// its application drafts (with their link tokens, queued mail and CV files), and its status links and sessions.
// Submissions are erased by reference (staff area, `forms:admin delete`). One function, so the staff area's
// "Erase this address" and `forms:admin erase <email>` erase the same things; the audit log never holds the address.
import { eraseAlertAddress } from '../alerts/alert-store.ts';
import type { CvStorage } from '../cv-storage/cv-storage.ts';
import type { Database } from '../database/database.ts';
import { erasedAddressHash } from '../database/erasure.ts';
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
  await recordAudit(database, {
    ...by,
    action: 'alert-erased',
    reference: null,
    // The hash, never the address: a restore of an older backup erases the address again (backups/).
    detail: { alertRecords, addressHash: erasedAddressHash(email) },
  });
  if (drafts > 0)
    await recordAudit(database, { ...by, action: 'drafts-erased', reference: null, detail: { drafts } });
  return { alertRecords, drafts, statusRecords };
}
