// Sign-in throttling: after 5 failures for one account, or 10 from one IP address, within 15 minutes, sign-in is
// refused (429) until the oldest of those failures is 15 minutes old. Failures are counted per e-mail address as
// typed, whether or not an account exists, so the answers never reveal which accounts exist.
import type { Database } from '../../database/database.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 10;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export function createSignInThrottle({ db }: Database) {
  /** Milliseconds until a key may try again, or 0. */
  const waitFor = async (key: string, limit: number, now: number): Promise<number> => {
    const rows = await db
      .selectFrom('staff_sign_in_failures')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', now - THROTTLE_WINDOW_MS)
      .orderBy('at', 'desc')
      .limit(limit)
      .execute();
    if (rows.length < limit) return 0;
    // The limit-th most recent failure leaves the window first among those that keep the key blocked.
    return rows[limit - 1]!.at + THROTTLE_WINDOW_MS - now;
  };

  return {
    /** Seconds to wait (for Retry-After), or 0 when this sign-in may be tried. */
    async retryAfterSeconds(email: string, ip: string, now: number): Promise<number> {
      const ms = Math.max(
        await waitFor(accountKey(email), MAX_FAILURES_PER_ACCOUNT, now),
        await waitFor(ipKey(ip), MAX_FAILURES_PER_IP, now),
      );
      return ms > 0 ? Math.ceil(ms / 1000) : 0;
    },
    async recordFailure(email: string, ip: string, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('staff_sign_in_failures')
          .where('at', '<=', now - THROTTLE_WINDOW_MS)
          .execute();
        await trx
          .insertInto('staff_sign_in_failures')
          .values([
            { key: accountKey(email), at: now },
            { key: ipKey(ip), at: now },
          ])
          .execute();
      });
    },
    /** A successful sign-in clears the account's failures (the IP's stay: one right password proves little). */
    async recordSuccess(email: string): Promise<void> {
      await db.deleteFrom('staff_sign_in_failures').where('key', '=', accountKey(email)).execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
