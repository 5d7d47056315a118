// Server-side sessions: a row per signed-in browser. They end after 30 minutes without a request or 12 hours
// after sign-in, whichever comes first; signing out deletes the row. Each row also keeps when the person last
// proved who they are (the riskiest actions want that within 10 minutes), how, and which browser and network it
// is, so the account page can list a person's sessions and end any of them. Every node reads the rows on every
// request, so a deleted row ends the session everywhere at once.
import net from 'node:net';
import type { Database } from '../../database/database.ts';
import { randomToken, sha256, type StaffAccount } from './staff-accounts.ts';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** How stale last_seen_at may get: idle time is measured to within this. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SignInMethod = 'password' | 'passkey' | 'identity-provider';

/** The session a request came with: its token's hash and when its owner last signed in. */
export interface StaffSession {
  hash: string;
  authenticatedAt: number;
}

export interface SessionOrigin {
  method: SignInMethod;
  userAgent: string | undefined;
  address: string;
}

/** The network a session came from, never the whole address: IPv4 /24, IPv6 /48. */
export function addressPrefix(address: string): string {
  const v4 = address.replace(/^::ffff:/, '');
  if (net.isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (net.isIPv6(address)) {
    const groups = address.split('::')[0]!.split(':');
    return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::/48`;
  }
  return '';
}

/** A session's id on the account page: derived from its hash, so the row's key never leaves the server. */
export const publicSessionId = (hash: string) => sha256(`session:${hash}`).slice(0, 24);

export function createSessionStore({ db }: Database) {
  const remove = (hashed: string) =>
    db.deleteFrom('staff_sessions').where('token_hash', '=', hashed).execute();

  return {
    /** Starts a session and returns its token (for the cookie; only its hash is stored). */
    async create(accountId: number, now: number, origin: SessionOrigin): Promise<string> {
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
        .values({
          token_hash: sha256(token),
          account_id: accountId,
          created_at: now,
          last_seen_at: now,
          authenticated_at: now,
          method: origin.method,
          user_agent: origin.userAgent?.slice(0, 300) ?? null,
          address_prefix: addressPrefix(origin.address),
        })
        .execute();
      return token;
    },
    /** The signed-in account, or null when the token is unknown or the session has timed out (it is then removed). */
    async resume(
      token: string,
      now: number,
    ): Promise<{ account: StaffAccount; session: StaffSession } | null> {
      const hashed = sha256(token);
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_accounts as a', 'a.id', 's.account_id')
        .select([
          'a.id',
          'a.email',
          'a.name',
          'a.role',
          's.created_at',
          's.last_seen_at',
          's.authenticated_at',
        ])
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
      return {
        account: { id: row.id, email: row.email, name: row.name, role: row.role },
        session: { hash: hashed, authenticatedAt: row.authenticated_at },
      };
    },
    /** The person proved who they are again in this session (a fresh sign-in). */
    async confirm(hash: string, now: number, method: SignInMethod): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ authenticated_at: now, last_seen_at: now, method })
        .where('token_hash', '=', hash)
        .execute();
    },
    async list(accountId: number) {
      const rows = await db
        .selectFrom('staff_sessions')
        .select(['token_hash', 'created_at', 'last_seen_at', 'method', 'user_agent', 'address_prefix'])
        .where('account_id', '=', accountId)
        .orderBy('last_seen_at', 'desc')
        .execute();
      return rows.map(({ token_hash, ...row }) => ({
        ...row,
        hash: token_hash,
        id: publicSessionId(token_hash),
      }));
    },
    async end(token: string): Promise<void> {
      await remove(sha256(token));
    },
    async endHash(hash: string): Promise<void> {
      await remove(hash);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
