// The database part of a backup, and putting it back. SQLite: the online backup API (better-sqlite3's backup())
// on a connection of its own, copying every page in one step: one read transaction, so a consistent snapshot
// while the server keeps writing (WAL: writers do not wait for it), never restarted by a concurrent write.
// The copy runs on a worker thread (sqlite-copy-worker.ts), off the server's event loop.
// Postgres: pg_dump --format=custom on a snapshot exported by a REPEATABLE READ transaction, which reads the
// manifest's facts (row counts, CV files, erasures) from the same snapshot; pg_restore puts it back (decision 067).
import { spawn } from 'node:child_process';
import fsp from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Database } from '../database/database.ts';
import type { Db } from '../database/tables.ts';

/** Copies the database into `file` and runs `read` over exactly what was copied. */
export async function copyDatabase<T>(
  database: Database,
  source: { sqliteFile: string; url: string | null },
  file: string,
  read: (snapshot: Db) => Promise<T>,
): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (tx) => {
        const { rows } = await sql<{ id: string }>`SELECT pg_export_snapshot() AS id`.execute(tx);
        await run(
          'pg_dump',
          ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0]!.id}`, `--file=${file}`],
          source.url!,
        );
        return read(tx);
      });
  }
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./sqlite-copy-worker.ts', import.meta.url), {
      workerData: { source: source.sqliteFile, file },
    });
    let copied = false;
    worker.once('message', () => (copied = true));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      copied ? resolve() : reject(new Error(`the SQLite copy stopped (exit ${code})`)),
    );
  });
  const copy = new BetterSqlite3(file);
  // A file that stands alone: no -wal beside it when it is restored.
  copy.pragma('journal_mode = DELETE');
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: copy }) });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** Puts a Postgres backup into the (empty) database at `url`. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    url,
  );
}

/** Puts a SQLite backup in place of `target` (absent, or replaced: its -wal and -shm go too). */
export async function restoreSqlite(file: string, target: string): Promise<void> {
  const handle = await fsp.open(file, 'r+');
  await handle.sync();
  await handle.close();
  await fsp.rm(`${target}-wal`, { force: true });
  await fsp.rm(`${target}-shm`, { force: true });
  await fsp.rename(file, target);
  await fsp.chmod(target, 0o600);
}

/**
 * Runs a Postgres client tool against `url`. The password goes in the environment (PGPASSWORD), not on the
 * command line where `ps` shows it.
 */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${parsed.toString()}`], {
      // The child needs PATH and the locale as this process has them, plus the password.
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} was not found: install the PostgreSQL client of the server's version (Debian: postgresql-client)`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}
