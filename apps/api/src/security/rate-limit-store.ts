// The POST rate limits' counters, shared by every node on Postgres (decisions 022, 034): a store for
// @fastify/rate-limit that counts in the UNLOGGED table rate_limits, one fixed window per key. One upsert per
// request counts the hit and starts a new window when the last one is over, so concurrent requests on any number
// of nodes each see their own count. SQLite is one node by design and its every write waits for the disk: there
// the plugin's own in-memory store counts (sharedRateLimitStore answers undefined).
//
//   await app.register(rateLimit, { max, timeWindow, store: sharedRateLimitStore(database, 'forms') });
import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Database } from '../database/database.ts';
import type { Tx } from '../database/tables.ts';

/** How often a node deletes the windows that are over (rows of clients that did not come back). */
const PRUNE_EVERY_MS = 5 * 60_000;

export interface CountedHit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window is over. */
  ttl: number;
}

/**
 * Counts one hit for `key` in a window of `windowMs` (one statement: atomic on either database). Inside a
 * transaction (a Tx), the hit is undone with it.
 */
export async function countHit(
  database: Database | Tx,
  key: string,
  windowMs: number,
  now: number,
): Promise<CountedHit> {
  const db = 'db' in database ? database.db : database;
  const over = sql<boolean>`rate_limits.window_start <= ${now - windowMs}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN ${over} THEN 1 ELSE rate_limits.hits + 1 END`,
        window_start: sql<number>`CASE WHEN ${over} THEN ${now} ELSE rate_limits.window_start END`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, row.window_start + windowMs - now) };
}

/**
 * The per-recipient caps on link mails (status links, draft links, alert manage links): counts one mail of a kind
 * to an address, compared trimmed and ignoring case, and kept only as a digest.
 */
export function countMailTo(
  database: Database | Tx,
  kind: string,
  email: string,
  windowMs: number,
  now: number,
): Promise<CountedHit> {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  return countHit(database, `${kind}:${digest}`, windowMs, now);
}

/** Deletes the windows that ended before `before`. */
export async function pruneRateLimits(database: Database, before: number): Promise<void> {
  await database.db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}

/**
 * The store class for @fastify/rate-limit (it constructs the store itself) counting under `namespace` in the
 * database, or undefined on SQLite (the plugin's in-memory store).
 */
export function sharedRateLimitStore(
  database: Database,
  namespace: string,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor | undefined {
  if (database.dialect !== 'postgres') return undefined;
  let prunedAt = now();
  class SharedRateLimitStore {
    private readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = namespace) {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: CountedHit) => void,
      timeWindow: number,
    ): void {
      const time = now();
      if (time - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = time;
        pruneRateLimits(database, time - timeWindow).catch(() => {});
      }
      countHit(database, `${this.prefix}:${key}`, timeWindow, time).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    /** A route with limits of its own counts apart. */
    child(route: { prefix: string; path: string }): SharedRateLimitStore {
      return new SharedRateLimitStore({}, `${this.prefix}:${route.prefix}${route.path}`);
    }
  }
  return SharedRateLimitStore;
}
