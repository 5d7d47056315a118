// Server-side sessions: a row per signed-in browser. They end after 30 minutes without a request or 12 hours
// after sign-in, whichever comes first; signing out deletes the row.
import type { Database } from '../../database/database.ts';
import { randomToken, sha256, type StaffAccount } from './staff-accounts.ts';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** How stale last_seen_at may get: idle time is measured to within this. */
const TOUCH_EVERY_MS = 60 * 1000;

export function createSessionStore({ db }: Database) {
  const remove = (hashed: string) =>
    db.deleteFrom('staff_sessions').where('token_hash', '=', hashed).execute();

  return {
    /** Starts a session and returns its token (for the cookie; only its hash is stored). */
    async create(accountId: number, now: number): Promise<string> {
      const token = randomToken();
      await db
        .deleteFrom('staff_sessions')
        .where((eb) =>
          eb.or([
            eb('last_seen_at', '<', now - SESSION_IDLE_MS),
            eb('created_at', '<', now - SESSION_MAX_MS),
          ]),
        )
        .execute();
      await db
        .insertInto('staff_sessions')
        .values({ token_hash: sha256(token), account_id: accountId, created_at: now, last_seen_at: now })
        .execute();
      return token;
    },
    /** The signed-in account, or null when the token is unknown or the session has timed out (it is then removed). */
    async resume(token: string, now: number): Promise<StaffAccount | null> {
      const hashed = sha256(token);
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_accounts as a', 'a.id', 's.account_id')
        .select(['a.id', 'a.email', 'a.name', 's.created_at', 's.last_seen_at'])
        .where('s.token_hash', '=', hashed)
        .where('a.disabled_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      if (now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_MAX_MS) {
        await remove(hashed);
        return null;
      }
      // Written at most once a minute: every request would otherwise be a durable (fsynced) commit.
      if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
        await db
          .updateTable('staff_sessions')
          .set({ last_seen_at: now })
          .where('token_hash', '=', hashed)
          .execute();
      }
      return { id: row.id, email: row.email, name: row.name };
    },
    async end(token: string): Promise<void> {
      await remove(sha256(token));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
