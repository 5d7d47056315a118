// The cap on a draft's mails per recipient (issue 42): anyone can save a draft for any address, so without it one
// address could be sent a link per draft, or per switch of a draft between two addresses. Counted with the other
// link mails' per-recipient caps (database/rate-limit-store.ts), inside the draft's transaction.
import { countMailTo } from '../security/rate-limit-store.ts';
import type { Tx } from '../database/tables.ts';

/** Resume links and reminders to one address in an hour. */
export const DRAFT_MAIL_CAP = { perAddress: 3, windowMs: 60 * 60 * 1000 } as const;

/**
 * Counts a draft mail to the address. Null when it may go; past the cap, when the address may be mailed again
 * (the draft is saved all the same, and its resume mail goes when it is saved again after that).
 */
export async function draftMailHeldUntil(tx: Tx, email: string, now: number): Promise<number | null> {
  const hit = await countMailTo(tx, 'draft-address', email, DRAFT_MAIL_CAP.windowMs, now);
  return hit.current > DRAFT_MAIL_CAP.perAddress ? now + hit.ttl : null;
}
