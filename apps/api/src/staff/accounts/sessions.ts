// Server-side sessions: a row per signed-in browser. They end after 30 minutes without a request or 12 hours
// after sign-in, whichever comes first; signing out deletes the row.
import type { FormsDatabase } from '../../forms/storage/database.ts';
import { randomToken, sha256, type StaffAccount } from './staff-accounts.ts';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** How stale last_seen_at may get: idle time is measured to within this. */
const TOUCH_EVERY_MS = 60 * 1000;

export function createSessionStore(db: FormsDatabase) {
  const insert = db.prepare(
    'INSERT INTO staff_sessions (token_hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  );
  const find = db.prepare(
    `SELECT a.id, a.email, a.name, s.created_at, s.last_seen_at
     FROM staff_sessions s JOIN staff_accounts a ON a.id = s.account_id
     WHERE s.token_hash = ? AND a.disabled_at IS NULL`,
  );
  const touch = db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?');
  const remove = db.prepare('DELETE FROM staff_sessions WHERE token_hash = ?');
  const removeExpired = db.prepare('DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?');

  return {
    /** Starts a session and returns its token (for the cookie; only its hash is stored). */
    create(accountId: number, now: number): string {
      const token = randomToken();
      removeExpired.run(now - SESSION_IDLE_MS, now - SESSION_MAX_MS);
      insert.run(sha256(token), accountId, now, now);
      return token;
    },
    /** The signed-in account, or null when the token is unknown or the session has timed out (it is then removed). */
    resume(token: string, now: number): StaffAccount | null {
      const hashed = sha256(token);
      const row = find.get(hashed) as
        (StaffAccount & { created_at: number; last_seen_at: number }) | undefined;
      if (!row) return null;
      if (now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_MAX_MS) {
        remove.run(hashed);
        return null;
      }
      // Written at most once a minute: every request would otherwise be a durable (fsynced) commit.
      if (now - row.last_seen_at >= TOUCH_EVERY_MS) touch.run(now, hashed);
      return { id: row.id, email: row.email, name: row.name };
    },
    end(token: string): void {
      remove.run(sha256(token));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
