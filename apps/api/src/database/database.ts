// The one module that owns the database (docs/architecture.md, "The database"; decision 021). Every table lives
// in SQLite (the file DATA_DIR/forms.sqlite, the embedded default) or in Postgres (DATABASE_URL); the queries are
// written once with Kysely and run on either. Migrations run at start (migrations/index.ts).
//
// SQLite: WAL + synchronous=FULL so a committed row survives a process crash and a power cut. Postgres: its
// defaults (fsync on, synchronous_commit on) give the same: a commit has returned only once it is on disk.
import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqliteDatabase,
} from 'kysely';
import type { Client as PgClient } from 'pg';
import { migrateToLatest } from './migrations/index.ts';
import { migrateLegacy } from './migrations/legacy-sqlite.ts';
import type { Db, Tables } from './tables.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Db;
  dialect: Dialect;
  /** Where the data is, safe to log (no password). */
  where: string;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Run after an erasure: SQLite copies the WAL back into the zeroed file (secure_delete); Postgres: nothing. */
  afterErasure(): Promise<void>;
  /**
   * Runs bookkeeping writes whose commit need not wait for the disk (decision 039): a crash of this process keeps
   * them, a power cut or a crash of the machine may lose the last of them. SQLite commits them with
   * synchronous = NORMAL (no fsync, which would hold the event loop); Postgres with synchronous_commit off.
   * Never for what a 2xx answers for.
   */
  unsynced<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs work whose commits wait for the disk without holding the event loop meanwhile (decision 043), for
   * what a 2xx answers for: resolves only once they are on disk, as a plain commit would. SQLite commits them
   * with synchronous = NORMAL (the WAL written, not fsynced: better-sqlite3 would hold the loop for the fsync),
   * then fsyncs the WAL file in libuv's thread pool, as FULL would have on the loop. Postgres: the work as is
   * (its commit waits for the disk without holding the loop).
   */
  syncedOffLoop<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Sends a notification to every node listening on the channel (Postgres NOTIFY; in-process on SQLite). */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls back for every notification on the channel, this node's own included. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL, or null for SQLite. */
  url: string | null;
  /** The SQLite file (used when url is null). */
  file: string;
  /** Postgres connections per node. */
  poolSize?: number;
  onError?: (error: Error, what: string) => void;
}

/** The database could not be reached or set up at start: the message names the setting to check. */
export class DatabaseStartError extends Error {}

/** Strips the password from a postgres:// URL for messages and logs. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options) : openSqlite(options.file);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw new DatabaseStartError(
      `Cannot start: migrating the database (${database.where}) failed: ${(error as Error).message}`,
    );
  }
  return database;
}

function openSqlite(file: string): Database {
  const raw = new BetterSqlite3(file);
  // Applicants' data: owner-only. SQLite gives the -wal and -shm files the database file's mode.
  fs.chmodSync(file, 0o600);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  // An erased submission must leave nothing behind in free pages: deleted content is overwritten with zeros.
  raw.pragma('secure_delete = ON');
  // The CLI scripts may open the file while the server runs.
  raw.pragma('busy_timeout = 5000');
  // Savepoints' undo records (a submission's own, inside a group commit) are kept in memory, not in a temporary
  // file: with a file, each submission cost ~35 page writes to it and a file opened per transaction. They only
  // serve to roll back within an open transaction; durability is the WAL's.
  raw.pragma('temp_store = MEMORY');
  // A checkpoint (WAL pages copied into the file, both fsynced) runs inside the commit that crosses this many WAL
  // pages, on the event loop. SQLite's default, 1,000 (4 MB), meant one every ~20 group commits under the forms
  // benchmark; at 10,000 the same pages are copied once instead of again and again, and commits held the loop
  // about half as long in all (decision 043). Erasures still truncate the WAL at once (afterErasure).
  raw.pragma('wal_autocheckpoint = 10000');
  // The schema's history before Kysely: numbered migrations counted in PRAGMA user_version (kept as shipped).
  migrateLegacy(raw);
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
  const listeners = new Map<string, ((payload: string) => void)[]>();
  /** Runs work on the one connection (no other statement can commit in between), at NORMAL, then FULL again. */
  const normalSync = <T>(work: (db: Db) => Promise<T>): Promise<T> =>
    db.connection().execute(async (connection) => {
      await sql`PRAGMA synchronous = NORMAL`.execute(connection);
      try {
        return await work(connection);
      } finally {
        await sql`PRAGMA synchronous = FULL`.execute(connection);
      }
    });
  // The WAL file (`<file>-wal`) stays while this connection is open: SQLite deletes it only when the last
  // connection to the file closes. Opened on first use, after a commit has written it.
  let wal: Promise<fs.promises.FileHandle> | null = null;
  return {
    db,
    dialect: 'sqlite',
    where: `SQLite file ${file}`,
    ping: async () => {
      await sql`SELECT 1`.execute(db);
    },
    afterErasure: async () => {
      // Best effort: a reader in the middle of a read delays it.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    },
    // A later FULL commit's fsync, or syncedOffLoop's, covers these rows too (one WAL file).
    unsynced: (work) => normalSync(work),
    // The fsync a FULL commit would have made: it covers every frame in the WAL, these commits' with them. A
    // crash of the process in between loses nothing; the caller answers only after the fsync.
    syncedOffLoop: async (work) => {
      const result = await normalSync(work);
      wal ??= fs.promises.open(`${file}-wal`, 'r');
      try {
        await (await wal).sync();
      } catch (error) {
        wal = null; // opened again next time
        throw error;
      }
      return result;
    },
    // One node: a notification goes to this process's listeners.
    notify: async (channel, payload) => {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    listen: async (channel, onMessage) => {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
    },
    close: async () => {
      await db.destroy();
      await (await wal?.catch(() => null))?.close();
    },
  };
}

/** Prepared statements kept, at most (distinct SQL texts; IN lists of other lengths are other texts). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew; preparing was ~9 % of the server's CPU under the forms
 * benchmark. The same SQL text gets the same prepared statement back (least recently used dropped past the
 * cap). Safe because the driver runs one query at a time on its one connection (its mutex), and SQLite
 * prepares a cached statement again by itself when a migration changed the schema.
 */
function withStatementCache(raw: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => raw.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else {
        statement = raw.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // Loaded only when DATABASE_URL names Postgres: a node on SQLite does not carry the driver.
  const { default: pg } = await import('pg');
  // BIGINT (times in ms, counts) comes back as a JS number: every value here is far below 2^53.
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === pg.types.builtins.INT8
        ? (value: string) => Number(value)
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const where = `Postgres ${describePostgresUrl(url)}`;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle connection that breaks (the server restarted) is dropped from the pool; the next query opens another.
  pool.on('error', (error) => options.onError?.(error, 'idle database connection lost'));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DatabaseStartError(
      `Cannot start: the database in DATABASE_URL (${describePostgresUrl(url)}) cannot be reached: ${reason}. ` +
        'Check DATABASE_URL and that the server is running; unset it to keep the data in SQLite under DATA_DIR.',
    );
  }
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const notifications = createListener(
    () => new pg.Client({ connectionString: url, types, connectionTimeoutMillis: 5_000 }),
    options,
  );
  return {
    db,
    dialect: 'postgres',
    where,
    ping: async () => {
      await sql`SELECT 1`.execute(db);
    },
    afterErasure: async () => {},
    unsynced: (work) =>
      db.transaction().execute(async (tx) => {
        await sql`SET LOCAL synchronous_commit = off`.execute(tx);
        return work(tx);
      }),
    syncedOffLoop: (work) => work(db),
    notify: async (channel, payload) => {
      await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
    },
    listen: notifications.listen,
    close: async () => {
      await notifications.close();
      await db.destroy();
    },
  };
}

/**
 * LISTEN needs a connection of its own that stays open. When it breaks (the database restarted), it is opened
 * again after a second and listens again; a notification sent in between is missed, so every listener is also
 * called once after a reconnection ("something may have changed").
 */
function createListener(newClient: () => PgClient, options: DatabaseOptions) {
  const channels = new Map<string, ((payload: string) => void)[]>();
  let client: PgClient | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const connect = (reconnected: boolean): Promise<void> =>
    (connecting ??= (async () => {
      const next = newClient();
      next.on('notification', (message) => {
        for (const listener of channels.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      next.on('error', (error) => {
        options.onError?.(error, 'notification connection lost');
        reopen();
      });
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN ${quoteIdent(channel)}`);
        client = next;
        if (reconnected) for (const listeners of channels.values()) for (const l of listeners) l('');
      } catch (error) {
        await next.end().catch(() => {});
        options.onError?.(error as Error, 'notification connection failed');
        reopen();
      } finally {
        connecting = null;
      }
    })());

  function reopen(): void {
    if (closed || timer) return;
    const old = client;
    client = null;
    old?.end().catch(() => {});
    timer = setTimeout(() => {
      timer = null;
      void connect(true);
    }, 1_000);
    timer.unref();
  }

  return {
    async listen(channel: string, onMessage: (payload: string) => void): Promise<void> {
      const known = channels.has(channel);
      channels.set(channel, [...(channels.get(channel) ?? []), onMessage]);
      if (!client) await connect(false);
      else if (!known) await client.query(`LISTEN ${quoteIdent(channel)}`);
    },
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      await connecting;
      await client?.end().catch(() => {});
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A field of a JSON text column as text, e.g. jsonText(database, 'data', 'vacancy'). */
export function jsonText(dialect: Dialect, column: string, field: string): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`(${sql.ref(column)}::jsonb ->> ${sql.lit(field)})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${field}`)})`;
}

/** Case-insensitive LIKE (SQLite's LIKE already is, for ASCII; Postgres spells it ILIKE). `\` escapes. */
export function likeText(dialect: Dialect, column: string, pattern: string): RawBuilder<boolean> {
  return dialect === 'postgres'
    ? sql<boolean>`${sql.ref(column)} ILIKE ${pattern} ESCAPE '\\'`
    : sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
}

const LOST_CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|not currently accepting connections|the database system is (starting up|shutting down)/i;

/**
 * The database cannot be used just now (Postgres down, restarting or unreachable; SQLite busy past its timeout,
 * out of disk, an I/O error): the request should be answered 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (LOST_CONNECTION_CODES.has(code)) return true;
    // Postgres SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, starting up).
    if (/^08...$/.test(code) || /^57P0[1-4]$/.test(code) || code === '53300') return true;
    if (/^SQLITE_(BUSY|IOERR|FULL|CANTOPEN|READONLY|LOCKED)/.test(code)) return true;
  }
  return typeof message === 'string' && LOST_CONNECTION_MESSAGES.test(message);
}

/**
 * A list page and its number of matches in one statement: select `matchCount` with the page's rows, then
 * `matchesOf` reads it (or, past the last page, where no row carries it, counts anew).
 */
export const matchCount = sql<number>`count(*) over ()`.as('matches');
export async function matchesOf(
  rows: readonly { matches: number }[],
  page: number,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's filtered query
  matching: SelectQueryBuilder<Tables, any, object>,
): Promise<number> {
  if (rows[0]) return Number(rows[0].matches);
  if (page === 1) return 0;
  const { n } = await matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}
