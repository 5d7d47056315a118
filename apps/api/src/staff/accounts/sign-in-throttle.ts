// Sign-in throttling (decision 026). Every attempt is counted in the database BEFORE the password is checked:
// its row is inserted first, then the recent rows are counted, so however many attempts run at once, at most
// the allowed number reach the password check (each sees at least as many rows as attempts committed before it),
// on one node or many sharing the database.
// Lock-outs are per (account, client address) pair: after 5 attempts without a success within 15 minutes, the next
// waits 30 s, then 1, 2, 4 … minutes (at most 15) after the one before. Someone elsewhere cannot lock a staff
// member out: the right password from the staff member's own address is still checked. One address trying many
// accounts is limited as well (30 attempts in 15 minutes). A lock-out is logged once (a warning, without the
// address typed), and the staff member is told by mail (lock-out-alert.ts, at most one an hour). Attempts are counted per e-mail address as typed, whether or not an account exists, so the
// answers never reveal which accounts exist.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../database/database.ts';
import { queueLockOutAlert } from './lock-out-alert.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const FREE_ATTEMPTS_PER_PAIR = 5;
export const MAX_ATTEMPTS_PER_IP = 30;
const FIRST_DELAY_MS = 30_000;

const account = (email: string) => email.trim().toLowerCase();
export const pairKey = (email: string, ip: string) => `pair:${ip}|${account(email)}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** How long after the previous attempt the n-th attempt (1-based) of a pair may come. */
export function pairDelayMs(attempt: number): number {
  if (attempt <= FREE_ATTEMPTS_PER_PAIR) return 0;
  return Math.min(THROTTLE_WINDOW_MS, FIRST_DELAY_MS * 2 ** (attempt - FREE_ATTEMPTS_PER_PAIR - 1));
}

export function createSignInThrottle(database: Database, log: FastifyBaseLogger) {
  const { db } = database;
  const recent = (key: string, now: number) =>
    db
      .selectFrom('staff_sign_in_failures')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', now - THROTTLE_WINDOW_MS)
      .orderBy('at', 'asc')
      .execute();

  return {
    /**
     * Counts this attempt, then answers whether it may go on to the password check: 0, or the seconds to wait
     * (Retry-After). A refused attempt counts too: hammering keeps the pair locked, with the delay growing.
     */
    async attempt(email: string, ip: string, now: number): Promise<number> {
      await db
        .deleteFrom('staff_sign_in_failures')
        .where('at', '<=', now - THROTTLE_WINDOW_MS)
        .execute();
      await db
        .insertInto('staff_sign_in_failures')
        .values([
          { key: pairKey(email, ip), at: now },
          { key: ipKey(ip), at: now },
        ])
        .execute();
      const [pair, address] = await Promise.all([recent(pairKey(email, ip), now), recent(ipKey(ip), now)]);
      const position = pair.length;
      const previous = pair[position - 2]?.at ?? 0;
      const pairWait = Math.max(0, previous + pairDelayMs(position) - now);
      const ipWait =
        address.length > MAX_ATTEMPTS_PER_IP
          ? address[address.length - MAX_ATTEMPTS_PER_IP - 1]!.at + THROTTLE_WINDOW_MS - now
          : 0;
      const wait = Math.max(pairWait, ipWait);
      if (wait === 0) return 0;
      if (position === FREE_ATTEMPTS_PER_PAIR + 1 && pairWait > 0) {
        log.warn(
          { attempts: FREE_ATTEMPTS_PER_PAIR },
          'staff sign-in locked for one account from one address',
        );
        // The refusal does not wait for the mail to be queued; a failure to queue it is logged.
        queueLockOutAlert(database, { email, address: ip, at: now, attempts: FREE_ATTEMPTS_PER_PAIR }).catch(
          (error: unknown) => log.error({ err: error }, 'queueing the lock-out mail failed'),
        );
      }
      return Math.ceil(wait / 1000);
    },
    /** A successful sign-in clears the pair's attempts (and this attempt's count against the address). */
    async recordSuccess(email: string, ip: string, now: number): Promise<void> {
      await db
        .deleteFrom('staff_sign_in_failures')
        .where((eb) =>
          eb.or([
            eb('key', '=', pairKey(email, ip)),
            eb.and([eb('key', '=', ipKey(ip)), eb('at', '=', now)]),
          ]),
        )
        .execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
