// Sign-in throttling: after 5 failures for one account, or 10 from one IP address, within 15 minutes, sign-in is
// refused (429) until the oldest of those failures is 15 minutes old. Failures are counted per e-mail address as
// typed, whether or not an account exists, so the answers never reveal which accounts exist.
import type { FormsDatabase } from '../../forms/storage/database.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 10;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export function createSignInThrottle(db: FormsDatabase) {
  const recent = db.prepare(
    'SELECT at FROM staff_sign_in_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT ?',
  );
  const insert = db.prepare('INSERT INTO staff_sign_in_failures (key, at) VALUES (?, ?)');
  const clear = db.prepare('DELETE FROM staff_sign_in_failures WHERE key = ?');
  const prune = db.prepare('DELETE FROM staff_sign_in_failures WHERE at <= ?');

  /** Milliseconds until a key may try again, or 0. */
  const waitFor = (key: string, limit: number, now: number): number => {
    const rows = recent.all(key, now - THROTTLE_WINDOW_MS, limit) as { at: number }[];
    if (rows.length < limit) return 0;
    // The limit-th most recent failure leaves the window first among those that keep the key blocked.
    return rows[limit - 1]!.at + THROTTLE_WINDOW_MS - now;
  };

  return {
    /** Seconds to wait (for Retry-After), or 0 when this sign-in may be tried. */
    retryAfterSeconds(email: string, ip: string, now: number): number {
      const ms = Math.max(
        waitFor(accountKey(email), MAX_FAILURES_PER_ACCOUNT, now),
        waitFor(ipKey(ip), MAX_FAILURES_PER_IP, now),
      );
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },
    recordFailure(email: string, ip: string, now: number): void {
      db.transaction(() => {
        prune.run(now - THROTTLE_WINDOW_MS);
        insert.run(accountKey(email), now);
        insert.run(ipKey(ip), now);
      })();
    },
    /** A successful sign-in clears the account's failures (the IP's stay: one right password proves little). */
    recordSuccess(email: string): void {
      clear.run(accountKey(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
