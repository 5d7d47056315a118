// A visitor is an HMAC of (the day's random salt, client address, user agent, site): counted once a day without a
// cookie, and unlinkable across days once the salt is gone. The salt row is in the one database so every node
// hashes alike; the first node to need a day's salt creates it, and a second one racing it keeps the first's
// (INSERT … ON CONFLICT DO NOTHING, then read). The clean-up deletes salts 48 hours after they were made.
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../database/database.ts';

export const SALT_KEPT_MS = 48 * 60 * 60 * 1000;

export function visitorSalts(database: Database) {
  // The day's salt, once read: at most today's and yesterday's (late buffers) are needed.
  const known = new Map<string, string>();
  return async (day: string, now: number): Promise<string> => {
    const cached = known.get(day);
    if (cached) return cached;
    await database.db
      .insertInto('insights_salts')
      .values({ day, salt: randomBytes(32).toString('base64url'), created_at: now })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await database.db
      .selectFrom('insights_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    if (known.size >= 2) known.delete(known.keys().next().value!);
    known.set(day, row.salt);
    return row.salt;
  };
}

/** The visitor's id for the day: nothing in it can be turned back into the address or browser. */
export const visitorId = (salt: string, client: string, userAgent: string, site: string): string =>
  createHmac('sha256', salt).update(`${client}\n${userAgent}\n${site}`).digest('base64url').slice(0, 22);

/** Salts older than 48 hours: yesterday's visitors cannot be linked to today's. */
export async function removeOldSalts(database: Database, now: number): Promise<number> {
  const removed = await database.db
    .deleteFrom('insights_salts')
    .where('created_at', '<', now - SALT_KEPT_MS)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
