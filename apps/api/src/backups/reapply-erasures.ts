// Erasure stays erased (docs/operations.md "Backups"): a restored backup must not bring back what was erased after
// it was taken. The audit log records every erasure (a submission's reference; an address only as
// erasedAddressHash), each backup's manifest carries the list, so a restore gathers the erasures of every newer
// backup in the destination and of the database it replaces, and erases again what the restored data still holds.
import type { CvStorage } from '../uploads/cv-storage.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { deleteByReference, erasedAddressHash } from '../database/erasure.ts';
import type { Erasures } from './snapshot-facts.ts';

/** Erases everything kept under an address, recording it in the audit log (erasure/erase-address.ts, from the top). */
export type EraseAddress = (
  database: Database,
  cvs: CvStorage,
  email: string,
  by: { actor: string; at: number },
) => Promise<unknown>;

export const RESTORE_ACTOR = 'backup restore';

export function mergeErasures(...lists: Erasures[]): Erasures {
  const union = (pick: (e: Erasures) => string[]) => [...new Set(lists.flatMap(pick))].sort();
  return { addressHashes: union((e) => e.addressHashes), references: union((e) => e.references) };
}

/** Erases again, in the restored database, what `erasures` name; returns how many addresses and submissions. */
export async function reapplyErasures(
  database: Database,
  layout: DataLayout,
  cvs: CvStorage,
  erasures: Erasures,
  eraseAddress: EraseAddress,
  at: number = Date.now(),
): Promise<{ addresses: number; submissions: number }> {
  let submissions = 0;
  for (const reference of erasures.references) {
    const report = await deleteByReference(database, layout, cvs, reference);
    if (!report) continue;
    submissions += 1;
    await database.db
      .insertInto('audit_log')
      .values({
        at,
        actor: RESTORE_ACTOR,
        action: 'erased',
        reference,
        detail: JSON.stringify({ files: report.files, mails: report.mails }),
      })
      .execute();
  }
  const wanted = new Set(erasures.addressHashes);
  let addresses = 0;
  for (const email of await addressesKept(database)) {
    if (!wanted.has(erasedAddressHash(email))) continue;
    await eraseAddress(database, cvs, email, { actor: RESTORE_ACTOR, at });
    addresses += 1;
  }
  return { addresses, submissions };
}

/** Every address kept outside submissions (those are erased by reference): job alerts, drafts, status links. */
async function addressesKept({ db }: Database): Promise<string[]> {
  const lists = await Promise.all([
    db.selectFrom('alerts').select('email').execute(),
    db.selectFrom('drafts').select('email').execute(),
    db.selectFrom('status_links').select('email_key as email').execute(),
    db.selectFrom('status_sessions').select('email_key as email').execute(),
  ]);
  const byHash = new Map<string, string>();
  for (const { email } of lists.flat()) byHash.set(erasedAddressHash(email), email);
  return [...byHash.values()];
}
